import { HttpError } from "@/lib/client/fetcher";
import { refreshJob } from "@/lib/client/mutations";
import { streamJobText } from "@/lib/client/stream-text";
import { installStreamFetch, jsonResponse } from "./fake-stream";

jest.mock("@/lib/client/mutations", () => ({ refreshJob: jest.fn(async () => {}) }));

/** Lets pending reads and their callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe("streamJobText", () => {
  it.each([
    ["resume", "/api/jobs/j1/stream-resume"],
    ["cover-letter", "/api/jobs/j1/stream-cover-letter"],
  ] as const)("POSTs %s with cookies and reports the text so far per chunk", async (kind, url) => {
    const { fetchMock, streams } = installStreamFetch();
    const seen: string[] = [];
    const done = streamJobText("j1", kind, { onText: (text) => seen.push(text) });
    await settle();

    expect(fetchMock).toHaveBeenCalledWith(
      url,
      expect.objectContaining({
        method: "POST",
        credentials: "include",
        // Bodyless, but typed JSON: the server refuses other POSTs (lib/api/same-origin.ts).
        headers: { "Content-Type": "application/json" },
      }),
    );
    streams[0].push("Dear ");
    await settle();
    expect(seen).toEqual(["Dear "]);
    streams[0].push("Acme,");
    streams[0].close();

    await expect(done).resolves.toBe("Dear Acme,");
    expect(seen).toEqual(["Dear ", "Dear Acme,"]);
    expect(refreshJob).toHaveBeenCalledWith("j1");
  });

  it("decodes a character split across chunks", async () => {
    const { streams } = installStreamFetch();
    const done = streamJobText("j1", "resume", { onText: () => {} });
    await settle();
    const bytes = new TextEncoder().encode("Résumé");
    streams[0].push(bytes.slice(0, 2));
    streams[0].push(bytes.slice(2));
    streams[0].close();
    await expect(done).resolves.toBe("Résumé");
  });

  it("throws the server's error for a non-OK answer, without refreshing", async () => {
    installStreamFetch(() => jsonResponse(429, { message: "Too many requests: retry in 30 s." }));
    const error = await streamJobText("j1", "resume", { onText: () => {} }).catch((e) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      serverMessage: "Too many requests: retry in 30 s.",
      message: '429: {"message":"Too many requests: retry in 30 s."}',
    });
    expect(refreshJob).not.toHaveBeenCalled();
  });

  it("reports a missing body", async () => {
    installStreamFetch(() => jsonResponse(200));
    await expect(streamJobText("j1", "resume", { onText: () => {} })).rejects.toThrow(
      "No response body",
    );
  });

  it("rejects when the stream fails mid-way, and does not refresh", async () => {
    const { streams } = installStreamFetch();
    const seen: string[] = [];
    const done = streamJobText("j1", "cover-letter", { onText: (text) => seen.push(text) });
    await settle();
    streams[0].push("Half a letter");
    await settle();
    streams[0].fail(new Error("model crashed"));

    await expect(done).rejects.toThrow("model crashed");
    expect(seen).toEqual(["Half a letter"]);
    expect(refreshJob).not.toHaveBeenCalled();
  });

  it("stops reporting text once aborted", async () => {
    const { streams } = installStreamFetch();
    const controller = new AbortController();
    const seen: string[] = [];
    const done = streamJobText("j1", "resume", {
      signal: controller.signal,
      onText: (text) => seen.push(text),
    });
    await settle();
    expect(streams[0].signal).toBe(controller.signal);
    streams[0].push("First");
    await settle();
    controller.abort();

    await expect(done).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual(["First"]);
    expect(refreshJob).not.toHaveBeenCalled();
  });
});
