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

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (response.status === 204 ? null : await response.json()) as T;
}

export const fetcher = <T>(url: string) => apiJson<T>("GET", url);
