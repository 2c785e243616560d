import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ResumeTab } from "@/components/workbench/resume-tab";
import { WorkbenchTabs } from "@/components/workbench/workbench-tabs";
import type { WorkbenchTab } from "@/lib/client/navigation";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { Analysis, JobDetail, Recommendation } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { renderWithProviders } from "../shell/render-with-providers";
import { installStreamFetch, jsonResponse } from "./fake-stream";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const analysis: Analysis = {
  score: 72,
  coverageCovered: 5,
  coverageTotal: 8,
  alignmentExplanation: "",
  strengths: ["Led the ledger rewrite", "Owns on-call", "Mentors", "Ships weekly", "Extra"],
  flags: [],
  gaps: [],
  companyOverview: "",
  matchedKeywords: ["TypeScript", "PostgreSQL"],
  jobKeywords: [],
  resumeKeywords: [],
  requirements: [],
  isScored: true,
};

const storedResume = "Ada Lovelace\nSenior Engineer, Acme";

function withResume(recommendations: Recommendation[] = [], overrides: Partial<JobDetail> = {}) {
  return makeJobDetail({
    id: "j1",
    analysis,
    resume: { text: storedResume, recommendations },
    ...overrides,
  });
}

function renderTab(job: JobDetail) {
  const user = userEvent.setup();
  const view = render(<ResumeTab job={job} />);
  return { user, ...view };
}

const editor = () => screen.getByTestId("resume-editor");

beforeEach(() => jest.clearAllMocks());

