/** The rule every generation prompt carries (DESIGN.md "AI layer", issue 3 "Honesty rule"). */
export const HONESTY_RULE = `Use only facts stated in the candidate's résumé and the job posting below.
Never invent or change an employer, job title, degree, school, certification, date, number,
metric, tool or responsibility. If the job asks for something the résumé does not show, do
not claim it; leave it out or say honestly that it is an area the candidate is building.
Write plain text without Markdown formatting.`;

export type PromptInput = {
  resumeText: string;
  job: { title: string; company: string; description: string };
  matchedKeywords: string[];
  gaps: string[];
};

/** The facts block shared by the résumé, letter and question prompts. */
export function factsBlock({ resumeText, job, matchedKeywords, gaps }: PromptInput): string {
  return [
    `JOB TITLE: ${job.title}`,
    `COMPANY: ${job.company === "—" ? "(not given)" : job.company}`,
    `JOB POSTING:\n${job.description}`,
    `REQUIREMENTS THE RÉSUMÉ COVERS: ${matchedKeywords.join(", ") || "(none found)"}`,
    `REQUIREMENTS THE RÉSUMÉ DOES NOT SHOW: ${gaps.join(", ") || "(none)"}`,
    `CANDIDATE RÉSUMÉ:\n${resumeText}`,
  ].join("\n\n");
}
