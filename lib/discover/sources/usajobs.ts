import { formatSalary } from "../../extract/format-salary";
import type { JobSource } from "../types";
import {
  amount,
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

export const USAJOBS_DEFAULT_BASE = "https://data.usajobs.gov";

// Schedule codes of PositionScheduleTypeCode.
const SCHEDULES: Record<string, string> = { "full-time": "1", "part-time": "2" };

function unitOf(code: string, description: string): string | undefined {
  const text = `${code} ${description}`.toUpperCase();
  if (/\bPH\b|HOUR/.test(text)) return "HOUR";
  if (/\bPD\b|DAY/.test(text)) return "DAY";
  if (/\bPW\b|WEEK/.test(text)) return "WEEK";
  if (/\bPM\b|MONTH/.test(text)) return "MONTH";
  if (/\bPA\b|YEAR|ANNUM/.test(text)) return "YEAR";
  return undefined;
}

// Keyed (USAJOBS_API_KEY, USAJOBS_EMAIL as the User-Agent). Salaries are strings; dates
// have no zone; the pay interval is a code (PA, PH) or words ("Per Year").
export const usajobs: JobSource = {
  name: "usajobs",
  configured: ({ env }) => Boolean(env.USAJOBS_API_KEY?.trim() && env.USAJOBS_EMAIL?.trim()),
  async search(filters, page, { settings, signal }) {
    const { env } = settings;
    const base = baseUrl(env.USAJOBS_BASE_URL, USAJOBS_DEFAULT_BASE);
    const query = new URLSearchParams({ Page: String(page.page), ResultsPerPage: "50" });
    const keyword = searchQuery(filters);
    if (keyword) query.set("Keyword", keyword);
    const location = filters.location.trim();
    if (isRemoteAsk(location) || filters.workArrangement === "remote")
      query.set("RemoteIndicator", "True");
    else if (location) query.set("LocationName", location);
    if (SCHEDULES[filters.jobType])
      query.set("PositionScheduleTypeCode", SCHEDULES[filters.jobType]);
    const floor = salaryFloor(filters.salary);
    if (floor) query.set("RemunerationMinimumAmount", String(floor));
    const answer = obj(
      await fetchSourceJson(`${base}/api/search?${query}`, {
        signal,
        cacheMs: answerCacheMs("usajobs", settings.env),
        headers: {
          "user-agent": env.USAJOBS_EMAIL!.trim(),
          "Authorization-Key": env.USAJOBS_API_KEY!.trim(),
        },
      }),
    );
    const drafts = list(obj(answer.SearchResult).SearchResultItems)
      .map(obj)
      .map((item): DraftJob => {
        const job = obj(item.MatchedObjectDescriptor);
        const details = obj(obj(job.UserArea).Details);
        const pay = obj(list(job.PositionRemuneration)[0]);
        const type = contractType(str(obj(list(job.PositionSchedule)[0]).Name));
        const location = str(job.PositionLocationDisplay);
        const remote = details.RemoteIndicator === true || /\bremote\b/i.test(location);
        return {
          id: jobId("usajobs", item.MatchedObjectId ?? job.PositionID),
          title: str(job.PositionTitle),
          company: str(job.OrganizationName) || str(job.DepartmentName),
          location,
          date: fromIsoText(job.PublicationStartDate),
          salary: formatSalary({
            min: amount(pay.MinimumRange),
            max: amount(pay.MaximumRange),
            currency: "USD",
            unit: unitOf(str(pay.RateIntervalCode), str(pay.Description)),
          }),
          description: [rawText(details.JobSummary), rawText(job.QualificationSummary)]
            .filter(Boolean)
            .join("\n\n"),
          url: link(job.PositionURI) || link(list(job.ApplyURI)[0]),
          contract_type: type,
          contract_time: contractTime(type),
          source: "usajobs",
          remote,
        };
      });
    return finishJobs(drafts, filters, { signal });
  },
};