describe("ResumeTab streaming", () => {
  it("clears the editor, locks it while chunks arrive in order, then toasts success", async () => {
    const { streams, fetchMock } = installStreamFetch();
    const { user } = renderTab(withResume());
    expect(editor()).toHaveValue(storedResume);

    await user.click(screen.getByTestId("resume-regenerate"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/jobs/j1/stream-resume",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(editor()).toHaveValue("");
    expect(editor()).toHaveAttribute("readonly");
    expect(screen.getByTestId("resume-save")).toBeDisabled();
    expect(screen.getByTestId("resume-copy")).toBeDisabled();
    expect(screen.getByTestId("resume-streaming")).toHaveTextContent("Writing");

    act(() => streams[0].push("Ada Lovelace\n"));
    await waitFor(() => expect(editor()).toHaveValue("Ada Lovelace\n"));
    act(() => streams[0].push("Staff Engineer"));
    await waitFor(() => expect(editor()).toHaveValue("Ada Lovelace\nStaff Engineer"));
    expect(screen.getByTestId("resume-copy")).toBeDisabled();

    act(() => streams[0].close());
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Tailored résumé generated successfully"),
    );
    expect(editor()).toHaveValue("Ada Lovelace\nStaff Engineer");
    expect(editor()).not.toHaveAttribute("readonly");
    expect(screen.queryByTestId("resume-streaming")).not.toBeInTheDocument();
    expect(screen.queryByTestId("resume-stop")).not.toBeInTheDocument();
    expect(screen.getByTestId("resume-copy")).toBeEnabled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("restores the previous text and toasts when the stream fails mid-way", async () => {
    const { streams } = installStreamFetch();
    const { user } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));
    act(() => streams[0].push("Half a rés"));
    await waitFor(() => expect(editor()).toHaveValue("Half a rés"));

    act(() => streams[0].fail());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to generate résumé"));
    expect(editor()).toHaveValue(storedResume);
    expect(editor()).not.toHaveAttribute("readonly");
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it.each([
    [
      400,
      { message: "Add your master résumé first: it is what gets tailored." },
      "Add your master résumé first: it is what gets tailored.",
    ],
    [
      502,
      { message: "The AI model did not answer. Try again, or check the AI settings." },
      "The AI model did not answer. Try again, or check the AI settings.",
    ],
    [500, { message: "boom" }, "Failed to generate résumé"],
  ])("a %i answer toasts the right message and keeps the text", async (status, body, message) => {
    installStreamFetch(() => jsonResponse(status, body));
    const { user } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(editor()).toHaveValue(storedResume);
  });

  it("says nothing on a 401: the shell handles a lost session", async () => {
    installStreamFetch(() => jsonResponse(401, { message: "Unauthorized" }));
    const { user } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));

    await waitFor(() => expect(editor()).toHaveValue(storedResume));
    await waitFor(() => expect(editor()).not.toHaveAttribute("readonly"));
    expect(toastError).not.toHaveBeenCalled();
  });

  it("a second request aborts the first silently and keeps the first previous text", async () => {
    const { streams } = installStreamFetch();
    const { user } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));
    act(() => streams[0].push("First try"));
    await waitFor(() => expect(editor()).toHaveValue("First try"));

    await user.click(screen.getByTestId("resume-regenerate"));
    expect(streams[0].signal.aborted).toBe(true);
    expect(editor()).toHaveValue("");
    act(() => streams[1].push("Second"));
    await waitFor(() => expect(editor()).toHaveValue("Second"));
    expect(toastError).not.toHaveBeenCalled();

    // A failure of the second restores the text from before both.
    act(() => streams[1].fail());
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(editor()).toHaveValue(storedResume);
  });

  it("Stop aborts silently and restores the previous text", async () => {
    const { streams } = installStreamFetch();
    const { user } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));
    act(() => streams[0].push("Partial"));
    await waitFor(() => expect(editor()).toHaveValue("Partial"));

    await user.click(screen.getByTestId("resume-stop"));
    expect(streams[0].signal.aborted).toBe(true);
    expect(editor()).toHaveValue(storedResume);
    expect(screen.queryByTestId("resume-streaming")).not.toBeInTheDocument();
    expect(screen.getByTestId("resume-save")).toBeDisabled();
    await act(async () => {});
    expect(toastError).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("aborts the stream when unmounted", async () => {
    const { streams } = installStreamFetch();
    const { user, unmount } = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));
    unmount();

    expect(streams[0].signal.aborted).toBe(true);
    await act(async () => {});
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows the slow hint after 10 seconds of streaming", async () => {
    jest.useFakeTimers();
    try {
      const { streams } = installStreamFetch();
      const { unmount } = render(<ResumeTab job={withResume()} />);
      // The fit gate answers first (at once: a résumé is written); then the stream starts.
      await act(async () => screen.getByTestId("resume-regenerate").click());
      act(() => jest.advanceTimersByTime(9_999));
      expect(toast).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(toast).toHaveBeenCalledWith({
        title: "Still working",
        description: "This may take up to 30 seconds.",
      });
      unmount();
      expect(streams[0].signal.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("ResumeTab editing", () => {
  it("offers Generate with an empty, writable editor before anything exists", () => {
    renderTab(makeJobDetail({ id: "j1" }));
    expect(screen.getByTestId("resume-generate")).toHaveTextContent("Generate");
    expect(screen.queryByTestId("resume-regenerate")).not.toBeInTheDocument();
    expect(editor()).toHaveValue("");
    expect(editor()).toHaveAttribute("placeholder");
    expect(screen.getByText(/No tailored résumé yet/)).toBeInTheDocument();
    expect(screen.queryByTestId("resume-action-plan")).not.toBeInTheDocument();
    expect(screen.getByTestId("resume-save")).toBeDisabled();
  });

  it("saves the edited text with PATCH and toasts", async () => {
    const saved = withResume([], { resume: { text: "Edited", recommendations: [] } });
    const { fetchMock } = installStreamFetch((url, init) =>
      init.method === "PATCH" ? jsonResponse(200, saved) : undefined,
    );
    const { user } = renderTab(withResume());
    expect(screen.getByTestId("resume-save")).toBeDisabled();

    await user.clear(editor());
    await user.type(editor(), "Edited");
    await user.click(screen.getByTestId("resume-save"));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Résumé saved successfully"));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/jobs/j1/resume");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ text: "Edited" });
  });

  it("toasts when saving fails", async () => {
    installStreamFetch(() => jsonResponse(500, { message: "boom" }));
    const { user } = renderTab(withResume());
    await user.type(editor(), " more");
    await user.click(screen.getByTestId("resume-save"));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save résumé"));
    expect(editor()).toHaveValue(`${storedResume} more`);
  });

  it("follows the stored text unless the user has edits", async () => {
    installStreamFetch();
    const { user, rerender } = renderTab(withResume());
    rerender(
      <ResumeTab job={withResume([], { resume: { text: "From server", recommendations: [] } })} />,
    );
    expect(editor()).toHaveValue("From server");

    await user.type(editor(), "!");
    rerender(
      <ResumeTab job={withResume([], { resume: { text: "Newer", recommendations: [] } })} />,
    );
    expect(editor()).toHaveValue("From server!");
    expect(screen.getByTestId("resume-save")).toBeEnabled();
  });
});

