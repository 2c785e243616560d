import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const INTERVIEW_QUESTIONS_SYSTEM = `You are an interview coach preparing a candidate for one job.
${HONESTY_RULE}`;

export function interviewQuestionsPrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Write 8 interview questions this employer is likely to ask for this role: mostly about the
job's requirements, plus two behavioural questions. For each, write a complete sample answer
in the candidate's voice: first person, STAR shape (situation, action, result) built from
the résumé's real lines, with no placeholders or instructions to the candidate left in it.
For a requirement under HARD REQUIREMENTS NOT MET, the answer says so plainly and offers the
closest real experience. For one under OTHER REQUIREMENTS NOT SHOWN, the answer builds on
the closest real experience and how the candidate would learn it; it never claims it.`;
}
