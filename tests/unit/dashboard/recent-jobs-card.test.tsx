import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecentJobsCard } from "@/components/dashboard/recent-jobs-card";
import { makeJob } from "./job-fixtures";
import { WithNavigation } from "./nav-probe";

const jobs = Array.from({ length: 7 }, (_, index) =>
  makeJob({
    id: `j${index}`,
    title: index === 6 ? "Rust Developer" : `Role ${index}`,
    company: `Company ${index}`,
    updatedAt: `2026-02-0${index + 1}T00:00:00Z`,
  }),
);

function setup(list = jobs) {
  const user = userEvent.setup();
  render(
    <WithNavigation>
      <RecentJobsCard jobs={list} isLoading={false} />
    </WithNavigation>,
  );
  return user;
}

const visibleRows = () =>
  screen.getAllByTestId("recent-job-row").filter((row) => row.closest("[hidden]") === null);

describe("RecentJobsCard", () => {
  it("shows the five most recent jobs and the rest, in the same table, under 'Show all N jobs'", async () => {
    const user = setup();
    expect(visibleRows()).toHaveLength(5);
    expect(visibleRows()[0]).toHaveTextContent("Rust Developer");
    const showAll = screen.getByRole("button", { name: "Show all 7 jobs" });
    expect(showAll).toHaveAttribute("aria-expanded", "false");
    await user.click(showAll);
    expect(visibleRows()).toHaveLength(7);
    expect(screen.getAllByRole("table")).toHaveLength(1);
    expect(showAll).toHaveAccessibleName("Show fewer");
    expect(showAll).toHaveAttribute("aria-expanded", "true");
    expect(showAll).toHaveFocus();
    await user.click(showAll);
    expect(visibleRows()).toHaveLength(5);
    expect(showAll).toHaveAccessibleName("Show all 7 jobs");
  });

  it("shows search results in their own table", async () => {
    const user = setup();
    await user.type(screen.getByTestId("recent-jobs-search"), "rust");
    expect(screen.getByTestId("recent-jobs-results-heading")).toHaveTextContent(
      "Search Results (1 job)",
    );
    expect(visibleRows()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("counts search results in the plural", async () => {
    const user = setup();
    await user.type(screen.getByTestId("recent-jobs-search"), "company");
    expect(screen.getByTestId("recent-jobs-results-heading")).toHaveTextContent(
      "Search Results (7 jobs)",
    );
  });

  it("names the term when nothing matches", async () => {
    const user = setup();
    await user.type(screen.getByTestId("recent-jobs-search"), "cobol");
    expect(screen.getByTestId("recent-jobs-empty")).toHaveTextContent(
      'No jobs found matching "cobol"',
    );
  });

  it("opens a job on click and on Enter", async () => {
    const user = setup();
    await user.click(within(visibleRows()[1]).getByText("Role 5"));
    expect(screen.getByTestId("nav")).toHaveTextContent('"activeJobId":"j5"');

    visibleRows()[2].focus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("nav")).toHaveTextContent('"activeJobId":"j4"');
    expect(screen.getByTestId("nav")).toHaveTextContent('"view":"job-detail"');
  });

  it("invites adding a job when there are none", () => {
    setup([]);
    expect(screen.getByTestId("recent-jobs-empty")).toHaveTextContent(
      "No jobs yet. Add your first job below!",
    );
    expect(screen.queryByTestId("recent-jobs-search")).not.toBeInTheDocument();
  });
});
