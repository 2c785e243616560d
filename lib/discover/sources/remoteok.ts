import { formatSalary } from "../../extract/format-salary";
import type { JobSource } from "../types";
import {
  amount,
  contractType,
  contractTime,
  fromEpoch,
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

export const REMOTEOK_DEFAULT_BASE = "https://remoteok.com";

// A bare array whose first element is the legal notice, not a job; every job is remote.
// Salaries are USD a year by the site's convention; 0 means unknown. No paging: one call
// gives about 100 jobs, which we page ourselves.
export const remoteok: JobSource = {
  name: "remoteok",
  configured: () => true,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.REMOTEOK_BASE_URL, REMOTEOK_DEFAULT_BASE);
    const answer = await fetchSourceJson(`${base}/api`, {
      signal,
      cacheMs: answerCacheMs("remoteok", settings.env),
    });
    const drafts = list(answer)
      .map(obj)
      .filter((item) => "position" in item || "id" in item)
      .map((item): DraftJob => {
        const url = link(item.url) || link(item.apply_url);
        const type = contractType(list(item.tags).find((tag) => contractType(tag)) ?? "");
        return {
          id: jobId("remoteok", item.id ?? item.slug),
          title: str(item.position),
          company: str(item.company),
          location: str(item.location) || "Remote",
          date: fromIsoText(item.date) || fromEpoch(item.epoch),
          salary: formatSalary({
            min: amount(item.salary_min),
            max: amount(item.salary_max),
            currency: "USD",
            unit: "YEAR",
          }),
          description: rawText(item.description),
          url,
          contract_type: type,
          contract_time: contractTime(type),
          source: "remoteok",
          attribution: { text: "Remote OK", url },
          remote: true,
          workplace: "remote",
        };
      });
    return finishJobs(drafts, filters, { signal, page });
  },
};
