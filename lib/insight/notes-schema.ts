import { z } from "zod";

const note = z.object({ text: z.string(), quote: z.string() });
const perMinute = z.number().nullable();

/** The stored notes (lib/interview/types.ts InsightNotes), checked before every write. */
export const insightNotesSchema = z.object({
  summary: z.string(),
  strengths: z.array(note),
  gaps: z.array(note),
  improvements: z.array(note),
  followUpQuestions: z.array(z.string()),
  additionalNotes: z.string(),
  delivery: z.object({
    words: z.number(),
    candidateShare: z.number(),
    wordsPerMinute: perMinute,
    fillersPerMinute: perMinute,
    fillerCount: z.number(),
    longestAnswerWords: z.number(),
    answers: z.array(
      z.object({
        question: z.string(),
        words: z.number(),
        fillerCount: z.number(),
        wordsPerMinute: perMinute,
        fillersPerMinute: perMinute,
        structure: z.object({
          situation: z.boolean(),
          action: z.boolean(),
          result: z.boolean(),
          measurableResult: z.boolean(),
        }),
      }),
    ),
  }),
  questions: z.array(z.string()),
  coverage: z
    .object({
      demonstrated: z.array(z.object({ requirement: z.string(), quote: z.string() })),
      untouched: z.array(z.string()),
    })
    .nullable(),
});
