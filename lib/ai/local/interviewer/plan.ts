import { backgroundQuestion } from "../behavioural-questions";
import { questionContext } from "../question-context";
import { asSentence } from "../text";
import type { LocalInput } from "../types";
import { asPosted, proseName } from "../wording";

export type PlannedQuestion = {
  text: string;
  source: "opening" | "qa" | "requirement" | "behavioural";
};

/** What the interviewer works through: who it interviews for, and its questions in order. */
export type InterviewPlan = {
  title: string | null;
  company: string | null;
  questions: PlannedQuestion[];
};

const FROM_QA = 2;
const FROM_GAPS = 2;
const BEHAVIOURAL = [
  "Tell me about a time you handled a difficult situation at work. What did you do, and how did it turn out?",
  "Tell me about the accomplishment you are most proud of, and how you know it made a difference.",
];
// Saved questions the plan already asks in its own words.
const ASKED_ELSEWHERE_RE = /^(?:walk me through your background|what questions do you have)/i;
const MAX_QUESTION_CHARS = 400;

const sameQuestion = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\W+/g, " ") === b.trim().toLowerCase().replace(/\W+/g, " ");

/**
 * The plan: the background opener, up to two of the job's saved Q&A questions, up to two
 * on requirements the résumé does not show yet, then two behavioural questions. It names
 * only what the posting and the résumé say; nothing about the company is invented.
 */
export function planInterview(input: LocalInput & { savedQuestions: string[] }): InterviewPlan {
  const ctx = questionContext(input);
  const questions: PlannedQuestion[] = [
    { text: backgroundQuestion(ctx).question, source: "opening" },
  ];
  const add = (text: string, source: PlannedQuestion["source"]) => {
    const clean = text.trim().slice(0, MAX_QUESTION_CHARS);
    if (clean && !questions.some((q) => sameQuestion(q.text, clean)))
      questions.push({ text: clean, source });
  };
  input.savedQuestions
    .filter((question) => !ASKED_ELSEWHERE_RE.test(question.trim()))
    .slice(0, FROM_QA)
    .forEach((question) => add(question, "qa"));
  [...ctx.gaps, ...ctx.partial]
    .slice(0, FROM_GAPS)
    .forEach((requirement) =>
      add(
        asSentence(
          `This role asks for ${asPosted(proseName(requirement, ctx.wording), ctx.description)}. Tell me about your experience with it, or how you would get up to speed`,
        ),
        "requirement",
      ),
    );
  BEHAVIOURAL.forEach((question) => add(question, "behavioural"));
  return { title: ctx.title, company: ctx.company, questions };
}
