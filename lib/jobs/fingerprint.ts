import "server-only";
import crypto from "node:crypto";
import { z } from "zod";
import type { StaleReason } from "../types";

/**
 * md5 of the text exactly as stored. It equals PostgreSQL's md5(), so getJob hashes the
 * current job description and résumé in SQL without carrying their text out.
 */
export function textHash(text: string): string {
  return crypto.createHash("md5").update(text, "utf8").digest("hex");
}

/** What a generated part was written from, stored beside it (Job.<part>Inputs). */
export const generationInputsSchema = z.object({
  jobDescription: z.string(),
  resume: z.string(),
});
export type GenerationInputs = z.infer<typeof generationInputsSchema>;

export function generationInputs(texts: {
  jobDescription: string;
  resumeText: string;
}): GenerationInputs {
  return { jobDescription: textHash(texts.jobDescription), resume: textHash(texts.resumeText) };
}

/** Stored inputs as written by us, or null: rows from before fingerprints were kept have none. */
export function readGenerationInputs(value: unknown): GenerationInputs | null {
  const parsed = generationInputsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Why a part written from `inputs` is out of date now, or null. Unknown inputs are never
 * stale (nothing to nag about), and neither is a résumé that no longer exists.
 */
export function staleReason(
  inputs: unknown,
  current: { jobDescriptionHash: string; resumeHash: string | null },
): StaleReason | null {
  const written = readGenerationInputs(inputs);
  if (!written) return null;
  const isDescriptionChanged = written.jobDescription !== current.jobDescriptionHash;
  const isResumeChanged = current.resumeHash !== null && written.resume !== current.resumeHash;
  if (isDescriptionChanged && isResumeChanged) return "both";
  if (isDescriptionChanged) return "job-description";
  return isResumeChanged ? "resume" : null;
}
