import "server-only";
import { modelFailure } from "../ai/model-error";
import { generateQuestions as writeQuestions } from "../ai/tasks";
import { db } from "../db";
import { loadGenerationContext, type JobGeneration } from "./generation-context";
import { getJob } from "./jobs";
import { storeQuestions } from "./store-documents";

/** Writes new interview questions; the set they replace stays a version (a failure keeps it). */
export async function generateJobQuestions({ userId, jobId, abortSignal }: JobGeneration) {
  const context = await loadGenerationContext({ userId, jobId });
  const questions = await writeQuestions(context, { abortSignal }).catch((error: unknown) => {
    throw modelFailure(error);
  });
  await db().$transaction((tx) =>
    storeQuestions(tx, { userId, jobId, questions, origin: "generated", inputs: context.inputs }),
  );
  return getJob({ userId, jobId });
}
