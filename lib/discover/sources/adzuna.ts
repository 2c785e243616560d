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
import { isRemoteAsk, salaryFloor, searchWords } from "./filters";
import { finishJobs, type DraftJob } from "./finish";
import { baseUrl, fetchSourceJson } from "./http";
import { answerCacheMs } from "./limits";

export const ADZUNA_DEFAULT_BASE = "https://api.adzuna.com";

// Salaries are in the country's currency, which the API does not name.
const CURRENCIES: Record<string, string> = {
  gb: "GBP",
  us: "USD",
  at: "EUR",
  au: "AUD",
  be: "EUR",
  br: "BRL",
  ca: "CAD",
  ch: "CHF",
  de: "EUR",
  es: "EUR",
  fr: "EUR",
  in: "INR",
  it: "EUR",
  mx: "MXN",
  nl: "EUR",
  nz: "NZD",
  pl: "PLN",
  sg: "SGD",
  za: "ZAR",
};

export function adzunaCountry(env: Record<string, string | undefined>): string {
  const country = env.ADZUNA_COUNTRY?.trim().toLowerCase() ?? "";
  return country in CURRENCIES ? country : "us";
}

// Keyed (ADZUNA_APP_ID, ADZUNA_APP_KEY). Searches words, place, type and salary server
// side; pages in the path (1-based). Fields may be strings or numbers
// (salary_is_predicted "1" or 1); "__CLASS__" tags are ignored. Users go through
// redirect_url, and the result credits "Jobs by Adzuna".
export const adzuna: JobSource = {
  name: "adzuna",
  configured: ({ env }) => Boolean(env.ADZUNA_APP_ID?.trim() && env.ADZUNA_APP_KEY?.trim()),
  async search(filters, page, { settings, signal }) {
    const { env } = settings;
    const base = baseUrl(env.ADZUNA_BASE_URL, ADZUNA_DEFAULT_BASE);
    const country = adzunaCountry(env);
    const query = new URLSearchParams({
      app_id: env.ADZUNA_APP_ID!.trim(),
      app_key: env.ADZUNA_APP_KEY!.trim(),
      results_per_page: "50",
      "content-type": "application/json",
    });
    const words = searchWords(filters);
    if (words.length) query.set("what_or", words.join(" "));
    const location = filters.location.trim();
    if (isRemoteAsk(location)) query.set("what_and", "remote");
    else if (location) query.set("where", location);
    if (filters.jobType === "full-time") query.set("full_time", "1");
    if (filters.jobType === "part-time") query.set("part_time", "1");
    if (filters.jobType === "contract") query.set("contract", "1");
    const floor = salaryFloor(filters.salary);
    if (floor) query.set("salary_min", String(floor));
    const answer = obj(
      await fetchSourceJson(`${base}/v1/api/jobs/${country}/search/${page.page}?${query}`, {
        signal,
        cacheMs: answerCacheMs("adzuna", settings.env),
      }),
    );
    const drafts = list(answer.results)
      .map(obj)
      .map((item): DraftJob => {
        const predicted = String(item.salary_is_predicted ?? "0") === "1";
        const salary = formatSalary({
          min: amount(item.salary_min),
          max: amount(item.salary_max),
          currency: CURRENCIES[country],
          unit: "YEAR",
        });
        const type =
          contractType(item.contract_time) === "part-time"
            ? "part-time"
            : str(item.contract_type) === "contract"
              ? "contract"
              : contractType(item.contract_time);
        const time = str(item.contract_time);
        const url = link(item.redirect_url);
        return {
          id: jobId("adzuna", item.id),
          title: str(item.title),
          company: str(obj(item.company).display_name),
          location: str(obj(item.location).display_name),
          date: fromIsoText(item.created),
          salary: salary && predicted ? `${salary} (estimated)` : salary,
          description: rawText(item.description),
          url,
          contract_type: type,
          contract_time: time === "full_time" || time === "part_time" ? time : contractTime(type),
          source: "adzuna",
          attribution: { text: "Jobs by Adzuna", url: "https://www.adzuna.com" },
        };
      });
    return finishJobs(drafts, filters, { signal });
  },
};
