// Runs inside a parser worker (lib/parsers/tasks.ts): jsdom and Readability load here only.
import { parseDocument } from "./dom";
import { checkHtmlSize } from "./html-limits";
import { findJobPosting, jobFromPosting, readJsonLdBlocks } from "./json-ld";
import { looksLikeJobPosting } from "./job-signals";
import { readPage } from "./page-meta";
import type { JobFields } from "./types";

export interface HtmlReading {
  fromData: JobFields;
  hasPosting: boolean;
  title: string;
  siteName: string;
  text: string;
  salary: string;
  looksLikeJob: boolean;
}

/** What an HTML page says about a job: its schema.org JobPosting and its readable text. */
export async function readHtmlPage(html: string): Promise<HtmlReading> {
  checkHtmlSize(html);
  const document = await parseDocument(html);
  const posting = findJobPosting(readJsonLdBlocks(document));
  const fromData = posting ? await jobFromPosting(posting) : {};
  const readable = await readPage(html);
  return {
    fromData,
    hasPosting: Boolean(posting),
    title: readable.title,
    siteName: readable.siteName,
    text: readable.text,
    salary: readable.salary,
    looksLikeJob: looksLikeJobPosting(readable.text),
  };
}
