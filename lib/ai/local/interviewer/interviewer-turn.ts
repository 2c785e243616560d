import { acknowledge } from "./acknowledge";
import { answerCandidateQuestion } from "./candidate-questions";
import type { InterviewPlan } from "./plan";
import { FOLLOW_UPS, reviewAnswer } from "./review-answer";

/** What the interviewer does next: the plan and the candidate's answers decide it. */
export type InterviewStep =
  | { kind: "greeting"; questionIndex: 0 }
  | { kind: "follow-up"; questionIndex: number; followUp: string }
  | { kind: "next-question"; questionIndex: number }
  | { kind: "closing" }
  | { kind: "candidate-question" }
  | { kind: "farewell" }
  | { kind: "ended" };

export const CLOSING =
  "Thank you, that brings me to the end of my questions. What questions do you have for me about the role?";
export const FAREWELL =
  "Thank you for your time today. That is the end of the interview: press End Interview to finish, or Start New Interview to practise again.";
export const ENDED =
  "The interview is over. Press End Interview to finish, or Start New Interview to practise again.";

// "No", "Nope, that's all", "No questions, thank you", "I think that covers it".
const NO_MORE_QUESTIONS_RE =
  /^(?:no\b|nope\b|none\b|nothing\b|not really\b|that'?s (?:all|it)\b|i think that covers it\b|no more\b|i'?m good\b|all good\b)/i;

type Phase = "asking" | "questions-for-them" | "ended";

/**
 * Replays the candidate's answers against the plan and says what comes next. Only the
 * candidate's own messages count: the interviewer's earlier lines are recomputed, so the
 * same conversation always gets the same step. Each question gets at most one follow-up.
 */
export function nextStep(plan: InterviewPlan, answers: string[]): InterviewStep {
  let step: InterviewStep = { kind: "greeting", questionIndex: 0 };
  let phase: Phase = "asking";
  let index = 0;
  let hasFollowedUp = false;
  for (const answer of answers) {
    if (phase === "ended") {
      step = { kind: "ended" };
    } else if (phase === "questions-for-them") {
      const isDone = NO_MORE_QUESTIONS_RE.test(answer.trim());
      if (isDone) phase = "ended";
      step = isDone ? { kind: "farewell" } : { kind: "candidate-question" };
    } else {
      const { weakness } = reviewAnswer(answer);
      if (weakness && !hasFollowedUp) {
        hasFollowedUp = true;
        step = { kind: "follow-up", questionIndex: index, followUp: FOLLOW_UPS[weakness] };
      } else {
        index += 1;
        hasFollowedUp = false;
        if (index < plan.questions.length) step = { kind: "next-question", questionIndex: index };
        else {
          phase = "questions-for-them";
          step = { kind: "closing" };
        }
      }
    }
  }
  return step;
}

function greeting(plan: InterviewPlan): string {
  const role = plan.title ? `the ${plan.title} role` : "this role";
  const at = plan.company ? ` at ${plan.company}` : "";
  return `Hello, and thank you for joining me. I'll be interviewing you today for ${role}${at}. I have ${plan.questions.length} questions, and I may ask a follow-up or two. Let's begin.`;
}

/** The local interviewer's next line for the conversation so far (deterministic). */
export function localInterviewerReply(
  plan: InterviewPlan,
  answers: string[],
  job: { description: string },
): string {
  const step = nextStep(plan, answers);
  const last = answers.at(-1) ?? "";
  switch (step.kind) {
    case "greeting":
      return `${greeting(plan)} ${plan.questions[0].text}`;
    case "follow-up":
      return step.followUp;
    case "next-question":
      return `${acknowledge(last, step.questionIndex)} ${plan.questions[step.questionIndex].text}`;
    case "closing":
      return `${acknowledge(last, plan.questions.length)} ${CLOSING}`;
    case "candidate-question":
      return answerCandidateQuestion(last, { company: plan.company, description: job.description });
    case "farewell":
      return FAREWELL;
    case "ended":
      return ENDED;
  }
}
