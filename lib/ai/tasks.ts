import "server-only";
import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import type { ExportDocument } from "../export/types";
import type { FitResult } from "../match";
import type { ExtractFallback } from "../extract/types";
import { runMatchTask } from "../match-worker/run";
import { describeError } from "./model-error";
import { collectText, localTextStream, modelTextStream } from "./model-stream";
import { EXTRACT_JOB_SYSTEM, extractJobPrompt } from "./prompts/extract-job";
import type { PromptInput } from "./prompts/honesty";
import { languageModel } from "./provider";

// The prompts and the self-denial check read with lib/match, which otherwise runs only in
// the match worker: they load with the first model call, not with every route that writes.

/** What every per-job task works from: the master résumé, the job and its fit (lib/match). */
export type JobContext = {
  resumeText: string;
  job: { title: string; company: string; description: string };
  fit: FitResult;
};

type TaskOptions = { abortSignal?: AbortSignal };

function promptInput({ resumeText, job, fit }: JobContext): PromptInput {
  return { resumeText, job, fit };
}

/** The two documents written for a job: the tailored résumé and the cover letter. */
export type JobDocument = ExportDocument;

type Prompted = { system: string; prompt: string };

const DOCUMENT_WRITERS: Record<
  JobDocument,
  { local: "tailor-resume" | "cover-letter"; prompted: (input: PromptInput) => Promise<Prompted> }
> = {
  resume: {
    local: "tailor-resume",
    prompted: async (input) => {
      const { TAILORED_RESUME_SYSTEM, tailoredResumePrompt } =
        await import("./prompts/tailored-resume");
      return { system: TAILORED_RESUME_SYSTEM, prompt: tailoredResumePrompt(input) };
    },
  },
  "cover-letter": {
    local: "cover-letter",
    prompted: async (input) => {
      const { COVER_LETTER_SYSTEM, coverLetterPrompt } = await import("./prompts/cover-letter");
      return { system: COVER_LETTER_SYSTEM, prompt: coverLetterPrompt(input) };
    },
  },
};

async function* promptedTextStream(
  model: LanguageModel,
  prompted: Promise<Prompted>,
  abortSignal?: AbortSignal,
): AsyncGenerator<string> {
  yield* modelTextStream({ model, ...(await prompted), abortSignal });
}

/** The document as a text stream, from the configured model or the local engine. */
export function streamDocument(kind: JobDocument, context: JobContext, options: TaskOptions = {}) {
  const writer = DOCUMENT_WRITERS[kind];
  const model = languageModel();
  if (!model) return localTextStream(runMatchTask(writer.local, context), options.abortSignal);
  return promptedTextStream(model, writer.prompted(promptInput(context)), options.abortSignal);
}

/** The whole document at once (Generate All): the local engine needs no pacing here. */
export async function writeDocument(
  kind: JobDocument,
  context: JobContext,
  options: TaskOptions = {},
) {
  if (!languageModel()) return runMatchTask(DOCUMENT_WRITERS[kind].local, context);
  return collectText(streamDocument(kind, context, options));
}

// Plain shapes only: OpenAI's strict structured output refuses keywords such as
// minLength, so counts and blanks are checked after the answer arrives.
const questionsSchema = z.object({
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
});
const MAX_QUESTIONS = 15;

export async function generateQuestions(context: JobContext, options: TaskOptions = {}) {
  const model = languageModel();
  if (!model) return runMatchTask("interview-questions", context);
  const [{ INTERVIEW_QUESTIONS_SYSTEM, interviewQuestionsPrompt }, { deniesShownExperience }] =
    await Promise.all([import("./prompts/interview-questions"), import("./self-denial")]);
  const { output } = await generateText({
    model,
    system: INTERVIEW_QUESTIONS_SYSTEM,
    prompt: interviewQuestionsPrompt(promptInput(context)),
    output: Output.object({ schema: questionsSchema }),
    abortSignal: options.abortSignal,
    maxRetries: 1,
  });
  const questions = output.questions
    .map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() }))
    // An answer that denies what the résumé shows would hurt the person: it is left out.
    .filter((item) => item.question && !deniesShownExperience(item.answer, context.resumeText))
    .slice(0, MAX_QUESTIONS);
  if (questions.length === 0) throw new Error("The model wrote no interview questions.");
  return questions;
}

const proseSchema = z.object({
  alignmentExplanation: z.string(),
  companyOverview: z.string(),
  strengths: z.array(z.string()),
});

/**
 * The analysis prose. A model only words it (the numbers stay lib/match's); if the model
 * fails, the local wording stands, since the analysis itself is complete without it.
 */
export async function writeAnalysisProse(context: JobContext, options: TaskOptions = {}) {
  const fallback = await runMatchTask("analysis-prose", context);
  const model = languageModel();
  if (!model || !context.fit.isScored) return fallback;
  try {
    const { ANALYSIS_PROSE_SYSTEM, analysisProsePrompt } = await import("./prompts/analysis-prose");
    const { output } = await generateText({
      model,
      system: ANALYSIS_PROSE_SYSTEM,
      prompt: analysisProsePrompt({ job: context.job, ...context.fit }),
      output: Output.object({ schema: proseSchema }),
      abortSignal: options.abortSignal,
      maxRetries: 1,
    });
    const strengths = output.strengths.map((item) => item.trim());
    // Reworded strengths stand only if they map one to one onto the ones lib/match found.
    const isOneToOne =
      strengths.length === fallback.strengths.length && strengths.every((item) => item);
    return {
      alignmentExplanation: output.alignmentExplanation.trim() || fallback.alignmentExplanation,
      companyOverview: output.companyOverview.trim() || fallback.companyOverview,
      strengths: isOneToOne ? strengths : fallback.strengths,
    };
  } catch (error) {
    console.warn(
      `Analysis prose: the model failed (${describeError(error)}); using the local wording.`,
    );
    return fallback;
  }
}

export async function summarizeProfile(
  input: { resumeText: string; skills: string[]; jobTitles: string[] },
  options: TaskOptions = {},
): Promise<string> {
  const model = languageModel();
  if (!model) return runMatchTask("profile-summary", input);
  const { PROFILE_SUMMARY_SYSTEM, profileSummaryPrompt } =
    await import("./prompts/profile-summary");
  const { text } = await generateText({
    model,
    system: PROFILE_SUMMARY_SYSTEM,
    prompt: profileSummaryPrompt(input),
    abortSignal: options.abortSignal,
    maxRetries: 1,
  });
  return text.trim() || runMatchTask("profile-summary", input);
}

const extractedSchema = z.object({
  isJobPosting: z.boolean(),
  title: z.string(),
  company: z.string(),
  salary: z.string(),
  description: z.string(),
});

/** The extraction fallback for pages the rules cannot read; null without a model. */
export function modelExtractFallback(options: TaskOptions = {}): ExtractFallback | undefined {
  const model = languageModel();
  if (!model) return undefined;
  return async (page) => {
    const { output } = await generateText({
      model,
      system: EXTRACT_JOB_SYSTEM,
      prompt: extractJobPrompt({ url: page.url, pageTitle: page.title, text: page.text }),
      output: Output.object({ schema: extractedSchema }),
      abortSignal: options.abortSignal,
      maxRetries: 1,
    });
    if (!output.isJobPosting || !output.title.trim() || !output.description.trim()) return null;
    return {
      title: output.title.trim(),
      company: output.company.trim(),
      salary: output.salary.trim(),
      description: output.description.trim(),
      url: page.url,
    };
  };
}
