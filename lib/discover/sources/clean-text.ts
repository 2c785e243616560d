import { runParseTask } from "../../parsers/pool";
import { MAX_DESCRIPTION_CHARS } from "./limits";
import { stripHtml } from "./strip-html";

const looksMarkedUp = (value: string) => value.includes("<") || value.includes("&");

/**
 * Clean text for one source's descriptions (HTML, escaped HTML or plain), in one task on
 * the parser workers (lib/parsers) so a hundred postings never block the server. When
 * the workers are busy, the linear stripper reads them here instead.
 */
export async function cleanDescriptions(values: string[], signal: AbortSignal): Promise<string[]> {
  const cut = values.map((value) => value.slice(0, MAX_DESCRIPTION_CHARS));
  if (!cut.some(looksMarkedUp)) return cut.map((value) => value.trim());
  try {
    return await runParseTask<string[]>("rich-text-batch", cut, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return cut.map(stripHtml);
  }
}
