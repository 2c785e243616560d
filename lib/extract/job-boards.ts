import { ApiError } from "../api/errors";
import { formatSalary, normaliseUnit } from "./format-salary";
import { richTextToText } from "./html-to-text";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import type { ApiBases, ExtractedJob } from "./types";

export const DEFAULT_API_BASES: ApiBases = {
  greenhouse: "https://boards-api.greenhouse.io",
  lever: "https://api.lever.co",
  ashby: "https://api.ashbyhq.com",
};

export type BoardPosting =
  | { board: "greenhouse"; company: string; id: string }
  | { board: "lever"; company: string; id: string }
  | { board: "ashby"; company: string; id: string };

type Json = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const obj = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const num = (value: unknown) => (typeof value === "number" && value > 0 ? value : undefined);

/** Recognises a posting on a job board whose public API we can read instead of the page. */
export function matchBoardPosting(input: string): BoardPosting | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const [first, second, third] = url.pathname.split("/").filter(Boolean);
  if (host === "boards.greenhouse.io" || host === "job-boards.greenhouse.io") {
    // The embedded form: /embed/job_app?for=<board>&token=<id>
    const embedBoard = url.searchParams.get("for");
    const embedId = url.searchParams.get("token");
    if (first === "embed" && embedBoard && embedId && /^\d+$/.test(embedId)) {
      return { board: "greenhouse", company: embedBoard, id: embedId };
    }
    if (first && second === "jobs" && third && /^\d+$/.test(third)) {
      return { board: "greenhouse", company: first, id: third };
    }
  }
  if (host === "jobs.lever.co" && first && second && /^[0-9a-f-]{36}$/i.test(second)) {
    return { board: "lever", company: first, id: second };
  }
  if (host === "jobs.ashbyhq.com" && first && second && /^[0-9a-f-]{36}$/i.test(second)) {
    return { board: "ashby", company: first, id: second };
  }
  return null;
}

/** "acme-labs" to "Acme Labs": Lever's and Ashby's APIs do not name the company. */
export function humaniseSlug(slug: string): string {
  return decodeURIComponent(slug)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

async function getJson(url: string, options: SafeFetchOptions): Promise<Json> {
  const { body } = await safeFetch(url, options);
  try {
    return obj(JSON.parse(body));
  } catch {
    throw new ApiError(422, "The job board sent an answer we could not read.");
  }
}

const notListed = () =>
  new ApiError(
    422,
    "That job is no longer listed on the job board. Paste the description instead.",
  );

async function fetchGreenhouse(
  posting: BoardPosting,
  base: string,
  url: string,
  options: SafeFetchOptions,
): Promise<ExtractedJob> {
  const board = encodeURIComponent(posting.company);
  const job = await getJson(
    `${base}/v1/boards/${board}/jobs/${posting.id}?pay_transparency=true`,
    options,
  );
  let company = str(job.company_name);
  if (!company) {
    // Older answers lack company_name; the board's own record has it.
    company = await getJson(`${base}/v1/boards/${board}`, options)
      .then((info) => str(info.name))
      .catch(() => "");
  }
  const pay = obj(list(job.pay_input_ranges)[0]);
  const cents = (value: unknown) => (num(value) ? (value as number) / 100 : undefined);
  const location = str(obj(job.location).name);
  return {
    title: str(job.title),
    company: company || humaniseSlug(posting.company),
    description: await richTextToText(str(job.content)),
    salary: formatSalary({
      min: cents(pay.min_cents),
      max: cents(pay.max_cents),
      currency: str(pay.currency_type),
      unit: "YEAR",
    }),
    ...(location ? { location } : {}),
    ...(/\bremote\b/i.test(location) ? { remote: true } : {}),
    url,
  };
}

async function fetchLever(
  posting: BoardPosting,
  base: string,
  url: string,
  options: SafeFetchOptions,
): Promise<ExtractedJob> {
  const job = await getJson(
    `${base}/v0/postings/${encodeURIComponent(posting.company)}/${posting.id}`,
    options,
  );
  // Lever splits a posting into an opening, titled lists of bullets and a closing part.
  const sections = [
    str(job.description),
    ...list(job.lists).map((item) => {
      const section = obj(item);
      return `<h3>${str(section.text)}</h3><ul>${str(section.content)}</ul>`;
    }),
    str(job.additional),
  ].filter(Boolean);
  const categories = obj(job.categories);
  const range = obj(job.salaryRange);
  const location = str(categories.location);
  const remote = str(job.workplaceType) === "remote" || /\bremote\b/i.test(location);
  return {
    title: str(job.text),
    company: humaniseSlug(posting.company),
    description: (await richTextToText(sections.join("\n"))) || str(job.descriptionPlain),
    salary: formatSalary({
      min: num(range.min),
      max: num(range.max),
      currency: str(range.currency),
      unit: normaliseUnit(str(range.interval)),
    }),
    ...(location ? { location } : {}),
    ...(remote ? { remote: true } : {}),
    url,
  };
}

async function fetchAshby(
  posting: BoardPosting,
  base: string,
  url: string,
  options: SafeFetchOptions,
): Promise<ExtractedJob> {
  const boardUrl = `${base}/posting-api/job-board/${encodeURIComponent(posting.company)}?includeCompensation=true`;
  const answer = await getJson(boardUrl, options);
  const job = list(answer.jobs)
    .map(obj)
    .find((item) => str(item.id).toLowerCase() === posting.id.toLowerCase());
  if (!job) throw notListed();
  const compensation = obj(job.compensation);
  const salaryPart = list(compensation.summaryComponents)
    .map(obj)
    .find((part) => /salary/i.test(str(part.compensationType)));
  const salary = salaryPart
    ? formatSalary({
        min: num(salaryPart.minValue),
        max: num(salaryPart.maxValue),
        currency: str(salaryPart.currencyCode),
        unit: str(salaryPart.interval),
      })
    : str(compensation.compensationTierSummary);
  const location = str(job.location);
  const remote = job.isRemote === true || /remote/i.test(str(job.workplaceType));
  return {
    title: str(job.title),
    company: humaniseSlug(posting.company),
    description: (await richTextToText(str(job.descriptionHtml))) || str(job.descriptionPlain),
    salary,
    ...(location ? { location } : {}),
    ...(remote ? { remote: true } : {}),
    url,
  };
}

const FETCHERS = { greenhouse: fetchGreenhouse, lever: fetchLever, ashby: fetchAshby };

/** Reads a posting through its board's public JSON API (through the safe fetch). */
export async function fetchBoardPosting(
  posting: BoardPosting,
  url: string,
  options: SafeFetchOptions & { apiBases?: Partial<ApiBases> },
): Promise<ExtractedJob> {
  const base = (options.apiBases?.[posting.board] ?? DEFAULT_API_BASES[posting.board]).replace(
    /(?<!\/)\/+$/,
    "",
  );
  try {
    return await FETCHERS[posting.board](posting, base, url, options);
  } catch (error) {
    // The board's API says the posting is gone: say so rather than "answered 404".
    if (error instanceof ApiError && /answered 404/.test(error.message)) throw notListed();
    throw error;
  }
}
