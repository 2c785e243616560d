import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JobCard } from "@/components/board/job-card";
import { deleteJob } from "@/lib/client/mutations";
import { NavigationProvider, useNavigation } from "@/lib/client/navigation";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import type { JobSummary } from "@/lib/types";
import { makeJob } from "./fixtures";

jest.mock("@/lib/client/mutations", () => ({ updateJobStatus: jest.fn(), deleteJob: jest.fn() }));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

function NavProbe() {
  const { view, activeJobId } = useNavigation();
  return <output data-testid="nav">{`${view}:${activeJobId}`}</output>;
}

function renderCard(job: JobSummary) {
  render(
    <NavigationProvider initial={{ view: "applications", activeJobId: null, statusFocus: null }}>
      <JobCard job={job} />
      <NavProbe />
    </NavigationProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => jest.clearAllMocks());

describe("JobCard", () => {
  it("shows the preview and opens the job from its title", async () => {
    const user = renderCard(
      makeJob({ id: "j1", title: "Backend Engineer", description: "x".repeat(120) }),
    );
    expect(screen.getByTestId("job-card")).toHaveAttribute("data-job-id", "j1");
    expect(screen.getByText(`${"x".repeat(100)}...`)).toBeInTheDocument();
    expect(screen.queryByTestId("practice-interview")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("job-card-title"));
    expect(screen.getByTestId("nav")).toHaveTextContent("job-detail:j1");
  });

  it("offers a practice interview only while interviewing", async () => {
    const user = renderCard(makeJob({ id: "j2", status: "interviewing" }));
    await user.click(screen.getByTestId("practice-interview"));
    expect(screen.getByTestId("nav")).toHaveTextContent("interview-simulator:j2");
  });

  it("asks before deleting, then deletes and confirms", async () => {
    jest.mocked(deleteJob).mockResolvedValue(undefined);
    const user = renderCard(makeJob({ id: "j3", title: "Data Lead" }));
    await user.click(screen.getByTestId("job-card-delete"));

    expect(
      screen.getByText(
        'Are you sure you want to delete "Data Lead"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(deleteJob).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("confirm-action"));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Job deleted successfully"));
    expect(deleteJob).toHaveBeenCalledWith("j3");
  });

  it("reports a failed delete", async () => {
    jest.mocked(deleteJob).mockRejectedValue(new Error("500: boom"));
    const user = renderCard(makeJob({ title: "Data Lead" }));
    await user.click(screen.getByTestId("job-card-delete"));
    await user.click(screen.getByTestId("confirm-action"));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to delete job"));
  });
});
