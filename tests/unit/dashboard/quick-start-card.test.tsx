import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { QuickStartCard } from "@/components/dashboard/quick-start-card";
import { useJobs, useMasterResume, useProfessionalSnapshot, useUser } from "@/lib/client/hooks";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import { LIMITS } from "@/lib/jobs/schemas";
import { MAX_RESUME_TEXT } from "@/lib/resume/limits";
import type { JobSummary, MasterResume } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { fairFit, poorFit } from "../jobs/fit-fixtures";
import { makeJob } from "./job-fixtures";
import { WithNavigation } from "./nav-probe";

jest.mock("@/lib/client/hooks", () => ({
  useUser: jest.fn(),
  useJobs: jest.fn(),
  useMasterResume: jest.fn(),
  useProfessionalSnapshot: jest.fn(),
}));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const savedResume: MasterResume = {
  text: "Ada Lovelace\nAnalyst",
  source: "paste",
  fileName: null,
  analyzedKeywords: [],
  analyzedSkills: [],
  analyzedJobTitles: [],
  targetRoles: [],
  createdAt: "2026-03-01T10:00:00Z",
  updatedAt: "2026-03-01T10:00:00Z",
};
const createdJob = makeJobDetail({ id: "qs-1", title: "Quick Start Job", company: "—" });

type Answer = { status: number; body?: unknown } | "pending";
type Call = { method: string; path: string; body: unknown };

