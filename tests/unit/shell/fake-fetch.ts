export type Route = { status: number; body?: unknown } | "pending";

/** Replaces global fetch with fixed answers by path; returns the jest mock to inspect calls. */
export function installFakeFetch(routes: Record<string, Route>) {
  const fakeFetch = jest.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const route = routes[path] ?? { status: 404, body: { message: "Not found" } };
    if (route === "pending") return new Promise<Response>(() => {});
    const text = route.body === undefined ? "" : JSON.stringify(route.body);
    return Promise.resolve({
      ok: route.status >= 200 && route.status < 300,
      status: route.status,
      statusText: route.status === 401 ? "Unauthorized" : "Error",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response);
  });
  global.fetch = fakeFetch as unknown as typeof fetch;
  return fakeFetch;
}

export const signedInUser = {
  id: "user-1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
};
