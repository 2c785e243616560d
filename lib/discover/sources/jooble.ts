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
import { isRemoteAsk, salaryFloor, searchQuery } from "./filters";
import { finishJobs, type DraftJob } from "./finish";
import { baseUrl, fetchSourceJson } from "./http";
import { answerCacheMs } from "./limits";

export const JOOBLE_DEFAULT_BASE = "https://jooble.org";

/** Jooble's ids are int64 and lose digits in JSON numbers; its link carries them intact. */
function idOf(item: Record<string, unknown>): string {
  const fromLink = /\/desc\/(-?\d{1,20})(?:[?#]|$)/.exec(str(item.link));
  return fromLink ? fromLink[1] : String(item.id ?? "");
}

// Keyed (JOOBLE_API_KEY, in the path). A POST with keywords, location, salary floor and a
// 1-based page; salary is free text; `updated` has no zone.
export const jooble: JobSource = {
  name: "jooble",
  configured: ({ env }) => Boolean(env.JOOBLE_API_KEY?.trim()),
  async search(filters, page, { settings, signal }) {
    const { env } = settings;
    const base = baseUrl(env.JOOBLE_BASE_URL, JOOBLE_DEFAULT_BASE);
    const location = filters.location.trim();
    const body: Record<string, unknown> = {
      keywords: [searchQuery(filters), isRemoteAsk(location) ? "remote" : ""]
        .filter(Boolean)
        .join(" "),
      page: page.page,
      ResultOnPage: 50,
    };
    if (location && !isRemoteAsk(location)) body.location = location;
    const floor = salaryFloor(filters.salary);
    if (floor) body.salary = floor;
    const answer = obj(
      await fetchSourceJson(`${base}/api/${encodeURIComponent(env.JOOBLE_API_KEY!.trim())}`, {
        signal,
        cacheMs: answerCacheMs("jooble", settings.env),
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    const drafts = list(answer.jobs)
      .map(obj)
      .map((item): DraftJob => {
        const type = contractType(item.type);
        const location = str(item.location);
        return {
          id: jobId("jooble", idOf(item)),
          title: str(item.title),
          company: str(item.company),
          location,
          date: fromIsoText(item.updated),
          salary: str(item.salary),
          description: rawText(item.snippet),
          url: link(item.link),
          contract_type: type,
          contract_time: contractTime(type),
          source: "jooble",
          ...(/\bremote\b/i.test(location) ? { remote: true } : {}),
        };
      });
    return finishJobs(drafts, filters, { signal });
  },
};
