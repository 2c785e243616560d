import type { DiscoveredJob } from "@/lib/discover/types";

export type Call = { method: string; path: string; search: string; body: unknown };
export type Answer = { status: number; body?: unknown };
export type Handler = (call: Call) => Answer | undefined;

/** Replaces fetch with a handler by method and path; unhandled calls answer 404. */
export function installFakeApi(handler: Handler) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const call: Call = {
      method: init?.method ?? "GET",
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: "Not found" } };
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: "",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function discoveredJob(overrides: Partial<DiscoveredJob> = {}): DiscoveredJob {
  return {
    id: "remotive-1",
    title: "Frontend Engineer",
    company: "Acme",
    location: "Remote",
    date: "2026-11-20T10:00:00Z",
    salary: "$120,000 – $150,000 a year",
    description: "Build accessible React interfaces. ".repeat(12),
    url: "https://jobs.example.com/acme/1",
    contract_type: "full-time",
    contract_time: "full_time",
    source: "remotive",
    alsoOn: [],
    locations: ["Remote"],
    score: null,
    ...overrides,
  };
}

export const manyJobs = (count: number, prefix = "job") =>
  Array.from({ length: count }, (_, index) =>
    discoveredJob({ id: `remotive-${prefix}-${index}`, title: `Role ${prefix} ${index}` }),
  );
