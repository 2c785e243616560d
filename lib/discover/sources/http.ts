import { cachedAnswer, rememberAnswer } from "./answer-cache";
import { SOURCE_MAX_BYTES } from "./limits";

const USER_AGENT = "Shortlist (self-hosted job search)";

/** Why a source gave nothing; its message is the sentence the search's report shows. */
export class SourceFailure extends Error {}

export interface SourceRequest {
  signal: AbortSignal;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  maxBytes?: number;
  /** How long a good answer is reused for the same request (answer-cache.ts); 0 for never. */
  cacheMs?: number;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(maxBytes: number) {
  return new SourceFailure(`sent more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
}

/**
 * GETs (or POSTs) a source's API and parses its JSON: a non-2xx status, a body past the
 * size cap or an answer that is not JSON becomes a SourceFailure saying which.
 * A 404 answers null: boards that do not exist are "no jobs", not a failure.
 */
export async function fetchSourceJson(
  url: string,
  {
    signal,
    method = "GET",
    headers = {},
    body,
    maxBytes = SOURCE_MAX_BYTES,
    cacheMs = 0,
  }: SourceRequest,
): Promise<unknown> {
  const cacheKey = `${method} ${url} ${body ?? ""}`;
  const cached = cacheMs > 0 ? cachedAnswer(cacheKey) : undefined;
  if (cached !== undefined) return cached;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      // Some sources refuse requests without a User-Agent; USAJOBS's is the key holder's email.
      headers: { accept: "application/json", "user-agent": USER_AGENT, ...headers },
      body,
      signal,
      redirect: "follow",
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof SourceFailure) throw error;
    throw new SourceFailure("could not be reached");
  }
  if (response.status === 404) {
    await response.body?.cancel().catch(() => undefined);
    rememberAnswer(cacheKey, null, 0, cacheMs);
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SourceFailure(`answered HTTP ${response.status}`);
  }
  const text = await readCapped(response, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SourceFailure("sent an answer that is not JSON");
  }
  rememberAnswer(cacheKey, value, text.length, cacheMs);
  return value;
}

/**
 * The API origin: the operator's <SOURCE>_BASE_URL override (a mirror, a proxy, a test
 * server) or the source's own. A malformed override fails the source rather than quietly
 * reaching the real host.
 */
export function baseUrl(override: string | undefined, fallback: string): string {
  const value = override?.trim();
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SourceFailure("has a base URL setting that is not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SourceFailure("has a base URL setting that is not http or https");
  }
  return url.href.replace(/(?<!\/)\/+$/, "");
}
