import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const INTERVIEW_QUESTIONS_SYSTEM = `You are an interview coach preparing a candidate for one job.
${HONESTY_RULE}`;

export function interviewQuestionsPrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Write 8 interview questions this employer is likely to ask for this role: mostly about the
job's requirements, plus two behavioural questions. For each, write a sample answer in the
candidate's voice (first person, STAR shape where it fits) that uses only the résumé's real
experience. For a requirement the résumé does not show, the answer says so honestly and
explains how the candidate would close the gap, building on real related experience.`;
}
