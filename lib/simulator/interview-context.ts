import "server-only";
import { planInterview, type InterviewPlan } from "../ai/local/interviewer";
import { ApiError } from "../api/errors";
import { assertIdParams } from "../api/route-params";
import { db } from "../db";
import { getJob } from "../jobs/jobs";
import { realJobTitle } from "../jobs/placeholder-titles";
import { runMatchTask } from "../match-worker/run";
import type { ResumeSource } from "./chat-schema";

export const RESUME_REQUIRED_MESSAGE =
  "Resume Required: add your master résumé on the dashboard (or generate a tailored résumé for this job) before starting a practice interview.";
export const NO_TAILORED_MESSAGE =
  "This job has no tailored résumé yet. Choose Auto or Master, or generate one in the job's Résumé tab.";

/** Everything an interviewer for one job works from, read from the user's own rows. */
export type InterviewContext = {
  job: { id: string; title: string; company: string; description: string };
  resumeText: string;
  resumeKind: "tailored" | "master";
  /** The job's saved Q&A, as sample questions and answers. */
  questions: { question: string; answer: string }[];
  plan: InterviewPlan;
};

/**
 * The job (404 unless it is the user's), the résumé the source names (auto: tailored if
 * present, else master; none at all is a 400 "Resume Required"), its Q&A and the plan.
 */
export async function loadInterviewContext({
  userId,
  jobId,
  resumeSource,
}: {
  userId: string;
  jobId: string;
  resumeSource: ResumeSource;
}): Promise<InterviewContext> {
  assertIdParams({ id: jobId });
  const [job, master] = await Promise.all([
    getJob({ userId, jobId }),
    db().masterResume.findUnique({ where: { userId }, select: { text: true } }),
  ]);
  const tailored = job.resume?.text.trim() ? job.resume.text : null;
  const masterText = master?.text.trim() ? master.text : null;
  if (!tailored && !masterText) throw ApiError.badRequest(RESUME_REQUIRED_MESSAGE);
  if (resumeSource === "tailored" && !tailored) throw ApiError.badRequest(NO_TAILORED_MESSAGE);
  const useTailored = resumeSource !== "master" && tailored !== null;
  // "master" chosen with only a tailored résumé: the tailored one is all there is.
  const resumeText = (useTailored ? tailored : (masterText ?? tailored)) as string;
  const resumeKind = useTailored || !masterText ? "tailored" : "master";
  const title = realJobTitle(job.title);
  const fit = await runMatchTask("fit", {
    resumeText,
    jobTitle: title,
    jobDescription: job.description,
  });
  const questions = job.questions.map(({ question, answer }) => ({ question, answer }));
  const plan = planInterview({
    resumeText,
    job: { title, company: job.company, description: job.description },
    fit,
    savedQuestions: questions.map((item) => item.question),
  });
  return {
    job: { id: job.id, title, company: job.company, description: job.description },
    resumeText,
    resumeKind,
    questions,
    plan,
  };
}
