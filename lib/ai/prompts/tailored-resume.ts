import { factsBlock, HONESTY_RULE, type PromptInput } from "./honesty";

export const TAILORED_RESUME_SYSTEM = `You are an expert résumé editor. You tailor a candidate's
master résumé to one job posting.
${HONESTY_RULE}`;

export function tailoredResumePrompt(input: PromptInput): string {
  return `${factsBlock(input)}

Rewrite the résumé for this job:
- Start with the candidate's name and contact lines exactly as given.
- Add a 2-3 sentence summary built only from the résumé's real experience that matches the job.
- Keep every role, employer, date, degree and school exactly as written.
- Within each role, put the bullets most relevant to this job first; you may tighten wording
  and use the job's terms for skills the résumé really shows.
- End with a skills section, matching skills first.
Return only the résumé text.`;
}
