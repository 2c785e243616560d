import "server-only";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { lockJob } from "../jobs/document-versions";
import { readGenerationInputs } from "../jobs/fingerprint";
import { storeQuestions } from "../jobs/store-documents";
import type { AddQuestionsResult } from "../interview/types";
import { INSIGHT_LIMITS } from "./limits";
import { SESSION_NOT_FOUND } from "./sessions";

export const addQuestionsSchema = z.object({
  questions: z
    .array(
      z
        .string({ error: "Each question must be text" })
        .trim()
        .min(1, "A question cannot be blank")
        .max(
          INSIGHT_LIMITS.questionChars,
          `A question must be at most ${INSIGHT_LIMITS.questionChars.toLocaleString("en-US")} characters`,
        ),
      { error: "questions must be a list of questions" },
    )
    .min(1, "Choose at least one question to add")
    .max(
      INSIGHT_LIMITS.questionsPerAdd,
      `Add at most ${INSIGHT_LIMITS.questionsPerAdd} questions at a time`,
    ),
});

const keyOf = (question: string) => question.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Adds the interviewer's real questions to the linked job's interview questions (with an
 * empty answer to prepare), after the ones it has, skipping any it already asks; the new
 * set is recorded as the newest version of the job's questions, as a hand edit.
 */
export async function addQuestionsToJob({
  userId,
  sessionId,
  questions,
}: {
  userId: string;
  sessionId: string;
  questions: string[];
}): Promise<AddQuestionsResult> {
  const session = await db().interviewSession.findFirst({
    where: { id: sessionId, userId },
    select: { jobId: true },
  });
  if (!session) throw ApiError.notFound(SESSION_NOT_FOUND);
  const jobId = session.jobId;
  if (!jobId)
    throw ApiError.conflict(
      "Assign this session to a job first: the questions are added to that job's interview questions.",
    );
  return db().$transaction(async (tx) => {
    await lockJob(tx, { userId, jobId });
    const job = await tx.job.findFirstOrThrow({
      where: { id: jobId, userId },
      select: { questionsInputs: true },
    });
    const current = await tx.interviewQuestion.findMany({
      where: { jobId, userId },
      orderBy: { position: "asc" },
      select: { question: true, answer: true },
    });
    const known = new Set(current.map((item) => keyOf(item.question)));
    const added: string[] = [];
    for (const question of questions) {
      if (known.has(keyOf(question))) continue;
      known.add(keyOf(question));
      added.push(question);
    }
    if (current.length + added.length > INSIGHT_LIMITS.questionsPerJob)
      throw ApiError.badRequest(
        `This job already has ${current.length} interview questions; a job keeps at most ${INSIGHT_LIMITS.questionsPerJob}. Remove some first.`,
      );
    if (added.length > 0)
      await storeQuestions(tx, {
        userId,
        jobId,
        questions: [...current, ...added.map((question) => ({ question, answer: "" }))],
        origin: "edited",
        inputs: readGenerationInputs(job.questionsInputs),
      });
    return { added: added.length, questions: added };
  });
}
