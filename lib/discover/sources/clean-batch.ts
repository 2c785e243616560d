import { renderRichText } from "../../extract/html-to-text";
import { stripHtml } from "./strip-html";

/**
 * Runs in a parser worker: each description through the app's HTML-to-text reader; one
 * too complex for the DOM is read by the linear stripper instead, so one bad posting
 * never costs the others.
 */
export async function renderRichTextBatch(values: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const value of values) {
    try {
      out.push(await renderRichText(value));
    } catch {
      out.push(stripHtml(value));
    }
  }
  return out;
}
