import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const INTERVIEW_QUESTIONS_SYSTEM = `You are an interview coach preparing a candidate for one job.
${HONESTY_RULE}`;

export function interviewQuestionsPrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Write 8 interview questions this employer is likely to ask for this role: mostly about the
job's requirements, plus two behavioural questions. For each, write a complete sample answer
in the candidate's voice: first person, STAR shape (situation, action, result) built from
the résumé's real lines, with no placeholders or instructions to the candidate left in it.
For a requirement under HARD REQUIREMENTS THE RÉSUMÉ DOES NOT SHOW, the answer says what the
résumé shows of it ("My résumé doesn't list an RN license", "My résumé shows about 4 years;
the posting asks for 5+"), never that the candidate lacks it, then offers the closest real
experience and how the candidate would address the requirement. For one under OTHER
REQUIREMENTS NOT SHOWN, the answer builds on the closest real experience and how the
candidate would approach it; it neither claims it nor says the candidate lacks it.`;
}
