import type { JSDOM as JSDOMType } from "jsdom";

let loader: Promise<typeof JSDOMType> | undefined;

/**
 * Parses HTML into a DOM (jsdom: no scripts run, no resources load). Loaded on first
 * use, so code paths that never read a page (the job-board APIs' JSON, the address
 * checks) do not pay for the parser.
 */
export async function parseDocument(html: string): Promise<Document> {
  loader ??= import("jsdom").then((module) => module.JSDOM);
  const JSDOM = await loader;
  return new JSDOM(html).window.document;
}
