/** A failed API call: message is "status: body text" (spec 1 §7); serverMessage is the JSON message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string,
  ) {
    super(message);
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError
    ? error.status === 401
    : error instanceof Error &&
        /^401\b/.test(error.message) &&
        error.message.includes("Unauthorized");
}

let onUnauthorized: (() => void) | null = null;

/** While signed in, any 401 from the API means the session has ended (spec 1 §4, §8). */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

/** Throws an HttpError for a non-OK response (a 401 also tells the shell); returns it otherwise. */
export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  if (response.status === 401) onUnauthorized?.();
  const text = await response.text();
  let serverMessage = text || response.statusText;
  try {
    serverMessage = (JSON.parse(text) as { message?: string }).message ?? serverMessage;
  } catch {
    // the body was not JSON; keep it as text
  }
  throw new HttpError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    serverMessage,
  );
}

/** The type every API write is sent with, body or none (lib/api/same-origin.ts). */
export const JSON_HEADERS = { "Content-Type": "application/json" };

/** Calls the API with cookies; every write but a file upload is typed JSON, even without a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: method !== "GET" && !isForm ? JSON_HEADERS : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return throwIfNotOk(response);
}

/** The JSON of an answer that passed throwIfNotOk; a 204 is null. */
async function jsonOf<T>(response: Response): Promise<T> {
  return (response.status === 204 ? null : await response.json()) as T;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return jsonOf<T>(await apiRequest(method, url, body));
}

/** A GET already sent (its response on the way), read exactly as fetcher reads its own. */
export async function readStartedGet<T>(response: Promise<Response>): Promise<T> {
  return jsonOf<T>(await throwIfNotOk(await response));
}

const handedOver = new Map<string, Promise<unknown>>();

/** Gives the next fetcher call for `url` this GET's answer instead of asking again. */
export function handOverGet(url: string, answer: Promise<unknown>) {
  answer.catch(() => {}); // a failure is its reader's, if it is ever read
  handedOver.set(url, answer);
}

/** Takes back a GET handed over and not yet read. */
export function withdrawGet(url: string) {
  handedOver.delete(url);
}

/** SWR's fetcher: a GET answered as JSON, or the answer of one handed over for that URL. */
export const fetcher = <T>(url: string): Promise<T> => {
  const answer = handedOver.get(url);
  if (!answer) return apiJson<T>("GET", url);
  handedOver.delete(url);
  return answer as Promise<T>;
};
