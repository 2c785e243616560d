import "server-only";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { ApiError } from "../api/errors";
import type { PrivateNetworkAccess } from "./address-policy";
import { parseTarget, resolveTarget, type LookupFn, type ResolvedAddress } from "./resolve-target";

export type { LookupFn } from "./resolve-target";

export interface SafeFetchOptions {
  /** Whole operation, DNS and redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Decoded body size limit. Default 3 MB. */
  maxBytes?: number;
  /** Set from allowPrivateNetworkFromEnv(); "loopback" opens only 127/8 and ::1. */
  allowPrivateNetwork?: PrivateNetworkAccess;
  lookup?: LookupFn;
  /** The caller's request signal, so a client that goes away stops the fetch. */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** The address after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case. */
  contentType: string;
  body: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 3 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const ALLOWED_TYPES = new Set([
  "text/html",
  "application/xhtml+xml",
  "application/json",
  "application/ld+json",
]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The only switch that opens loopback and private addresses (tests, local development). */
export function allowPrivateNetworkFromEnv(): boolean {
  return process.env.ALLOW_PRIVATE_NETWORK_FETCH === "true";
}

/** A page that answered with a status other than 2xx; the status tells "gone" from "not now". */
export class PageStatusError extends ApiError {
  constructor(readonly pageStatus: number) {
    super(422, `The job page answered ${pageStatus}.`);
  }
}

const timeoutError = () => new ApiError(422, "The page did not respond in time.");
const tooLarge = () => ApiError.tooLarge("The page is too large to read.");

/**
 * Fetches a user-supplied URL without letting it reach inside our network: http(s) only,
 * every DNS answer checked, the connection pinned to the checked address, redirects
 * followed by hand and re-checked, with a time limit, a size limit and a type check.
 * Every failure is an ApiError with a 4xx status and a sentence a person can act on.
 */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const stop = () => controller.abort();
  options.signal?.addEventListener("abort", stop, { once: true });
  try {
    return await withDeadline(fetchChain(input, options, controller.signal), controller.signal);
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (error instanceof ApiError) throw error;
    throw networkError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}

async function fetchChain(
  input: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  let url = parseTarget(input);
  for (let redirects = 0; ; redirects++) {
    const address = await resolveTarget(url, options.allowPrivateNetwork ?? false, options.lookup);
    signal.throwIfAborted();
    const response = await openResponse(url, address, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) {
        throw new ApiError(422, "The page redirected too many times.");
      }
      url = parseTarget(new URL(location, url).href);
      continue;
    }
    return readResponse(url, response, options.maxBytes ?? DEFAULT_MAX_BYTES, signal);
  }
}

/** DNS lookups do not take a signal; racing them keeps the deadline honest. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** A lookup that always answers the address we already checked. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function openResponse(
  url: URL,
  address: ResolvedAddress,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        // The name stays the host so TLS checks the certificate against it; the
        // pinned lookup decides where the socket actually goes.
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: "GET",
        // No pooled sockets: each hop connects to its own checked address.
        agent: false,
        lookup: pinnedLookup(address),
        signal,
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; Shortlist/1.0; job posting reader)",
          accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5",
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "en",
        },
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

function mediaType(header: string | undefined): { type: string; charset?: string } {
  const [type = "", ...params] = (header ?? "").split(";");
  const charset = params
    .map((param) => param.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset };
}

async function readResponse(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new PageStatusError(status);
  }
  const { type, charset } = mediaType(response.headers["content-type"]);
  if (!ALLOWED_TYPES.has(type)) {
    response.destroy();
    throw ApiError.unsupportedType("That link is not a web page.");
  }
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const bytes = await readCapped(decoded(response), maxBytes, signal);
  return { url: url.href, status, contentType: type, body: decodeText(bytes, charset) };
}

/** Decompresses by Content-Encoding; the size cap applies to what comes out. */
function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal) {
  const onAbort = () => stream.destroy(new Error("aborted"));
  signal.addEventListener("abort", onAbort, { once: true });
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /incorrect header|invalid|unexpected end/i.test(error.message)) {
      throw new ApiError(422, "The page could not be read: its compression is broken.");
    }
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  return Buffer.concat(chunks);
}

function decodeText(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    // An unknown charset label: UTF-8 is the best guess for the web.
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function networkError(error: unknown): ApiError {
  const code = (error as { code?: string } | null)?.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return new ApiError(422, "We could not find that website. Check the address and try again.");
  }
  if (code === "ECONNREFUSED") return new ApiError(422, "The site refused the connection.");
  if (/CERT|TLS|SSL|SELF_SIGNED/.test(code)) {
    return new ApiError(422, "The site's secure connection could not be verified.");
  }
  return new ApiError(422, "We could not reach the page. Check the address and try again.");
}
