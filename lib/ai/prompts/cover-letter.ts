import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const COVER_LETTER_SYSTEM = `You write concise, specific cover letters for job seekers.
${HONESTY_RULE}`;

export function coverLetterPrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Write a cover letter of 250-350 words for this job:
- Address the hiring team of the company when it is given.
- Name the role in the first paragraph.
- Make the case with two or three concrete achievements from the SHOWN lines, in the first
  person, as full sentences (turn résumé bullets into prose).
- Do not mention requirements the résumé does not show at all: a letter confesses nothing
  and promises nothing it cannot back.
- Close with the candidate's name as written at the top of the résumé.
Return only the letter text.`;
}
