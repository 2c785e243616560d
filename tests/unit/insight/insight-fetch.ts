export type Call = { method: string; url: string; body: unknown };
type Answer = { status: number; body?: unknown };
type Handler = (call: Call) => Answer;

/**
 * A fetch that answers by method and path with query ("GET /api/interview-insight?jobId=j1"),
 * or by method and path alone, and records every call with its body (FormData as an object).
 */
export function installInsightFetch(routes: Record<string, Answer | Handler>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body =
      raw instanceof FormData
        ? Object.fromEntries([...raw.entries()].map(([key, value]) => [key, value]))
        : typeof raw === "string"
          ? JSON.parse(raw)
          : undefined;
    const call = { method, url: url.pathname + url.search, body };
    calls.push(call);
    const route =
      routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === "function"
        ? route(call)
        : (route ?? { status: 404, body: { message: "Not found" } });
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: "Error",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}
