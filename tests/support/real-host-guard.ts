// Loaded before every Jest test file (jest.config.ts): a request through fetch to any
// host but loopback fails the test that made it, even when the code under test catches
// the error (a job source's failure only becomes a report, so throwing alone would pass
// silently). Tests talk only to servers they start on 127.0.0.1; the job sources in
// particular must never reach remotive.com, api.lever.co and the like.
import { isLoopbackUrl } from "./job-sources/env";

const blocked: string[] = [];

function targetOf(input: unknown): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  if (input && typeof input === "object" && "url" in input)
    return String((input as { url: unknown }).url);
  return String(input);
}

const realFetch = globalThis.fetch;
if (typeof realFetch === "function") {
  globalThis.fetch = function guardedFetch(input: Parameters<typeof fetch>[0], init?: RequestInit) {
    const target = targetOf(input);
    // Relative URLs (jsdom tests with their own fake fetch) have no host to guard.
    if (/^https?:\/\//i.test(target) && !isLoopbackUrl(target)) {
      blocked.push(target);
      return Promise.reject(
        new TypeError(`Tests may not reach ${new URL(target).host}: only loopback servers.`),
      );
    }
    return realFetch(input, init);
  } as typeof fetch;
}

/** The blocked requests so far, forgotten once read (for the guard's own test). */
export function takeBlockedRequests(): string[] {
  return blocked.splice(0);
}

afterEach(() => {
  if (blocked.length === 0) return;
  const hosts = [...new Set(blocked.map((url) => new URL(url).host))].join(", ");
  blocked.length = 0;
  throw new Error(
    `This test tried to reach ${hosts}; point the source at a loopback fake (tests/support/job-sources).`,
  );
});
