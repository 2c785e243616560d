import { act, screen, waitFor } from "@testing-library/react";
import { CoverLetterTab } from "@/components/workbench/cover-letter-tab";
import { toastError } from "@/lib/client/toast-store";
import { makeJobDetail } from "../board/fixtures";
import { fairFit, poorFit } from "../jobs/fit-fixtures";
import { installStreamFetch } from "./fake-stream";
import {
  EDITED,
  GENERATED,
  editor,
  handEdited,
  installApi,
  renderTab,
  resetTabState,
  streamCalls,
  withResume,
} from "./document-tab-harness";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

beforeEach(resetTabState);

describe("Regenerate over a hand edit", () => {
  it("asks first; Cancel keeps the edit and writes nothing", async () => {
    const { calls } = installApi();
    const user = renderTab(handEdited());
    await user.click(screen.getByTestId("resume-regenerate"));

    const dialog = screen.getByTestId("confirm-dialog");
    expect(dialog).toHaveAccessibleName("Replace your edited tailored résumé?");
    expect(dialog).toHaveTextContent("Your edited text stays in Versions");
    await user.click(screen.getByTestId("confirm-cancel"));
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    expect(streamCalls(calls)).toEqual([]);
    expect(editor()).toHaveValue(EDITED);
    await waitFor(() => expect(screen.getByTestId("resume-regenerate")).toHaveFocus());
  });

  it("writes once confirmed", async () => {
    const { streams } = installApi();
    const user = renderTab(handEdited());
    await user.click(screen.getByTestId("resume-regenerate"));
    await user.click(screen.getByTestId("confirm-action"));

    await waitFor(() => expect(streams).toHaveLength(1));
    expect(editor()).toHaveValue("");
    act(() => streams[0].push("New text"));
    await waitFor(() => expect(editor()).toHaveValue("New text"));
  });

  it("saves unsaved changes as a version before writing over them", async () => {
    const saved = withResume({ resume: { text: `${GENERATED}\nMine`, recommendations: [] } });
    const { calls, streams } = installApi({ "PATCH /api/jobs/j1/resume": saved });
    const user = renderTab(withResume());
    await user.type(editor(), "\nMine");
    await user.click(screen.getByTestId("resume-regenerate"));

    expect(screen.getByTestId("confirm-dialog")).toHaveTextContent(
      "in place of your unsaved changes. They are saved first and kept in Versions",
    );
    await user.click(screen.getByTestId("confirm-action"));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "PATCH /api/jobs/j1/resume",
      "POST /api/jobs/j1/stream-resume",
    ]);
    expect(calls[0].body).toEqual({ text: `${GENERATED}\nMine` });
  });

  it("says Generate, not Regenerate, over text typed into an empty editor", async () => {
    installApi();
    const user = renderTab(makeJobDetail({ id: "j1" }));
    await user.type(editor(), "Mine");
    await user.click(screen.getByTestId("resume-generate"));

    expect(screen.getByTestId("confirm-dialog")).toHaveTextContent(
      "Generating writes a new tailored résumé in place of your unsaved changes.",
    );
    expect(screen.getByTestId("confirm-action")).toHaveTextContent(/^Generate$/);
  });

  it("does not write when saving the unsaved changes fails", async () => {
    const { calls } = installApi();
    const user = renderTab(withResume());
    await user.type(editor(), "\nMine");
    await user.click(screen.getByTestId("resume-regenerate"));
    await user.click(screen.getByTestId("confirm-action"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save résumé"));
    expect(streamCalls(calls)).toEqual([]);
    expect(editor()).toHaveValue(`${GENERATED}\nMine`);
  });

  it("does not ask over a generated text nobody edited", async () => {
    const { streams } = installApi();
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-regenerate"));
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
  });
});

describe("stale notice", () => {
  it.each([
    ["job-description", "Written for an earlier version of the job description."],
    ["resume", "Written for an earlier version of your résumé."],
    ["both", "Written for an earlier version of the job description and your résumé."],
  ] as const)("says what changed (%s)", (reason, text) => {
    installApi();
    renderTab(withResume({ staleness: { ...withResume().staleness, resume: reason } }));
    expect(screen.getByTestId("resume-stale")).toHaveTextContent(text);
  });

  it("is not shown for an up-to-date text", () => {
    installApi();
    renderTab(withResume());
    expect(screen.queryByTestId("resume-stale")).not.toBeInTheDocument();
  });

  it("Refresh regenerates through the edit question", async () => {
    const { streams } = installApi();
    const job = handEdited({ staleness: { ...withResume().staleness, resume: "resume" } });
    const user = renderTab(job);
    await user.click(screen.getByTestId("resume-stale-refresh"));
    await user.click(screen.getByTestId("confirm-action"));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(screen.queryByTestId("resume-stale")).not.toBeInTheDocument();
  });
});

describe("the fit gate before the first text", () => {
  const empty = makeJobDetail({ id: "j1" });

  it("asks for a poor fit; Cancel writes nothing", async () => {
    const { calls } = installApi({ "GET /api/jobs/j1/fit": poorFit });
    const user = renderTab(empty, CoverLetterTab);
    await user.click(screen.getByTestId("cover-letter-generate"));

    expect(await screen.findByTestId("fit-gate-dialog")).toHaveTextContent("0 of 12 requirements");
    await user.click(screen.getByTestId("fit-gate-cancel"));
    expect(streamCalls(calls)).toEqual([]);
  });

  it("is busy while the fit loads, and a double click fetches it once", async () => {
    const { fetchMock } = installStreamFetch((url) =>
      url === "/api/jobs/j1/fit" ? (new Promise(() => {}) as never) : undefined,
    );
    const user = renderTab(empty, CoverLetterTab);
    await user.dblClick(screen.getByTestId("cover-letter-generate"));

    const fitCalls = fetchMock.mock.calls.filter(([url]) => url === "/api/jobs/j1/fit");
    expect(fitCalls).toHaveLength(1);
    expect(screen.getByTestId("cover-letter-generate")).toHaveAttribute("aria-busy", "true");
  });

  it("writes for a fair fit without asking", async () => {
    const { streams } = installApi({ "GET /api/jobs/j1/fit": fairFit });
    const user = renderTab(empty, CoverLetterTab);
    await user.click(screen.getByTestId("cover-letter-generate"));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(screen.queryByTestId("fit-gate-dialog")).not.toBeInTheDocument();
  });

  it("asks after the unsaved-text question too, one question at a time", async () => {
    const saved = makeJobDetail({ id: "j1", resume: { text: "Mine", recommendations: [] } });
    const { calls } = installApi({
      "PATCH /api/jobs/j1/resume": saved,
      "GET /api/jobs/j1/fit": poorFit,
    });
    const user = renderTab(empty);
    await user.type(editor(), "Mine");
    await user.click(screen.getByTestId("resume-generate"));
    expect(screen.queryByTestId("fit-gate-dialog")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("confirm-action"));

    expect(await screen.findByTestId("fit-gate-dialog")).toHaveTextContent("0 of 12 requirements");
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("fit-gate-cancel"));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "PATCH /api/jobs/j1/resume",
      "GET /api/jobs/j1/fit",
    ]);
  });

  it("does not ask once something is written for the job", async () => {
    const { calls, streams } = installApi({ "GET /api/jobs/j1/fit": poorFit });
    const user = renderTab(withResume(), CoverLetterTab);
    await user.click(screen.getByTestId("cover-letter-generate"));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.map((call) => call.url)).not.toContain("/api/jobs/j1/fit");
  });
});
