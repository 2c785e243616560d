// lib/db/connection, not lib/db: server.ts loads this outside Next, where "server-only" throws.
import { db } from "../db/connection";
import { realJobTitle } from "../jobs/placeholder-titles";

export type ResumeSource = "auto" | "tailored" | "master";

export const RESUME_SOURCES: readonly ResumeSource[] = ["auto", "tailored", "master"];

/** The "Resume Required" card's reason (spec 3 §2.1, §5), sent as the socket's error event. */
export const RESUME_REQUIRED_MESSAGE =
  "Resume Required: add your master résumé on the dashboard (or generate a tailored résumé for this job) before starting a practice interview.";
export const NO_TAILORED_MESSAGE =
  "This job has no tailored résumé yet. Choose Auto or Master, or generate one in the job's Résumé tab.";

export type VoiceContext =
  | { status: "ready"; instructions: string }
  | { status: "no-job" }
  | { status: "no-resume"; message: string };

/**
 * The voice interviewer's instructions for one of the user's jobs: the same plan and
 * prompt as the text interviewer (lib/ai/local/interviewer, lib/ai/prompts/interviewer.ts),
 * with the same résumé choice as POST /api/chat (auto: tailored if present, else master).
 */
export async function loadVoiceContext({
  userId,
  jobId,
  resumeSource,
}: {
  userId: string;
  jobId: string;
  resumeSource: ResumeSource;
}): Promise<VoiceContext> {
  const [job, master] = await Promise.all([
    db().job.findFirst({
      where: { id: jobId, userId },
      select: {
        title: true,
        company: true,
        description: true,
        tailoredResume: true,
        questions: { select: { question: true, answer: true }, orderBy: { position: "asc" } },
      },
    }),
    db().masterResume.findUnique({ where: { userId }, select: { text: true } }),
  ]);
  if (!job) return { status: "no-job" };
  const tailored = job.tailoredResume?.trim() ? job.tailoredResume : null;
  const masterText = master?.text.trim() ? master.text : null;
  if (!tailored && !masterText) return { status: "no-resume", message: RESUME_REQUIRED_MESSAGE };
  if (resumeSource === "tailored" && !tailored)
    return { status: "no-resume", message: NO_TAILORED_MESSAGE };
  const useTailored = resumeSource !== "master" && tailored !== null;
  const resumeText = (useTailored ? tailored : (masterText ?? tailored)) as string;
  const resumeKind = useTailored || !masterText ? "tailored" : "master";
  const title = realJobTitle(job.title);
  // The matcher and its language model load on the first voice interview, not with server.ts.
  const [{ runMatchTask }, { planInterview }, { interviewerInstructions }] = await Promise.all([
    import("../match-worker/run"),
    import("../ai/local/interviewer"),
    import("../ai/prompts/interviewer"),
  ]);
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
    status: "ready",
    instructions: interviewerInstructions({
      job: { title, company: job.company, description: job.description },
      resumeText,
      resumeKind,
      questions,
      plan,
      mode: "voice",
    }),
  };
}
