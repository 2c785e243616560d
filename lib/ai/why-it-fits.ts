import "server-only";
import { generateText, Output } from "ai";
import { z } from "zod";
import { describeError } from "./model-error";
import { WHY_IT_FITS_SYSTEM, whyItFitsPrompt } from "./prompts/why-it-fits";
import { languageModel } from "./provider";
import { readAiSettings } from "./settings";

const reasonsSchema = z.object({
  reasons: z.array(z.object({ id: z.string(), why: z.string() })),
});

const RESUME_CHARS = 8_000;
const DESCRIPTION_CHARS = 1_200;
const MAX_SENTENCE = 300;
/** A model that has not answered by then leaves the jobs without sentences. */
const WHY_TIMEOUT_MS = 30_000;

export type WhyItFits = {
  /** Job id to its one sentence; empty without a model or when it failed. */
  reasons: Map<string, string>;
  /** Who wrote them: "openai" only when OpenAI itself did. */
  poweredBy: "openai" | "local";
};

/**
 * With a model configured, one sentence per job on why it fits the résumé. A model
 * failure leaves the jobs without sentences: the search itself is complete without them.
 */
export async function explainWhyJobsFit(
  resumeText: string,
  jobs: { id: string; title: string; company: string; description: string }[],
  options: { abortSignal?: AbortSignal } = {},
): Promise<WhyItFits> {
  const model = languageModel();
  const none: WhyItFits = { reasons: new Map(), poweredBy: "local" };
  if (!model || jobs.length === 0) return none;
  try {
    const { output } = await generateText({
      model,
      system: WHY_IT_FITS_SYSTEM,
      prompt: whyItFitsPrompt({
        resumeText: resumeText.slice(0, RESUME_CHARS),
        jobs: jobs.map((job) => ({
          ...job,
          description: job.description.slice(0, DESCRIPTION_CHARS),
        })),
      }),
      output: Output.object({ schema: reasonsSchema }),
      abortSignal: AbortSignal.any([
        AbortSignal.timeout(WHY_TIMEOUT_MS),
        ...(options.abortSignal ? [options.abortSignal] : []),
      ]),
      maxRetries: 1,
      maxOutputTokens: 2_000,
    });
    const asked = new Set(jobs.map((job) => job.id));
    const reasons = new Map<string, string>();
    for (const { id, why } of output.reasons) {
      const sentence = why.trim().replace(/\s+/g, " ");
      if (asked.has(id) && sentence && sentence.length <= MAX_SENTENCE) reasons.set(id, sentence);
    }
    const isOpenAi = readAiSettings().provider === "openai";
    return { reasons, poweredBy: reasons.size > 0 && isOpenAi ? "openai" : "local" };
  } catch (error) {
    console.warn(`Why it fits: the model failed (${describeError(error)}); no sentences.`);
    return none;
  }
}
