import type { JobSource } from "../types";
import {
  contractTime,
  contractType,
  fromIsoText,
  jobId,
  link,
  list,
  obj,
  rawText,
  str,
} from "./fields";
import { finishJobs, type DraftJob } from "./finish";
import { baseUrl, fetchSourceJson } from "./http";
import { answerCacheMs } from "./limits";

export const REMOTIVE_DEFAULT_BASE = "https://remotive.com";

// Everything is remote; no paging (we page ourselves); publication_date has no zone (read as UTC); salary is free text.
// The terms ask for a link back to the Remotive page and a credit.
export const remotive: JobSource = {
  name: "remotive",
  configured: () => true,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.REMOTIVE_BASE_URL, REMOTIVE_DEFAULT_BASE);
    // One list for every search, filtered here: Remotive asks for about 4 calls a day,
    // which a per-query `search` would break (answers are kept 6 h, answer-cache.ts).
    const query = new URLSearchParams({ limit: "500" });
    const answer = obj(
      await fetchSourceJson(`${base}/api/remote-jobs?${query}`, {
        signal,
        cacheMs: answerCacheMs("remotive", settings.env),
      }),
    );
    const drafts = list(answer.jobs)
      .map(obj)
      .map((item): DraftJob => {
        const url = link(item.url);
        const type = contractType(item.job_type);
        return {
          id: jobId("remotive", item.id),
          title: str(item.title),
          company: str(item.company_name),
          location: str(item.candidate_required_location) || "Remote",
          date: fromIsoText(item.publication_date),
          salary: str(item.salary),
          description: rawText(item.description),
          url,
          contract_type: type,
          contract_time: contractTime(type),
          source: "remotive",
          attribution: { text: "Remotive", url },
          remote: true,
          workplace: "remote",
        };
      });
    return finishJobs(drafts, filters, { signal, page });
  },
};