/** Answers by "METHOD path" and records every call in order, with its parsed JSON body. */
function installApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`] ?? { status: 404, body: { message: "Not found" } };
    if (answer === "pending") return new Promise<Response>(() => {});
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: "",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as typeof fetch;
  return calls;
}

const happyApi = (overrides: Record<string, Answer> = {}) =>
  installApi({
    "POST /api/master-resume": { status: 200, body: savedResume },
    "POST /api/jobs": { status: 201, body: createdJob },
    "GET /api/jobs/qs-1/fit": { status: 200, body: fairFit },
    "POST /api/jobs/qs-1/generate-all": { status: 200, body: { ...createdJob, questions: [] } },
    ...overrides,
  });

const nav = () => JSON.parse(screen.getByTestId("nav").textContent ?? "{}");

function renderCard() {
  const user = userEvent.setup();
  render(
    <WithNavigation>
      <QuickStartCard />
    </WithNavigation>,
  );
  return user;
}

async function fillAndRun(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId("quick-start-resume"), "  Ada Lovelace\nAnalyst  ");
  await user.type(screen.getByTestId("quick-start-job"), " Analyst at Babbage & Co. ");
  await user.click(screen.getByTestId("quick-start-generate"));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe("QuickStartCard on the dashboard", () => {
  function mockDashboard({
    jobs = [] as JobSummary[],
    resume = null as MasterResume | null,
    isJobsLoading = false,
    isResumeLoading = false,
  }) {
    const refresh = jest.fn();
    jest.mocked(useUser).mockReturnValue({
      user: { id: "u1", email: "a@b.c", firstName: null, lastName: null, profileImageUrl: null },
      error: undefined,
      isLoading: false,
      refresh,
    } as unknown as ReturnType<typeof useUser>);
    jest.mocked(useJobs).mockReturnValue({
      jobs,
      error: undefined,
      isLoading: isJobsLoading,
      refresh,
    } as unknown as ReturnType<typeof useJobs>);
    jest.mocked(useMasterResume).mockReturnValue({
      resume,
      error: undefined,
      isLoading: isResumeLoading,
      refresh,
    } as unknown as ReturnType<typeof useMasterResume>);
    jest
      .mocked(useProfessionalSnapshot)
      .mockReturnValue({ snapshot: null, error: undefined, isLoading: false });
  }

  const renderDashboard = () =>
    render(
      <WithNavigation>
        <DashboardView />
      </WithNavigation>,
    );

  it("shows for a user with no résumé and no jobs", async () => {
    mockDashboard({});
    renderDashboard();
    // Its code loads only for a first visit, behind a named placeholder.
    expect(screen.getByRole("status", { name: "Loading Quick Start" })).toBeInTheDocument();
    expect(await screen.findByTestId("quick-start")).toHaveTextContent("Quick Start");
    expect(screen.getByTestId("quick-start-generate")).toHaveTextContent("Generate All");
  });

  it.each([
    ["a résumé exists", { resume: savedResume }],
    ["a job exists", { jobs: [makeJob()] }],
    ["jobs are loading", { isJobsLoading: true }],
    ["the résumé is loading", { isResumeLoading: true }],
  ])("is hidden when %s", (_, state) => {
    mockDashboard(state);
    renderDashboard();
    expect(screen.queryByTestId("quick-start")).not.toBeInTheDocument();
    expect(screen.getByTestId("add-job")).toBeInTheDocument();
  });

  it("stays up with its overlay while the run saves the résumé and the job", async () => {
    mockDashboard({});
    happyApi({ "POST /api/jobs/qs-1/generate-all": "pending" });
    const user = userEvent.setup();
    const { rerender } = renderDashboard();
    await screen.findByTestId("quick-start");
    await fillAndRun(user);

    // The run has saved both; the dashboard's data now says "not a new user".
    mockDashboard({ resume: savedResume, jobs: [makeJob({ id: "qs-1" })] });
    rerender(
      <WithNavigation>
        <DashboardView />
      </WithNavigation>,
    );
    expect(screen.getByTestId("quick-start")).toBeInTheDocument();
    expect(screen.getByTestId("generate-all-overlay")).toBeInTheDocument();
    expect(screen.getByTestId("quick-start-job")).toHaveValue(" Analyst at Babbage & Co. ");
  });
});

describe("QuickStartCard", () => {
  it("limits both text areas to what the server accepts", () => {
    renderCard();
    expect(screen.getByTestId("quick-start-resume")).toHaveAttribute(
      "maxLength",
      String(MAX_RESUME_TEXT),
    );
    expect(screen.getByTestId("quick-start-job")).toHaveAttribute(
      "maxLength",
      String(LIMITS.description),
    );
    expect(screen.getByLabelText("Your résumé")).toBe(screen.getByTestId("quick-start-resume"));
    expect(screen.getByLabelText("Job description")).toBe(screen.getByTestId("quick-start-job"));
  });

  it.each([
    ["both are blank", "", ""],
    ["the résumé is blank", "   ", "A job"],
    ["the job description is blank", "A résumé", "  "],
  ])("requires both texts when %s", async (_, resumeText, jobText) => {
    const calls = installApi({});
    const user = renderCard();
    if (resumeText) await user.type(screen.getByTestId("quick-start-resume"), resumeText);
    if (jobText) await user.type(screen.getByTestId("quick-start-job"), jobText);
    await user.click(screen.getByTestId("quick-start-generate"));

    expect(toastError).toHaveBeenCalledWith("Both résumé and job description are required");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Both résumé and job description are required",
    );
    expect(calls).toEqual([]);
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
  });

  it("drops the message once both texts are filled", async () => {
    installApi({});
    const user = renderCard();
    await user.click(screen.getByTestId("quick-start-generate"));
    expect(screen.getByTestId("quick-start-resume")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByTestId("quick-start-resume"), "R");
    await user.type(screen.getByTestId("quick-start-job"), "J");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByTestId("quick-start-resume")).not.toHaveAttribute("aria-invalid");
  });

  it("saves the résumé, creates the job, generates everything, then opens the job", async () => {
    const calls = happyApi();
    const user = renderCard();
    await fillAndRun(user);

    // The overlay's steps stay readable for 3 s even when the answer is quicker.
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(screen.getByTestId("generate-all-overlay")).toBeInTheDocument();
    await waitFor(() => expect(nav()).toMatchObject({ view: "job-detail", activeJobId: "qs-1" }), {
      timeout: 5000,
    });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/master-resume",
        body: { text: "Ada Lovelace\nAnalyst", source: "paste", fileName: null },
      },
      {
        method: "POST",
        path: "/api/jobs",
        body: {
          title: "Quick Start Job",
          company: "—",
          description: "Analyst at Babbage & Co.",
          url: null,
          salary: "",
        },
      },
      { method: "GET", path: "/api/jobs/qs-1/fit", body: undefined },
      { method: "POST", path: "/api/jobs/qs-1/generate-all", body: undefined },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith("All content generated successfully");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("asks before writing for a poor fit; Cancel opens the saved job with nothing written", async () => {
    const calls = happyApi({ "GET /api/jobs/qs-1/fit": { status: 200, body: poorFit } });
    const user = renderCard();
    await fillAndRun(user);

    const dialog = await screen.findByTestId("fit-gate-dialog");
    expect(dialog).toHaveTextContent("It scores 0/100");
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("fit-gate-cancel"));

    await waitFor(() => expect(nav()).toMatchObject({ view: "job-detail", activeJobId: "qs-1" }));
    expect(calls.map((call) => call.path)).not.toContain("/api/jobs/qs-1/generate-all");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Job saved" }));
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("writes anyway for a poor fit once the user says so", async () => {
    const calls = happyApi({ "GET /api/jobs/qs-1/fit": { status: 200, body: poorFit } });
    const user = renderCard();
    await fillAndRun(user);
    await user.click(await screen.findByTestId("fit-gate-action"));

    // The overlay's steps stay readable for 3 s before the job opens.
    await waitFor(() => expect(nav()).toMatchObject({ view: "job-detail", activeJobId: "qs-1" }), {
      timeout: 5000,
    });
    expect(calls.at(-1)?.path).toBe("/api/jobs/qs-1/generate-all");
    expect(toastSuccess).toHaveBeenCalledWith("All content generated successfully");
  });

  it("shows the overlay while it runs", async () => {
    happyApi({ "POST /api/jobs/qs-1/generate-all": "pending" });
    const user = renderCard();
    await fillAndRun(user);

    expect(await screen.findByTestId("generate-all-overlay")).toHaveTextContent(
      "Generating complete job application package...",
    );
    expect(screen.getByTestId("quick-start-generate")).toBeDisabled();
    expect(nav()).toMatchObject({ view: "dashboard" });
  });

  it.each([
    [{ status: 500, body: { message: "boom" } }, "Failed to generate content"],
    [
      { status: 429, body: { message: "Too many requests. Try again in 1 minute." } },
      "Too many requests. Try again in 1 minute.",
    ],
  ])("still opens the job when generation fails, and says why (%#)", async (answer, message) => {
    happyApi({ "POST /api/jobs/qs-1/generate-all": answer });
    const user = renderCard();
    await fillAndRun(user);

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    // Once the overlay's 3 s are over.
    await waitFor(() => expect(nav()).toMatchObject({ view: "job-detail", activeJobId: "qs-1" }), {
      timeout: 5000,
    });
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("stops with 'Failed to save master résumé' and keeps the texts", async () => {
    const calls = happyApi({ "POST /api/master-resume": { status: 500, body: { message: "x" } } });
    const user = renderCard();
    await fillAndRun(user);

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save master résumé"));
    expect(calls.map((call) => call.path)).toEqual(["/api/master-resume"]);
    expect(nav()).toMatchObject({ view: "dashboard" });
    expect(screen.getByTestId("quick-start-resume")).toHaveValue("  Ada Lovelace\nAnalyst  ");
    expect(screen.getByTestId("quick-start-generate")).toBeEnabled();
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
  });

  it("stops with 'Failed to save job' when the job cannot be created", async () => {
    const calls = happyApi({ "POST /api/jobs": { status: 500, body: { message: "x" } } });
    const user = renderCard();
    await fillAndRun(user);

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save job"));
    expect(calls.map((call) => call.path)).toEqual(["/api/master-resume", "/api/jobs"]);
    expect(nav()).toMatchObject({ view: "dashboard" });
  });

  it("stays silent on a lost session", async () => {
    happyApi({ "POST /api/master-resume": { status: 401, body: { message: "Unauthorized" } } });
    const user = renderCard();
    await fillAndRun(user);

    await waitFor(() => expect(screen.getByTestId("quick-start-generate")).toBeEnabled());
    expect(toastError).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
