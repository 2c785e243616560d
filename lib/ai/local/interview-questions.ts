import { backgroundQuestion, behaviouralQuestions } from "./behavioural-questions";
import { questionContext } from "./question-context";
import { requirementQuestions, type QA } from "./requirement-questions";
import type { LocalInput } from "./types";

const MAX_QUESTIONS = 10;

/**
 * 8 to 10 interview questions: the background opener, up to 6 on the job's requirements
 * (STAR answers from the résumé's evidence; honest answers for gaps), then standard
 * behavioural questions.
 */
export function writeInterviewQuestions(input: LocalInput): QA[] {
  const ctx = questionContext(input);
  // Requirement answers claim their evidence lines first, so the opener quotes another.
  const onRequirements = requirementQuestions(ctx);
  const background = backgroundQuestion(ctx);
  const behavioural = behaviouralQuestions(ctx);
  return [background, ...onRequirements, ...behavioural].slice(0, MAX_QUESTIONS);
}
