import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StatusAccordion } from "@/components/board/status-accordion";
import { NavigationProvider } from "@/lib/client/navigation";
import type { JobStatus } from "@/lib/types";
import { makeJob } from "./fixtures";

jest.mock("@/lib/client/mutations", () => ({ updateJobStatus: jest.fn(), deleteJob: jest.fn() }));

const jobs = [
  makeJob({ title: "Platform Engineer", status: "prospect" }),
  makeJob({ title: "Data Engineer", status: "interviewing" }),
  makeJob({ title: "SRE", status: "interviewing" }),
];

function renderAccordion(highlighted: JobStatus | null = null) {
  return render(
    <NavigationProvider>
      <StatusAccordion jobs={jobs} highlighted={highlighted} />
    </NavigationProvider>,
  );
}

const section = (status: JobStatus) => screen.getByTestId(`board-accordion-${status}`);

describe("StatusAccordion", () => {
  it("opens only Prospect initially and shows a count per section", () => {
    renderAccordion();

    expect(section("prospect")).toHaveAttribute("data-state", "open");
    for (const status of ["applied", "interviewing", "offer", "rejected"] as const) {
      expect(section(status)).toHaveAttribute("data-state", "closed");
    }
    expect(screen.getByTestId("board-accordion-count-interviewing")).toHaveTextContent("2");
    expect(within(section("prospect")).getByText("Platform Engineer")).toBeInTheDocument();
  });

  it("shows the accordion empty state in an opened empty section", async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(within(section("offer")).getByRole("button", { name: /Offer/ }));

    expect(section("offer")).toHaveAttribute("data-state", "open");
    expect(within(section("offer")).getByText("No jobs in this category")).toBeInTheDocument();
  });

  it("opens a focused section too", () => {
    renderAccordion("interviewing");

    expect(section("interviewing")).toHaveAttribute("data-state", "open");
    expect(section("prospect")).toHaveAttribute("data-state", "open");
    expect(section("applied")).toHaveAttribute("data-state", "closed");
  });
});
