// Shared by the Interview Insight API tests: a transcript, a job, and a pasted session.
import * as jobsRoute from "@/app/api/jobs/route";
import * as insightRoute from "@/app/api/interview-insight/route";
import { call, type TestUser } from "./api";

export const TRANSCRIPT = `Interviewer: Thanks for joining. Tell me about a project you are proud of.
Candidate: At my last job we had a checkout that timed out under load. I rewrote the payment service in TypeScript and moved its data to PostgreSQL. As a result checkout latency dropped by 40%.
Interviewer: Have you run services on Kubernetes?
Candidate: Um, not really, uh, we used virtual machines.`;

export const JOB = {
  title: "Senior Backend Engineer",
  company: "Acme",
  description:
    "Requirements:\n- Strong TypeScript and Node.js\n- Experience with PostgreSQL\n- Kubernetes in production",
};

export const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

export async function createJob(user: TestUser, overrides: Record<string, string> = {}) {
  const { status, json } = await call(jobsRoute.POST, "POST", {
    user,
    body: { ...JOB, ...overrides },
  });
  expect(status).toBe(201);
  return json.id as string;
}

export async function paste(user: TestUser, fields: Record<string, string>) {
  return call(insightRoute.POST, "POST", { user, body: form(fields) });
}
