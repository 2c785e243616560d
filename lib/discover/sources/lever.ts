import { formatSalary, normaliseUnit } from "../../extract/format-salary";
import type { JobSource, SourceJob } from "../types";
import {
  companyFromSlug,
  amount,
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
import { eachBoard } from "./boards";

export const LEVER_DEFAULT_BASE = "https://api.lever.co";
export const LEVER_EU_DEFAULT_BASE = "https://api.eu.lever.co";

const WORKPLACES: Record<string, SourceJob["workplace"]> = {
  remote: "remote",
  hybrid: "hybrid",
  onsite: "on-site",
  "on-site": "on-site",
};

// A bare array per site; sites on Lever's EU host are listed as "eu:site". createdAt is
// epoch milliseconds; workplaceType is "onsite" live though documented "on-site". No text
// search: the filters are ours.
export const lever: JobSource = {
  name: "lever",
  configured: (settings) => settings.leverSites.length > 0,
  async search(filters, page, { settings, signal }) {
    const global = baseUrl(settings.env.LEVER_BASE_URL, LEVER_DEFAULT_BASE);
    const eu = baseUrl(settings.env.LEVER_EU_BASE_URL, LEVER_EU_DEFAULT_BASE);
    const drafts = await eachBoard(settings.leverSites, async (entry) => {
      const isEu = entry.toLowerCase().startsWith("eu:");
      const site = isEu ? entry.slice(3) : entry;
      const answer = await fetchSourceJson(
        `${isEu ? eu : global}/v0/postings/${encodeURIComponent(site)}?mode=json`,
        { signal, cacheMs: answerCacheMs("lever", settings.env) },
      );
      return list(answer)
        .map(obj)
        .map((item): DraftJob => {
          const categories = obj(item.categories);
          const places = list(categories.allLocations).map(str).filter(Boolean);
          const location =
            places.length > 1 ? places.join("; ") : str(categories.location) || places[0] || "";
          const range = obj(item.salaryRange);
          const workplace = WORKPLACES[str(item.workplaceType).toLowerCase()];
          const type = contractType(categories.commitment);
          const sections = [
            rawText(item.description) || rawText(item.descriptionPlain),
            ...list(item.lists).map(
              (section) =>
                `<h3>${str(obj(section).text)}</h3><ul>${rawText(obj(section).content)}</ul>`,
            ),
            rawText(item.additional),
          ];
          return {
            id: jobId("lever", item.id),
            title: str(item.text),
            company: companyFromSlug(site),
            location,
            date: fromEpoch(item.createdAt),
            salary:
              formatSalary({
                min: amount(range.min),
                max: amount(range.max),
                currency: str(range.currency),
                unit: normaliseUnit(str(range.interval)),
              }) || str(item.salaryDescriptionPlain),
            description: sections.filter(Boolean).join("\n"),
            url: link(item.hostedUrl) || link(item.applyUrl),
            contract_type: type,
            contract_time: contractTime(type),
            source: "lever",
            ...(workplace ? { workplace, remote: workplace === "remote" } : {}),
          };
        });
    });
    return finishJobs(drafts, filters, { signal, page });
  },
};
