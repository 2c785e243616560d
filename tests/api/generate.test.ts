import * as analyzeRoute from "@/app/api/jobs/[id]/analyze/route";
import * as generateAllRoute from "@/app/api/jobs/[id]/generate-all/route";
import * as questionsRoute from "@/app/api/jobs/[id]/generate-questions/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as streamResumeRoute from "@/app/api/jobs/[id]/stream-resume/route";
import * as analyzeKeywordsRoute from "@/app/api/analyze-keywords/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import * as snapshotRoute from "@/app/api/professional-snapshot/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { call, createTestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import {
  GENERATION_JOB,
  GENERATION_RESUME,
  seedResumeAndJob,
  setupGenerationFixture,
} from "../support/generation";
import { failingModel, generatingModel, streamingModel } from "../support/mock-models";

setupTestDatabase();

const fixture = setupGenerationFixture();
const { stored } = fixture;

describe("POST /api/jobs/{id}/generate-questions", () => {
  it("writes numbered questions with sample answers from the local engine", async () => {
    setLanguageModelOverride(null);
    const response = await call(questionsRoute.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    expect(response.json.questions.length).toBeGreaterThanOrEqual(8);
    for (const item of response.json.questions) {
      expect(item.question.length).toBeGreaterThan(10);
      expect(item.answer.length).toBeGreaterThan(10);
    }
    expect((await stored()).questions).toEqual(response.json.questions);
  });

  it("stores a model's structured answer, replacing the previous questions", async () => {
    setLanguageModelOverride(
      generatingModel(
        JSON.stringify({
          questions: [
            {
              question: "How did you move the dashboard to React?",
              answer: "I led it at Northwind.",
            },
            {
              question: "What is your Kubernetes experience?",
              answer: "I have not run it in production.",
            },
          ],
        }),
      ),
    );
    const response = await call(questionsRoute.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    expect(response.json.questions.map((item: { question: string }) => item.question)).toEqual([
      "How did you move the dashboard to React?",
      "What is your Kubernetes experience?",
    ]);
  });

  it("leaves out a model's answer that denies what the résumé shows", async () => {
    setLanguageModelOverride(
      generatingModel(
        JSON.stringify({
          questions: [
            {
              question: "Tell me about GraphQL.",
              answer: "I haven't worked with GraphQL services yet.",
            },
            {
              question: "What is your Kubernetes experience?",
              answer: "I have not run Kubernetes in production.",
            },
          ],
        }),
      ),
    );
    const response = await call(questionsRoute.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    // The résumé says "Built GraphQL services"; Kubernetes it does not show.
    expect(response.json.questions.map((item: { question: string }) => item.question)).toEqual([
      "What is your Kubernetes experience?",
    ]);
  });

  it.each([
    ["not JSON", "this is not JSON"],
    ["no questions", JSON.stringify({ questions: [{ question: " ", answer: "" }] })],
  ])("keeps the previous questions when the model answers %s (502)", async (_label, answer) => {
    const before = (await stored()).questions;
    setLanguageModelOverride(generatingModel(answer));
    const response = await call(questionsRoute.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(502);
    expect(response.json.message).toMatch(/AI model did not answer/);
    expect((await stored()).questions).toEqual(before);
  });
});

describe("POST /api/jobs/{id}/analyze with a model", () => {
  it("lets the model word the explanation, overview and strengths, never the numbers", async () => {
    setLanguageModelOverride(null);
    const analyze = async () =>
      (await call(analyzeRoute.POST, "POST", { user: fixture.user, params: { id: fixture.jobId } }))
        .json.analysis;
    const local = await analyze();
    const reworded = local.strengths.map((_: string, index: number) => `Strength ${index + 1}.`);
    const answer = (strengths: string[]) =>
      generatingModel(
        JSON.stringify({
          alignmentExplanation: "Strong React evidence; Kubernetes is missing.",
          companyOverview: "Acme builds tools for small clinics.",
          strengths,
        }),
      );
    setLanguageModelOverride(answer(reworded));
    const worded = await analyze();
    expect(worded.alignmentExplanation).toBe("Strong React evidence; Kubernetes is missing.");
    expect(worded.companyOverview).toBe("Acme builds tools for small clinics.");
    expect(worded.strengths).toEqual(reworded);
    for (const field of ["score", "coverageCovered", "coverageTotal", "requirements", "gaps"]) {
      expect(worded[field]).toEqual(local[field]);
    }

    // Strengths that do not map one to one onto lib/match's are not taken.
    setLanguageModelOverride(answer([...reworded, "An invented strength."]));
    expect((await analyze()).strengths).toEqual(local.strengths);
  });

  it("keeps the local wording when the model fails: the analysis still succeeds", async () => {
    setLanguageModelOverride(failingModel());
    const response = await call(analyzeRoute.POST, "POST", {
      user: fixture.user,
      params: { id: fixture.jobId },
    });
    expect(response.status).toBe(200);
    expect(response.json.analysis.alignmentExplanation.length).toBeGreaterThan(20);
  });
});

describe("POST /api/jobs/{id}/generate-all", () => {
  it("fills the analysis, résumé with recommendations, cover letter and questions", async () => {
    const bob = await createTestUser();
    const bobJob = await seedResumeAndJob(bob);
    setLanguageModelOverride(null);
    const response = await call(generateAllRoute.POST, "POST", {
      user: bob,
      params: { id: bobJob },
    });
    expect(response.status).toBe(200);
    const job = response.json;
    expect(job.analysis.score).toBeGreaterThan(0);
    expect(job.resume.text).toContain("Northwind");
    expect(job.resume.recommendations.length).toBeGreaterThan(0);
    expect(job.resume.recommendations.length).toBeLessThanOrEqual(10);
    expect(job.coverLetter.text).toContain("Acme");
    expect(job.questions.length).toBeGreaterThanOrEqual(8);
  });

  it("stores nothing when one part fails", async () => {
    const carol = await createTestUser();
    const carolJob = await seedResumeAndJob(carol);
    // Streams work, structured answers do not: the questions fail.
    const model = streamingModel({ chunks: ["text"] });
    model.doGenerate = async () => {
      throw new Error("down");
    };
    setLanguageModelOverride(model);
    const response = await call(generateAllRoute.POST, "POST", {
      user: carol,
      params: { id: carolJob },
    });
    expect(response.status).toBe(502);
    const job = (await call(jobRoute.GET, "GET", { user: carol, params: { id: carolJob } })).json;
    expect(job).toMatchObject({ analysis: null, resume: null, coverLetter: null, questions: [] });
  });
});

describe("Professional snapshot summary", () => {
  it("is written by the keyword analysis and cleared when the résumé text changes", async () => {
    setLanguageModelOverride(null);
    const dave = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: dave, body: { text: GENERATION_RESUME } });
    await call(analyzeKeywordsRoute.POST, "POST", {
      user: dave,
      body: { resumeText: GENERATION_RESUME },
    });
    const { summary } = (await call(snapshotRoute.GET, "GET", { user: dave })).json;
    expect(summary).toMatch(/React|TypeScript|Frontend/);

    await call(resumeRoute.POST, "POST", { user: dave, body: { text: GENERATION_RESUME } });
    expect((await call(snapshotRoute.GET, "GET", { user: dave })).json.summary).toBe(summary);
    await call(resumeRoute.POST, "POST", { user: dave, body: { text: "Nurse, CPR certified." } });
    expect((await call(snapshotRoute.GET, "GET", { user: dave })).json.summary).toBeNull();
  });
});

describe("The per-user generation limit", () => {
  it("is one budget shared by every generation endpoint", async () => {
    setLanguageModelOverride(null);
    const erin = await createTestUser();
    const erinJob = await seedResumeAndJob(erin);
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await call(analyzeRoute.POST, "POST", {
        user: erin,
        params: { id: erinJob },
      });
      expect(response.status).toBe(200);
    }
    for (const handler of [questionsRoute.POST, generateAllRoute.POST, streamResumeRoute.POST]) {
      const response = await call(handler, "POST", { user: erin, params: { id: erinJob } });
      expect(response.status).toBe(429);
      expect(response.json.message).toMatch(/^You have generated a lot in the last minute/);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });
});

describe("A Quick start job", () => {
  it("is not compared by its placeholder title, and no text names it", async () => {
    setLanguageModelOverride(null);
    const frank = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: frank, body: { text: GENERATION_RESUME } });
    const job = await call(jobsRoute.POST, "POST", {
      user: frank,
      body: { title: "Quick Start Job", company: "—", description: GENERATION_JOB },
    });
    const response = await call(generateAllRoute.POST, "POST", {
      user: frank,
      params: { id: job.json.id },
    });
    expect(response.status).toBe(200);
    expect(response.json.analysis.flags.join(" ")).not.toContain("Title differs");
    expect(response.json.coverLetter.text).not.toContain("Quick Start Job");
    expect(response.json.coverLetter.text).not.toContain("—");
  });
});
