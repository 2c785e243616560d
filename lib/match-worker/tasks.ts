// The tasks a match worker runs (see run.ts): the matcher, the résumé's keywords and the
// local engine, which read the user's texts with many patterns. Imported only inside workers.
import * as local from "../ai/local";
import { analyzeFit, type FitInput, type FitResult } from "../match";
import { analyzeResumeKeywords } from "../resume/analyze-keywords";

const tasks = {
  fit: (input: FitInput) => analyzeFit(input),
  "resume-keywords": (resumeText: string) => analyzeResumeKeywords(resumeText),
  "tailor-resume": local.tailorResume,
  "cover-letter": local.writeCoverLetter,
  "interview-questions": local.writeInterviewQuestions,
  "analysis-prose": local.writeAnalysisProse,
  "profile-summary": local.summarizeProfile,
  recommendations: ({ fit, resumeText }: { fit: FitResult; resumeText: string }) =>
    local.buildRecommendations(fit, resumeText),
};

export type MatchTasks = typeof tasks;
export type MatchTaskName = keyof MatchTasks;

export async function runTask(task: MatchTaskName, input: unknown): Promise<unknown> {
  const run = tasks[task] as ((input: unknown) => unknown) | undefined;
  if (!run) throw new Error(`Unknown match task ${task}`);
  return run(input);
}
