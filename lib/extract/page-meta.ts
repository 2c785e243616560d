import { Readability } from "@mozilla/readability";
import { parseDocument } from "./dom";
import { htmlToText } from "./html-to-text";
import { findSalary } from "./job-signals";

export interface PageMeta {
  title: string;
  siteName: string;
  description: string;
}

export interface ReadablePage extends PageMeta {
  /** The main text of the page (Readability), with paragraphs and bullets kept. */
  text: string;
  salary: string;
}

type MetaSource = Pick<Document, "querySelector">;

function meta(document: MetaSource, ...keys: string[]): string {
  for (const key of keys) {
    const element =
      document.querySelector(`meta[property="${key}"]`) ??
      document.querySelector(`meta[name="${key}"]`);
    const content = element?.getAttribute("content")?.trim();
    if (content) return content;
  }
  return "";
}

/** OpenGraph, Twitter and plain meta tags; titles lose a trailing " | Site" part. */
export function readMeta(document: MetaSource): PageMeta {
  const siteName = meta(document, "og:site_name", "application-name");
  const rawTitle =
    meta(document, "og:title", "twitter:title") ||
    (document.querySelector("title")?.textContent ?? "").trim();
  return {
    title: stripSiteName(rawTitle.replace(/\s+/g, " "), siteName),
    siteName,
    description: meta(document, "og:description", "description", "twitter:description"),
  };
}

function stripSiteName(title: string, siteName: string): string {
  if (!siteName) return title;
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const stripped = title.replace(new RegExp(`(?<!\\s)\\s*[|·•–—-]\\s*${escaped}\\s*$`, "i"), "");
  return stripped || title;
}

/**
 * Meta tags plus the page's readable main text. Readability rewrites the document it
 * reads, so it gets a fresh parse of its own.
 */
export async function readPage(html: string): Promise<ReadablePage> {
  const metaDocument = await parseDocument(html);
  const pageMeta = readMeta(metaDocument);
  const document = await parseDocument(html);
  let text = "";
  try {
    const article = new Readability(document, { maxElemsToParse: 50_000 }).parse();
    text = article?.content ? await htmlToText(article.content) : "";
  } catch {
    // A page Readability cannot handle still has its meta tags and body text.
  }
  if (!text) text = await htmlToText(metaDocument.body?.innerHTML ?? "");
  if (!text) text = pageMeta.description;
  return { ...pageMeta, text, salary: findSalary(text) };
}
