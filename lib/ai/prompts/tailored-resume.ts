import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const TAILORED_RESUME_SYSTEM = `You are an expert résumé editor. You tailor a candidate's
master résumé to one job posting.
${HONESTY_RULE}`;

export function tailoredResumePrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Rewrite the résumé for this job:
- Keep the header on top exactly as given: the name, then the title and contact lines.
- Write one summary of 2-3 full sentences, built only from the SHOWN lines that matter to
  this job. If the résumé has its own summary, rewrite it into this one; never stack two.
- Keep the sections in the résumé's order and every role, employer, date, degree and school
  exactly as written; drop no role.
- Within each role, put the bullets that show this job's requirements first; you may tighten
  wording and use the job's terms for skills the résumé really shows.
- In the skills section, put the skills this job asks for first.
- Correct casing and grammar; never a list of keywords where a sentence belongs.
Return only the résumé text.`;
}
