import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as jobsRoute from "@/app/api/jobs/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { setLanguageModelOverride } from "@/lib/ai/provider";
import { call, createTestUser, type TestUser } from "./api";

export const GENERATION_RESUME = `Jane Doe
jane@example.com
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the migration of the customer dashboard to React and TypeScript.
- Built GraphQL services in Node.js on AWS.
Skills: JavaScript, CSS, Jest`;

export const GENERATION_JOB = `Acme builds tools for small clinics.
Requirements:
- Experience with React and TypeScript
- Kubernetes in production
Nice to have:
- GraphQL`;

/** A posting nothing in GENERATION_RESUME (a frontend engineer) speaks to. */
export const NURSE_JOB = `Registered Nurse, Intensive Care Unit
Requirements:
- Active RN license
- BLS and ACLS certification
- 2+ years of ICU experience
- Ventilator management and patient assessment`;

/** A user with a master résumé and one job; answers the job's id. */
export async function seedResumeAndJob(user: TestUser): Promise<string> {
  await call(resumeRoute.POST, "POST", { user, body: { text: GENERATION_RESUME } });
  const job = await call(jobsRoute.POST, "POST", {
    user,
    body: { title: "Senior Frontend Engineer", company: "Acme", description: GENERATION_JOB },
  });
  return job.json.id;
}

/** Reads a streamed body chunk by chunk, as the browser does. */
export async function readChunks(response: Response): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

/**
 * One user with a résumé and a job for a test file; the model override is reset after
 * each test. `stored()` reads the job back as the API answers it.
 */
export function setupGenerationFixture() {
  const fixture = {
    user: null as unknown as TestUser,
    jobId: "",
    stored: async () =>
      (await call(jobRoute.GET, "GET", { user: fixture.user, params: { id: fixture.jobId } })).json,
  };
  beforeAll(async () => {
    fixture.user = await createTestUser();
    fixture.jobId = await seedResumeAndJob(fixture.user);
  });
  afterEach(() => setLanguageModelOverride(undefined));
  return fixture;
}
