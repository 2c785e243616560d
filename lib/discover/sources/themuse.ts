import type { JobSource } from "../types";
import { contractTime, fromIsoText, jobId, link, list, obj, rawText, str } from "./fields";
import { isRemoteAsk } from "./filters";
import { finishJobs, type DraftJob } from "./finish";
import { baseUrl, fetchSourceJson } from "./http";
import { answerCacheMs } from "./limits";

export const THEMUSE_DEFAULT_BASE = "https://www.themuse.com";

// No keyword parameter: text filters are ours. `page` is 0-based and required; remote is
// the location "Flexible / Remote"; internships are a level. An optional THEMUSE_API_KEY
// raises the rate limit.
export const themuse: JobSource = {
  name: "themuse",
  configured: () => true,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.THEMUSE_BASE_URL, THEMUSE_DEFAULT_BASE);
    const query = new URLSearchParams({
      page: String(Math.min(page.page - 1, 99)),
      descending: "true",
    });
    const location = filters.location.trim();
    if (isRemoteAsk(location) || filters.workArrangement === "remote") {
      query.append("location", "Flexible / Remote");
    } else if (location) {
      query.append("location", location);
    }
    if (filters.jobType === "internship") query.append("level", "Internship");
    const key = settings.env.THEMUSE_API_KEY?.trim();
    if (key) query.set("api_key", key);
    const answer = obj(
      await fetchSourceJson(`${base}/api/public/jobs?${query}`, {
        signal,
        cacheMs: answerCacheMs("themuse", settings.env),
      }),
    );
    const drafts = list(answer.results)
      .map(obj)
      .map((item): DraftJob => {
        const places = list(item.locations)
          .map((place) => str(obj(place).name))
          .filter(Boolean);
        const isIntern = list(item.levels).some((level) => /intern/i.test(str(obj(level).name)));
        const remote = places.some((place) => /remote|flexible/i.test(place));
        return {
          id: jobId("themuse", item.id),
          title: str(item.name),
          company: str(obj(item.company).name),
          location: places.join("; "),
          date: fromIsoText(item.publication_date),
          salary: "",
          description: rawText(item.contents),
          url: link(obj(item.refs).landing_page),
          contract_type: isIntern ? "internship" : "",
          contract_time: contractTime(""),
          source: "themuse",
          ...(remote ? { remote: true } : {}),
        };
      });
    return finishJobs(drafts, filters, { signal });
  },
};
