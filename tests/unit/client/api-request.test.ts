import { apiRequest } from "@/lib/client/fetcher";

describe("apiRequest", () => {
  // jsdom has no Response; apiRequest only reads ok and status of a success.
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it.each([
    ["POST", undefined],
    ["POST", { a: 1 }],
    ["PATCH", { a: 1 }],
    ["DELETE", undefined],
  ])("types a %s JSON, with a body or without (%j)", async (method, body) => {
    await apiRequest(method, "/api/x", body);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method, headers: { "Content-Type": "application/json" } }),
    );
  });

  it("leaves a GET and a file upload to the browser's own type", async () => {
    await apiRequest("GET", "/api/x");
    await apiRequest("POST", "/api/upload", new FormData());
    for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(call[1].headers).toBeUndefined();
    }
  });
});
