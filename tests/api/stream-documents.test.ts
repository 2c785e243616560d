import * as coverLetterStream from "@/app/api/jobs/[id]/stream-cover-letter/route";
import * as resumeStream from "@/app/api/jobs/[id]/stream-resume/route";
import * as savedResume from "@/app/api/jobs/[id]/resume/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { call, callRaw, createTestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { readChunks, setupGenerationFixture } from "../support/generation";
import { failingModel, streamingModel } from "../support/mock-models";

setupTestDatabase();

const fixture = setupGenerationFixture();
const { stored } = fixture;

async function saveResumeText(text: string) {
  await call(savedResume.PATCH, "PATCH", {
    user: fixture.user,
    params: { id: fixture.jobId },
    body: { text },
  });
}

describe("POST /api/jobs/{id}/stream-resume and stream-cover-letter", () => {
  it("streams the model's chunks in order as plain text, then stores the whole text", async () => {
    const model = streamingModel({
      chunks: ["Jane Doe\n", "Summary: ", "React and TypeScript."],
      chunkDelayMs: 5,
    });
    setLanguageModelOverride(model);
    const response = await callRaw(resumeStream.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    // Not compressed: gzip would hold each chunk back.
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    const chunks = await readChunks(response);
    expect(chunks).toEqual(["Jane Doe\n", "Summary: ", "React and TypeScript."]);

    const job = await stored();
    expect(job.resume.text).toBe("Jane Doe\nSummary: React and TypeScript.");
    expect(job.resume.recommendations.length).toBeGreaterThan(0);
    // The prompt carries the honesty rule and the real résumé.
    const [callOptions] = model.doStreamCalls;
    const prompt = JSON.stringify(callOptions.prompt);
    expect(prompt).toContain("Never invent");
    expect(prompt).toContain("Northwind");
  });

  it("writes with the local engine when no model is configured", async () => {
    setLanguageModelOverride(null);
    const response = await callRaw(coverLetterStream.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    const chunks = await readChunks(response);
    expect(chunks.length).toBeGreaterThan(1);
    const text = chunks.join("");
    expect(text).toContain("Acme");
    expect((await stored()).coverLetter.text).toBe(text);
  });

  it("stops the model call when the client goes away, and keeps the previous text", async () => {
    await saveResumeText("My edited résumé");
    const model = streamingModel({ chunks: ["First part. "], end: "hang" });
    setLanguageModelOverride(model);
    const client = new AbortController();
    const response = await callRaw(resumeStream.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
      signal: client.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("First part. ");

    const modelSignal = model.doStreamCalls[0].abortSignal!;
    expect(modelSignal.aborted).toBe(false);
    client.abort();
    await reader.cancel();
    expect(modelSignal.aborted).toBe(true);
    expect((await stored()).resume.text).toBe("My edited résumé");
  });

  it("errors the stream when the model fails part-way, and keeps the previous text", async () => {
    await saveResumeText("Kept résumé");
    setLanguageModelOverride(streamingModel({ chunks: ["Half a "], end: "error" }));
    const response = await callRaw(resumeStream.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    await expect(readChunks(response)).rejects.toThrow();
    expect((await stored()).resume.text).toBe("Kept résumé");
  });

  it("answers 502 with a clear message when the model fails before any text", async () => {
    setLanguageModelOverride(failingModel());
    const response = await call(coverLetterStream.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(502);
    expect(response.json.message).toMatch(/^The AI model did not answer\. Try again/);
  });

  it("needs a master résumé, a session and the user's own job", async () => {
    const bob = await createTestUser();
    const noResume = await call(resumeStream.POST, "POST", {
      user: bob,
      params: { id: fixture.jobId },
    });
    expect(noResume.status).toBe(404);
    const unauthenticated = await call(resumeStream.POST, "POST", {
      params: { id: fixture.jobId },
    });
    expect(unauthenticated.status).toBe(401);

    const { id: bobJob } = (
      await call((await import("@/app/api/jobs/route")).POST, "POST", {
        user: bob,
        body: { title: "Nurse", company: "Clinic", description: "CPR certification required." },
      })
    ).json;
    const response = await call(resumeStream.POST, "POST", { user: bob, params: { id: bobJob } });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(
      "Add your master résumé first: everything here is written from it.",
    );
  });
});
