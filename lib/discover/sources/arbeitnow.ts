import type { JobSource } from "../types";
import {
  contractTime,
  contractType,
  fromEpoch,
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

export const ARBEITNOW_DEFAULT_BASE = "https://www.arbeitnow.com";

// Only `page` is a known parameter (100 jobs a page, newest first); every other filter is
// ours. created_at is Unix seconds; job_types is free text ("full time", "Working student").
export const arbeitnow: JobSource = {
  name: "arbeitnow",
  configured: () => true,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.ARBEITNOW_BASE_URL, ARBEITNOW_DEFAULT_BASE);
    const answer = obj(
      await fetchSourceJson(`${base}/api/job-board-api?page=${page.page}`, {
        signal,
        cacheMs: answerCacheMs("arbeitnow", settings.env),
      }),
    );
    const drafts = list(answer.data)
      .map(obj)
      .map((item): DraftJob => {
        const type = list(item.job_types).map(contractType).find(Boolean) ?? "";
        const remote = item.remote === true;
        return {
          id: jobId("arbeitnow", item.slug),
          title: str(item.title),
          company: str(item.company_name),
          location: str(item.location) || (remote ? "Remote" : ""),
          date: fromEpoch(item.created_at),
          salary: "",
          description: rawText(item.description),
          url: link(item.url),
          contract_type: type,
          contract_time: contractTime(type),
          source: "arbeitnow",
          ...(typeof item.remote === "boolean" ? { remote } : {}),
        };
      });
    return finishJobs(drafts, filters, { signal });
  },
};
