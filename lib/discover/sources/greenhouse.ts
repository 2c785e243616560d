import type { JobSource } from "../types";
import {
  companyFromSlug,
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
import { answerCacheMs, GREENHOUSE_MAX_BYTES } from "./limits";
import { eachBoard } from "./boards";

export const GREENHOUSE_DEFAULT_BASE = "https://boards-api.greenhouse.io";

// A whole company board per call (content=true for descriptions, which come
// entity-escaped: "&lt;p&gt;"). No filters, no paging, no salary in the list: all ours.
export const greenhouse: JobSource = {
  name: "greenhouse",
  configured: (settings) => settings.greenhouseBoards.length > 0,
  async search(filters, page, { settings, signal }) {
    const base = baseUrl(settings.env.GREENHOUSE_BASE_URL, GREENHOUSE_DEFAULT_BASE);
    const drafts = await eachBoard(settings.greenhouseBoards, async (board) => {
      const answer = obj(
        await fetchSourceJson(`${base}/v1/boards/${encodeURIComponent(board)}/jobs?content=true`, {
          signal,
          cacheMs: answerCacheMs("greenhouse", settings.env),
          maxBytes: GREENHOUSE_MAX_BYTES,
        }),
      );
      return list(answer.jobs)
        .map(obj)
        .map((item): DraftJob => {
          const location = str(obj(item.location).name);
          const typeField = list(item.metadata)
            .map(obj)
            .find((field) => /employment|type|commitment/i.test(str(field.name)));
          const type = contractType(typeField?.value);
          return {
            id: jobId("greenhouse", item.id),
            title: str(item.title),
            company: str(item.company_name) || companyFromSlug(board),
            location,
            date: fromIsoText(item.first_published) || fromIsoText(item.updated_at),
            salary: "",
            description: rawText(item.content),
            url: link(item.absolute_url),
            contract_type: type,
            contract_time: contractTime(type),
            source: "greenhouse",
            ...(/\bremote\b/i.test(location) ? { remote: true } : {}),
          };
        });
    });
    return finishJobs(drafts, filters, { signal, page });
  },
};
