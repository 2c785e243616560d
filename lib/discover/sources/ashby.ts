import { formatSalary } from "../../extract/format-salary";
import type { JobSource, SourceJob } from "../types";
import {
  companyFromSlug,
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
  type Json,
} from "./fields";
import { finishJobs, type DraftJob } from "./finish";
import { baseUrl, fetchSourceJson } from "./http";
import { answerCacheMs } from "./limits";
import { eachBoard } from "./boards";

export const ASHBY_DEFAULT_BASE = "https://api.ashbyhq.com";

const WORKPLACES: Record<string, SourceJob["workplace"]> = {
  remote: "remote",
  hybrid: "hybrid",
  onsite: "on-site",
};

function salaryOf(job: Json): string {
  const compensation = obj(job.compensation);
  const part = list(compensation.summaryComponents)
    .map(obj)
    .find((component) => /salary/i.test(str(component.compensationType)));
  const formatted = part
    ? formatSalary({
        min: amount(part.minValue),
        max: amount(part.maxValue),
        currency: str(part.currencyCode),
        unit: str(part.interval),
      })
    : "";
  return (
    formatted ||
    str(compensation.scrapeableCompensationSalarySummary) ||
    str(compensation.compensationTierSummary)
  );
}

// A whole board per call with compensation per job; unlisted jobs (isListed false) are
// dropped; workplaceType wins over isRemote (which can be null). Filters are ours.
export const ashby: JobSource = {
  name: "ashby",
  configured: (settings) => settings.ashbyBoards.length > 0,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.ASHBY_BASE_URL, ASHBY_DEFAULT_BASE);
    const drafts = await eachBoard(settings.ashbyBoards, async (board) => {
      const answer = obj(
        await fetchSourceJson(
          `${base}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
          { signal, cacheMs: answerCacheMs("ashby", settings.env) },
        ),
      );
      return list(answer.jobs)
        .map(obj)
        .filter((item) => item.isListed !== false)
        .map((item): DraftJob => {
          const workplace =
            WORKPLACES[
              str(item.workplaceType)
                .toLowerCase()
                .replace(/[\s_-]/g, "")
            ];
          const remote = workplace
            ? workplace === "remote"
            : typeof item.isRemote === "boolean"
              ? item.isRemote
              : undefined;
          const places = [
            str(item.location),
            ...list(item.secondaryLocations).map((place) => str(obj(place).location)),
          ].filter(Boolean);
          const type = contractType(item.employmentType);
          return {
            id: jobId("ashby", item.id),
            title: str(item.title),
            company: companyFromSlug(board),
            location: places.join("; "),
            date: fromIsoText(item.publishedAt),
            salary: salaryOf(item),
            description: rawText(item.descriptionHtml) || rawText(item.descriptionPlain),
            url: link(item.jobUrl) || link(item.applyUrl),
            contract_type: type,
            contract_time: contractTime(type),
            source: "ashby",
            ...(workplace ? { workplace } : {}),
            ...(remote !== undefined ? { remote } : {}),
          };
        });
    });
    return finishJobs(drafts, filters, { signal, page });
  },
};
