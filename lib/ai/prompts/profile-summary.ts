import { HONESTY_RULE } from "./honesty";

export const PROFILE_SUMMARY_SYSTEM = `You write a short professional snapshot of a job seeker
for their own dashboard.
${HONESTY_RULE}`;

export function profileSummaryPrompt(input: {
  resumeText: string;
  skills: string[];
  jobTitles: string[];
}): string {
  return `TITLES IN THE RÉSUMÉ: ${input.jobTitles.join(", ") || "(none found)"}
SKILLS FOUND: ${input.skills.join(", ") || "(none found)"}

RÉSUMÉ:
${input.resumeText}

Write a professional snapshot of 2-3 sentences in the third person: who the candidate is
professionally, their strongest skills, and the kind of roles they fit. Return only the text.`;
}
