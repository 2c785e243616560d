import { voiceInterviewerInstructions } from "../ai/prompts/voice-interviewer";
// lib/db/connection, not lib/db: server.ts loads this outside Next, where "server-only" throws.
import { db } from "../db/connection";

export type ResumeSource = "auto" | "tailored" | "master";

export const RESUME_SOURCES: readonly ResumeSource[] = ["auto", "tailored", "master"];

/** The "Resume Required" card's reason (spec 3 §2.1, §5), sent as the socket's error event. */
export const RESUME_REQUIRED_MESSAGE =
  "Resume Required: add your master résumé or tailor one for this job before starting a voice interview.";

export type VoiceContext =
  { status: "ready"; instructions: string } | { status: "no-job" } | { status: "no-resume" };

/**
 * The interviewer's instructions for one of the user's jobs. Auto takes the tailored résumé
 * when there is one, else the master; a chosen source that is missing falls back to the
 * other, cut shorter (spec 3 §9).
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
        questions: { select: { question: true }, orderBy: { position: "asc" }, take: 8 },
      },
    }),
    db().masterResume.findUnique({ where: { userId }, select: { text: true } }),
  ]);
  if (!job) return { status: "no-job" };
  const tailored = job.tailoredResume?.trim() ? job.tailoredResume : null;
  const masterText = master?.text.trim() ? master.text : null;
  const preferred = resumeSource === "master" ? "master" : "tailored";
  const texts = { tailored, master: masterText };
  const other = preferred === "master" ? "tailored" : "master";
  const kind = texts[preferred] ? preferred : texts[other] ? other : null;
  if (!kind) return { status: "no-resume" };
  // Auto falling back to the master is the normal case, not a cut-down fallback.
  const isFallback = kind !== preferred && resumeSource !== "auto";
  return {
    status: "ready",
    instructions: voiceInterviewerInstructions({
      job,
      resume: { text: texts[kind]!, kind, isFallback },
      questions: job.questions,
    }),
  };
}
