import "server-only";
import { looksLikeJobPosting } from "../../extract/job-signals";
import { PageStatusError, safeFetch } from "../../extract/safe-fetch";
import type { PrivateNetworkAccess } from "../../extract/address-policy";
import { hasJobPostingData, visibleText } from "./page-text";

/**
 * What a posting's page says about it: still a live posting, gone (dropped), not a
 * posting at all (dropped), or not checkable now (kept, because a false "expired" costs
 * the user a real job while a false "live" costs one click).
 */
export type PostingCheck =
  | { verdict: "live" }
  | { verdict: "gone"; reason: string }
  | { verdict: "not-a-job"; reason: string }
  | { verdict: "not-checked"; reason: string };

export const PAGE_TIMEOUT_MS = 8_000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Below this much text a page is probably drawn by scripts: we cannot tell what it is. */
const MIN_READABLE_TEXT = 200;

const GONE_STATUSES = new Set([404, 410]);

// The wording boards use when a posting has closed. Alternatives of plain words: linear.
const CLOSED_NOTICE =
  /no longer accepting applications|(?:job|position|posting|role|vacancy|opening) (?:is no longer available|has been filled|has been closed|has closed|has expired|is closed|is no longer open)|(?:job|posting) (?:has )?expired|applications (?:are|have) (?:now )?closed/i;

// Path words of a careers page that lists jobs rather than shows one.
const LISTING_WORDS = new Set([
  "careers",
  "career",
  "jobs",
  "job",
  "openings",
  "open-positions",
  "positions",
  "join-us",
  "join",
  "work-with-us",
  "vacancies",
  "opportunities",
  "search",
  "all-jobs",
]);
const LOCALE = /^[a-z]{2}(?:[-_][a-z]{2})?$/;

const normalise = (url: string) => {
  const parsed = new URL(url);
  parsed.hash = "";
  let href = parsed.href;
  while (href.endsWith("/")) href = href.slice(0, -1);
  return href;
};

/** A redirect that landed on a careers home or job list instead of the posting. */
export function isGenericCareersPage(requested: string, landed: string): boolean {
  if (normalise(requested) === normalise(landed)) return false;
  const segments = new URL(landed).pathname
    .toLowerCase()
    .split("/")
    .filter((segment) => segment && !LOCALE.test(segment));
  return segments.every((segment) => LISTING_WORDS.has(segment));
}

export function readPostingPage(requested: string, landed: string, html: string): PostingCheck {
  if (isGenericCareersPage(requested, landed)) {
    return { verdict: "gone", reason: "redirected to a careers page" };
  }
  const text = visibleText(html);
  if (CLOSED_NOTICE.test(text)) {
    return { verdict: "gone", reason: "the page says it is no longer accepting applications" };
  }
  if (hasJobPostingData(html) || looksLikeJobPosting(text)) return { verdict: "live" };
  if (text.length < MIN_READABLE_TEXT) {
    return { verdict: "not-checked", reason: "the page shows too little text to tell" };
  }
  return { verdict: "not-a-job", reason: "the page is not a job posting" };
}

/** Fetches the posting through the safe fetch and reads what it says. */
export async function checkPosting(
  url: string,
  options: { allowPrivateNetwork: PrivateNetworkAccess; signal?: AbortSignal },
): Promise<PostingCheck> {
  try {
    const page = await safeFetch(url, {
      timeoutMs: PAGE_TIMEOUT_MS,
      maxBytes: PAGE_MAX_BYTES,
      allowPrivateNetwork: options.allowPrivateNetwork,
      signal: options.signal,
    });
    if (page.contentType.includes("json")) {
      return hasJobPostingData(page.body)
        ? { verdict: "live" }
        : { verdict: "not-checked", reason: "the link answers data, not a page" };
    }
    return readPostingPage(url, page.url, page.body);
  } catch (error) {
    if (error instanceof PageStatusError && GONE_STATUSES.has(error.pageStatus)) {
      return { verdict: "gone", reason: `the page answered ${error.pageStatus}` };
    }
    const reason = error instanceof Error ? error.message : "the page could not be read";
    return { verdict: "not-checked", reason };
  }
}
