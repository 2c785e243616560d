import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutate, SWRConfig } from "swr";
import { ResumeTab } from "@/components/workbench/resume-tab";
import { useJob } from "@/lib/client/hooks";
import { swrConfig } from "@/lib/client/swr-config";
import type { DocumentVersion, JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { installStreamFetch, jsonResponse } from "./fake-stream";

// A document tab as the workbench shows it, against a fake API that records every call.

export const GENERATED = "Ada Lovelace\nSummary: analyst\nSkills: SQL";
export const EDITED = "Ada Lovelace\nSummary: analyst\nSkills: SQL, Python";

export const withResume = (overrides: Partial<JobDetail> = {}) =>
  makeJobDetail({ id: "j1", resume: { text: GENERATED, recommendations: [] }, ...overrides });
export const handEdited = (overrides: Partial<JobDetail> = {}) =>
  withResume({
    resume: { text: EDITED, recommendations: [] },
    handEdits: { resume: true, coverLetter: false },
    ...overrides,
  });

export const version = (
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

export type Call = { url: string; method: string; body: unknown };

/** Answers the JSON calls by "METHOD path"; the stream calls stream. Records every call. */
export function installApi(answers: Record<string, unknown> = {}) {
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

export function renderTab(job: JobDetail, Tab: typeof ResumeTab = ResumeTab) {
  const user = userEvent.setup();
  render(
    // No deduping: every test asks the fake API afresh.
    <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
      <LiveTab initial={job} Tab={Tab} />
    </SWRConfig>,
  );
  return user;
}

export const editor = () => screen.getByTestId("resume-editor");
export const streamCalls = (calls: Call[]) => calls.filter((call) => call.url.includes("/stream-"));

/** Between tests: no mock calls, no session flags, an empty SWR cache (storeJob writes to it). */
export async function resetTabState() {
  jest.clearAllMocks();
  sessionStorage.clear();
  await mutate(() => true, undefined, { revalidate: false });
}
