import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutate, SWRConfig } from "swr";
import { CoverLetterTab } from "@/components/workbench/cover-letter-tab";
import { ResumeTab } from "@/components/workbench/resume-tab";
import { useJob } from "@/lib/client/hooks";
import { swrConfig } from "@/lib/client/swr-config";
import { toast, toastError } from "@/lib/client/toast-store";
import type { DocumentVersion, JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { fairFit, poorFit } from "../jobs/fit-fixtures";
import { installStreamFetch, jsonResponse } from "./fake-stream";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const GENERATED = "Ada Lovelace\nSummary: analyst\nSkills: SQL";
const EDITED = "Ada Lovelace\nSummary: analyst\nSkills: SQL, Python";

const withResume = (overrides: Partial<JobDetail> = {}) =>
  makeJobDetail({ id: "j1", resume: { text: GENERATED, recommendations: [] }, ...overrides });
const handEdited = (overrides: Partial<JobDetail> = {}) =>
  withResume({
    resume: { text: EDITED, recommendations: [] },
    handEdits: { resume: true, coverLetter: false },
    ...overrides,
  });

const version = (
  id: string,
  text: string,
  origin: DocumentVersion["origin"],
  isCurrent = false,
): DocumentVersion => ({
  id,
  document: "resume",
  text,
  origin,
  isCurrent,
  createdAt: "2026-11-26T10:00:00Z",
});

type Call = { url: string; method: string; body: unknown };

/** Answers the JSON calls by "METHOD path"; the stream calls stream. Records every call. */
function installApi(answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const { streams } = installStreamFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/jobs/j1") return undefined; // LiveTab's own load
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    return answer === undefined ? undefined : jsonResponse(200, answer);
  });
  return { calls, streams };
}

/** The tab shows the cached job as the workbench does, so writes that store the job show. */
function LiveTab({ initial, Tab }: { initial: JobDetail; Tab: typeof ResumeTab }) {
  const { job } = useJob(initial.id);
  return <Tab job={job ?? initial} />;
}

function renderTab(job: JobDetail, Tab: typeof ResumeTab = ResumeTab) {
  const user = userEvent.setup();
  render(
    // No deduping: every test asks the fake API afresh.
    <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
      <LiveTab initial={job} Tab={Tab} />
    </SWRConfig>,
  );
  return user;
}

const editor = () => screen.getByTestId("resume-editor");
const streamCalls = (calls: Call[]) => calls.filter((call) => call.url.includes("/stream-"));

beforeEach(async () => {
  jest.clearAllMocks();
  sessionStorage.clear();
  // storeJob writes to SWR's global cache: each test starts with an empty one.
  await mutate(() => true, undefined, { revalidate: false });
});

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

describe("Versions", () => {
  const versions = [
    version("v3", GENERATED, "generated", true),
    version("v2", EDITED, "edited"),
    version("v1", "Ada Lovelace\nAn older start", "generated"),
  ];
  const restoredJob = handEdited();
  const undoneJob = withResume();

  it("lists each version with its origin and where it differs, and restores one, then undoes it", async () => {
    const { calls } = installApi({
      "GET /api/jobs/j1/versions?document=resume": versions,
      "POST /api/jobs/j1/versions/v2/restore": { job: restoredJob, replacedVersionId: "v3" },
      "POST /api/jobs/j1/versions/v3/restore": { job: undoneJob, replacedVersionId: "v4" },
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));

    const items = await screen.findAllByTestId("version-item");
    expect(
      items.map((item) => within(item).getAllByText(/Hand edit|Generated/)[0].textContent),
    ).toEqual(["Generated", "Hand edit", "Generated"]);
    expect(items[0]).toHaveTextContent("Current");
    expect(within(items[0]).queryByTestId("version-restore")).not.toBeInTheDocument();
    expect(within(items[1]).getByTestId("version-preview")).toHaveTextContent(
      "Differs from line 3:Skills: SQL, Python",
    );
    expect(within(items[2]).getByTestId("version-preview")).toHaveTextContent(
      "Differs from line 2:An older start",
    );

    await user.click(within(items[1]).getByTestId("version-restore"));
    await waitFor(() => expect(screen.queryByTestId("versions-dialog")).not.toBeInTheDocument());
    expect(editor()).toHaveValue(EDITED);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Version restored" }));

    await user.click(screen.getByTestId("resume-undo-restore"));
    await waitFor(() => expect(editor()).toHaveValue(GENERATED));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Restore undone" }));
    expect(screen.queryByTestId("resume-undo-restore")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/jobs/j1/versions/v2/restore",
      "/api/jobs/j1/versions/v3/restore",
    ]);
  });

  it("saves unsaved changes before restoring, and says so", async () => {
    const { calls } = installApi({
      "GET /api/jobs/j1/versions?document=resume": versions,
      "PATCH /api/jobs/j1/resume": withResume(),
      "POST /api/jobs/j1/versions/v2/restore": { job: restoredJob, replacedVersionId: "v4" },
    });
    const user = renderTab(withResume());
    await user.type(editor(), "\nNot saved");
    await user.click(screen.getByTestId("resume-versions"));
    expect(screen.getByTestId("versions-dialog")).toHaveTextContent(
      "Your unsaved changes are saved as a version before another one is restored.",
    );
    const [, edit] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    await waitFor(() => expect(editor()).toHaveValue(EDITED));
    expect(calls.filter((call) => call.method !== "GET").map((call) => call.url)).toEqual([
      "/api/jobs/j1/resume",
      "/api/jobs/j1/versions/v2/restore",
    ]);
  });

  it("spins only the Restore being restored, and holds the others", async () => {
    installStreamFetch((url, init) => {
      if (url.endsWith("/versions?document=resume")) return jsonResponse(200, versions);
      if (init.method === "POST") return new Promise(() => {}) as never;
      return undefined;
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    const [, edit, older] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    const restoring = within(edit).getByTestId("version-restore");
    const other = within(older).getByTestId("version-restore");
    expect(restoring).toHaveAttribute("aria-busy", "true");
    expect(restoring.querySelector(".animate-spin")).not.toBeNull();
    expect(other).toBeDisabled();
    expect(other).toHaveAttribute("aria-busy", "false");
    expect(other.querySelector(".animate-spin")).toBeNull();
  });

  it("says so when there is nothing earlier yet", async () => {
    installApi({ "GET /api/jobs/j1/versions?document=resume": [versions[0]] });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    expect(await screen.findByTestId("versions-empty")).toHaveTextContent(
      "No earlier versions yet.",
    );
  });

  it("offers a retry when the list cannot be loaded", async () => {
    installApi();
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    expect(await screen.findByTestId("query-error")).toHaveTextContent(
      "We couldn't load the versions.",
    );
  });

  it("toasts the server's reason when a restore fails, and keeps the dialog open", async () => {
    installStreamFetch((url, init) => {
      if (url.endsWith("/versions?document=resume")) return jsonResponse(200, versions);
      if (init.method === "POST") return jsonResponse(404, { message: "Version not found" });
      return undefined;
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    const [, edit] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Version not found"));
    expect(screen.getByTestId("versions-dialog")).toBeInTheDocument();
    expect(editor()).toHaveValue(GENERATED);
  });

  it("is offered only once there is a text", () => {
    installApi();
    renderTab(makeJobDetail({ id: "j1" }));
    expect(screen.queryByTestId("resume-versions")).not.toBeInTheDocument();
  });
});
