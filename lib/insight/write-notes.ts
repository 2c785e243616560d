import "server-only";
import { generateText, Output } from "ai";
import { z } from "zod";
import { describeError } from "../ai/model-error";
import { languageModel } from "../ai/provider";
import { INTERVIEW_INSIGHT_SYSTEM, interviewInsightPrompt } from "../ai/prompts/interview-insight";
import { analyzeTranscript, type InterviewAnalysis } from "../interview";
import type { CoverageJob } from "../interview/coverage";
import { writeLocalNotes, type LocalNotes } from "../interview/local-notes";
import type { InsightNotes, Note } from "../interview/types";

// Plain shapes only: OpenAI's strict structured output refuses keywords such as minLength.
const proseSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  improvements: z.array(z.string()),
  additionalNotes: z.string(),
});

/** The model's wording of a list, kept only when it maps one to one onto the local notes. */
function reworded(notes: Note[], texts: string[]): Note[] {
  const trimmed = texts.map((text) => text.trim());
  if (trimmed.length !== notes.length || trimmed.some((text) => !text)) return notes;
  return notes.map((note, index) => ({ text: trimmed[index], quote: note.quote }));
}

async function modelProse(
  model: NonNullable<ReturnType<typeof languageModel>>,
  input: {
    transcript: string;
    job: CoverageJob | null;
    analysis: InterviewAnalysis;
    notes: LocalNotes;
  },
  abortSignal?: AbortSignal,
): Promise<LocalNotes> {
  const { output } = await generateText({
    model,
    system: INTERVIEW_INSIGHT_SYSTEM,
    prompt: interviewInsightPrompt(input),
    output: Output.object({ schema: proseSchema }),
    abortSignal,
    maxRetries: 1,
  });
  const { notes } = input;
  return {
    summary: output.summary.trim() || notes.summary,
    strengths: reworded(notes.strengths, output.strengths),
    gaps: reworded(notes.gaps, output.gaps),
    improvements: reworded(notes.improvements, output.improvements),
    additionalNotes: output.additionalNotes.trim() || notes.additionalNotes,
  };
}

/**
 * The notes on a transcript. The analysis (figures, quotes, coverage, follow-ups) is always
 * lib/interview's; a configured model only rewords the prose, and if it fails the local
 * wording stands, since the notes are complete without it.
 */
export async function writeInsightNotes(
  transcript: string,
  {
    job,
    durationSeconds,
    abortSignal,
  }: { job: CoverageJob | null; durationSeconds: number | null; abortSignal?: AbortSignal },
): Promise<InsightNotes> {
  const analysis = analyzeTranscript(transcript, { job, durationSeconds });
  const local = writeLocalNotes(analysis.exchanges, analysis.delivery, analysis.coverage);
  const model = languageModel();
  let prose = local;
  if (model && analysis.exchanges.length > 0) {
    try {
      prose = await modelProse(model, { transcript, job, analysis, notes: local }, abortSignal);
    } catch (error) {
      if (abortSignal?.aborted) throw error;
      console.warn(
        `Interview notes: the model failed (${describeError(error)}); using the local wording.`,
      );
    }
  }
  return {
    ...prose,
    followUpQuestions: analysis.followUpQuestions,
    delivery: analysis.delivery,
    questions: analysis.questions,
    coverage: analysis.coverage,
  };
}
