import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecentJobsToolbar } from "@/components/dashboard/recent-jobs-toolbar";
import type { JobQuery } from "@/lib/dashboard/recent-jobs";

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const query: JobQuery = { term: "", status: "all", sort: "recent" };

describe("RecentJobsToolbar's menus, loaded on first use", () => {
  it("shows the current filter and sort before the menus load", () => {
    render(<RecentJobsToolbar query={{ ...query, status: "applied" }} onChange={jest.fn()} />);
    expect(screen.getByTestId("recent-jobs-status-filter")).toHaveTextContent("Applied");
    expect(screen.getByRole("button", { name: "Sort jobs" })).toHaveTextContent("Recently updated");
  });

  it("opens the menu that was pressed once it loads, and a choice changes the query", async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<RecentJobsToolbar query={query} onChange={onChange} />);
    await user.click(screen.getByTestId("recent-jobs-status-filter"));
    await user.click(await screen.findByRole("option", { name: "Interviewing" }));
    expect(onChange).toHaveBeenCalledWith({ ...query, status: "interviewing" });
  });

  it("opens from the keyboard with focus on the loaded menu", async () => {
    const user = userEvent.setup();
    render(<RecentJobsToolbar query={query} onChange={jest.fn()} />);
    await user.tab();
    await user.tab();
    expect(screen.getByTestId("recent-jobs-status-filter")).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByTestId("recent-jobs-sort")).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("option", { name: "Company A-Z" })).toBeInTheDocument();
  });
});
