import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { JobWorkbench } from "@/components/workbench/job-workbench";
import { useJobs } from "@/lib/client/hooks";
import { swrConfig } from "@/lib/client/swr-config";
import { jobTabStorageKey, NavigationProvider, useNavigation } from "@/lib/client/navigation";
import { toastSuccess } from "@/lib/client/toast-store";
import type { JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

type Route = { status: number; body: unknown };

function mockFetch(routes: Record<string, Route>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const route = routes[String(input)] ?? { status: 404, body: { message: "Not found" } };
    const text = JSON.stringify(route.body);
    return {
      ok: route.status >= 200 && route.status < 300,
      status: route.status,
      statusText: route.status === 404 ? "Not Found" : "OK",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as typeof fetch;
}

function ViewProbe() {
  const { view } = useNavigation();
  return <output data-testid="view">{view}</output>;
}

/** Stands for the sidebar's Recent Jobs: a list that must drop a deleted job. */
function JobsProbe() {
  const { jobs } = useJobs();
  return <output data-testid="listed-jobs">{jobs.length}</output>;
}

function renderWorkbench(jobId: string, cached: [string, unknown][] = []) {
  const cache = new Map(cached.map(([key, data]) => [key, { data }]));
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
      <NavigationProvider initial={{ view: "job-detail", activeJobId: jobId, statusFocus: null }}>
        <JobWorkbench />
        <ViewProbe />
        <JobsProbe />
      </NavigationProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const job: JobDetail = makeJobDetail({
  id: "j1",
  title: "Platform Engineer",
  company: "Acme",
  url: "https://jobs.example.com/1",
  salary: "$150k",
  description: Array(300).fill("word").join(" "),
  questions: [{ id: "q1", question: "Tell me about a migration.", answer: "I moved..." }],
});

afterEach(() => sessionStorage.clear());

describe("JobWorkbench", () => {
  it("shows 'Job not found' for a 404 and goes back to applications", async () => {
    mockFetch({ "/api/jobs/x": { status: 404, body: { message: "Job not found" } } });
    const user = renderWorkbench("x");

    expect(await screen.findByTestId("job-not-found")).toHaveTextContent("Job not found");
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/jobs/x",
      expect.objectContaining({ method: "GET" }),
    );
    await user.click(screen.getByTestId("job-not-found-back"));
    expect(screen.getByTestId("view")).toHaveTextContent("applications");
  });

  it("shows 'Job not found' for a job deleted elsewhere though a copy was cached, and refreshes the list", async () => {
    mockFetch({
      "/api/jobs/j1": { status: 404, body: { message: "Job not found" } },
      "/api/jobs": { status: 200, body: [] },
    });
    renderWorkbench("j1", [
      ["/api/jobs/j1", job],
      ["/api/jobs", [job]],
    ]);

    expect(screen.getByTestId("listed-jobs")).toHaveTextContent("1");
    expect(await screen.findByTestId("job-not-found")).toHaveTextContent("Job not found");
    expect(screen.queryByTestId("workbench-title")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("listed-jobs")).toHaveTextContent("0"));
  });

  it("opens on the remembered tab and clears the memory", async () => {
    sessionStorage.setItem(jobTabStorageKey("j1"), "qa");
    mockFetch({
      "/api/jobs/j1": { status: 200, body: job },
      "/api/jobs/j1/transcripts": { status: 200, body: [] },
    });
    renderWorkbench("j1");

    expect(await screen.findByTestId("workbench-title")).toHaveTextContent("Platform Engineer");
    expect(screen.getByTestId("workbench-tab-qa")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Tell me about a migration.")).toBeInTheDocument();
    expect(sessionStorage.getItem(jobTabStorageKey("j1"))).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId("saved-interviews-count")).toHaveTextContent("0"),
    );
  });

  it("starts on Analyze without a memory and shows the header and description editor", async () => {
    mockFetch({ "/api/jobs/j1": { status: 200, body: job } });
    const user = renderWorkbench("j1");

    expect(await screen.findByTestId("workbench-tab-analyze")).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByText("No analysis yet")).toBeInTheDocument();
    expect(screen.getByTestId("view-posting")).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByTestId("view-posting")).toHaveAttribute("target", "_blank");
    expect(screen.getByText("1.5 min read")).toBeInTheDocument();

    const save = screen.getByTestId("job-description-save");
    expect(save).toBeDisabled();
    await user.type(screen.getByTestId("job-description-editor"), " more");
    expect(save).toBeEnabled();
    await user.clear(screen.getByTestId("job-description-editor"));
    expect(save).toBeDisabled();
  });

  it("makes each chosen tab a history entry: Back returns to the tab before", async () => {
    mockFetch({
      "/api/jobs/j1": { status: 200, body: job },
      "/api/jobs/j1/transcripts": { status: 200, body: [] },
    });
    const user = renderWorkbench("j1");
    const qa = await screen.findByTestId("workbench-tab-qa");
    await user.click(qa);
    expect(qa).toHaveAttribute("aria-selected", "true");
    expect(window.history.state.shortlistView).toEqual({
      view: "job-detail",
      activeJobId: "j1",
      tab: "qa",
    });
    await waitFor(() =>
      expect(screen.getByTestId("saved-interviews-count")).toHaveTextContent("0"),
    );

    await act(async () => window.history.back());
    await waitFor(() =>
      expect(screen.getByTestId("workbench-tab-analyze")).toHaveAttribute("aria-selected", "true"),
    );
  });

  it("saves an edited description", async () => {
    mockFetch({ "/api/jobs/j1": { status: 200, body: job } });
    const user = renderWorkbench("j1");
    await user.type(await screen.findByTestId("job-description-editor"), " more");
    await user.click(screen.getByTestId("job-description-save"));

    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(
        "/api/jobs/j1",
        expect.objectContaining({
          method: "PATCH",
          body: JSON.stringify({ description: `${job.description} more` }),
        }),
      ),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Job description saved successfully"),
    );
  });

  it("deletes the job after confirmation and returns to applications", async () => {
    mockFetch({
      "/api/jobs/j1": { status: 200, body: job },
      "/api/jobs": { status: 200, body: [] },
    });
    const user = renderWorkbench("j1");
    await user.click(await screen.findByTestId("workbench-delete"));
    expect(
      screen.getByText(/Are you sure you want to delete "Platform Engineer"\?/),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId("confirm-action"));

    await waitFor(() => expect(screen.getByTestId("view")).toHaveTextContent("applications"));
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/jobs/j1",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(toastSuccess).toHaveBeenCalledWith("Job deleted successfully");
  });
});