describe("ResumeTab inside the workbench tabs", () => {
  function Tabs({ job }: { job: JobDetail }) {
    const [tab, setTab] = useState<WorkbenchTab>("resume");
    return <WorkbenchTabs job={job} tab={tab} onTabChange={setTab} />;
  }

  it("keeps a streaming draft and its stream while another tab is shown", async () => {
    const { streams } = installStreamFetch();
    const user = userEvent.setup();
    renderWithProviders(<Tabs job={withResume()} />, "job-detail");
    await user.click(screen.getByTestId("resume-regenerate"));
    act(() => streams[0].push("Streaming on"));

    await user.click(screen.getByTestId("workbench-tab-analyze"));
    expect(editor()).not.toBeVisible();
    expect(streams[0].signal.aborted).toBe(false);
    await user.click(screen.getByTestId("workbench-tab-resume"));
    expect(editor()).toBeVisible();
    expect(editor()).toHaveValue("Streaming on");
    expect(screen.getAllByTestId("workbench-delete")).toHaveLength(1);
  });
});

describe("ResumeTab recommendation cards", () => {
  const recommendation = (
    priority: number,
    type: Recommendation["type"] = "positioning",
    extra: Partial<Recommendation> = {},
  ): Recommendation => ({ type, priority, recommendation: `Do thing ${priority}`, ...extra });

  it("numbers the action plan from 1 by priority, capped at 10, each with its type", () => {
    const recommendations = [
      recommendation(3, "gap", { insight: "No Kubernetes" }),
      recommendation(1, "keyword", { keyword: "GraphQL" }),
      ...Array.from({ length: 10 }, (_, i) => recommendation(i + 4)),
      recommendation(2),
    ];
    installStreamFetch();
    renderTab(withResume(recommendations));

    const items = within(screen.getByTestId("resume-action-plan")).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.textContent?.match(/^\d+/)?.[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expect(items[0]).toHaveTextContent("KeywordGraphQLDo thing 1");
    expect(items[1]).toHaveTextContent("PositioningDo thing 2");
    expect(items[2]).toHaveTextContent("GapNo KubernetesDo thing 3");
    expect(items[9]).toHaveTextContent("Do thing 10");
  });

  it("shows the keyword strategy and the alignment snapshot", () => {
    installStreamFetch();
    renderTab(
      withResume([
        recommendation(1, "keyword", {
          keyword: "GraphQL",
          recommendation: "Name the GraphQL API you built",
        }),
        recommendation(2, "gap", { insight: "No Kubernetes" }),
      ]),
    );

    const strategy = screen.getByTestId("resume-keyword-strategy");
    expect(strategy).toHaveTextContent("GraphQL: Name the GraphQL API you built");
    expect(strategy).not.toHaveTextContent("No Kubernetes");
    expect(
      within(within(strategy).getByRole("list", { name: "Matched keywords" })).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(2);

    const snapshot = screen.getByTestId("resume-alignment-snapshot");
    expect(snapshot).toHaveTextContent("72/100");
    expect(snapshot).toHaveTextContent("5/8");
    expect(snapshot).toHaveTextContent("Led the ledger rewrite");
    expect(snapshot).not.toHaveTextContent("Extra");
  });

  it("says the snapshot comes with the analysis when there is none", () => {
    installStreamFetch();
    renderTab(withResume([], { analysis: null }));
    expect(screen.getByTestId("resume-alignment-snapshot")).toHaveTextContent(
      /appears here after you generate the analysis/,
    );
  });
});
