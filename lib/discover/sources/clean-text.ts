import { runParseTask } from "../../parsers/pool";
import { CLEAN_BUDGET_MS, MAX_DESCRIPTION_CHARS } from "./limits";
import { stripHtml } from "./strip-html";

const looksMarkedUp = (value: string) => value.includes("<") || value.includes("&");

/**
 * Clean text for one source's descriptions (HTML, escaped HTML or plain), in one task on
 * the parser workers (lib/parsers) so a hundred postings never block the server. When the
 * workers are busy, slower than CLEAN_BUDGET_MS (a cold start on a loaded machine) or the
 * search is stopped, the linear stripper reads them here instead: cleaning is our own
 * work, so it never fails a source that answered.
 */
export async function cleanDescriptions(values: string[], signal?: AbortSignal): Promise<string[]> {
  const cut = values.map((value) => value.slice(0, MAX_DESCRIPTION_CHARS));
  if (!cut.some(looksMarkedUp)) return cut.map((value) => value.trim());
  const budget = AbortSignal.timeout(CLEAN_BUDGET_MS);
  try {
    return await runParseTask<string[]>("rich-text-batch", cut, {
      signal: signal ? AbortSignal.any([signal, budget]) : budget,
    });
  } catch {
    return cut.map(stripHtml);
  }
}
