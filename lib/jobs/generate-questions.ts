import "server-only";
import type { Prisma } from "@prisma/client";
import { modelFailure } from "../ai/model-error";
import { generateQuestions as writeQuestions } from "../ai/tasks";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { getJob } from "./jobs";

export type QuestionAnswer = { question: string; answer: string };

/** Replaces the job's questions in one transaction, so a failure keeps the old ones. */
export async function replaceQuestions(
  tx: Prisma.TransactionClient,
  { userId, jobId, questions }: { userId: string; jobId: string; questions: QuestionAnswer[] },
) {
  await tx.interviewQuestion.deleteMany({ where: { jobId, userId } });
  await tx.interviewQuestion.createMany({
    data: questions.map((item, position) => ({ userId, jobId, position, ...item })),
  });
  // The job's updatedAt says something about it changed.
  const { count } = await tx.job.updateMany({
    where: { id: jobId, userId },
    data: { updatedAt: new Date() },
  });
  if (count === 0) throw ApiError.notFound("Job not found");
}

export async function generateJobQuestions({ userId, jobId, abortSignal }: JobGeneration) {
  const context = await loadGenerationContext({ userId, jobId });
  const questions = await writeQuestions(context, { abortSignal }).catch((error: unknown) => {
    throw modelFailure(error);
  });
  await db().$transaction((tx) => replaceQuestions(tx, { userId, jobId, questions }));
  return getJob({ userId, jobId });
}
