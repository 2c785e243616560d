import { HONESTY_RULE } from "./honesty";

export const ANALYSIS_PROSE_SYSTEM = `You explain a job-fit score that has already been computed.
You never change or recompute the numbers.
${HONESTY_RULE}`;

export function analysisProsePrompt(input: {
  job: { title: string; company: string; description: string };
  score: number;
  coverageCovered: number;
  coverageTotal: number;
  requirements: { keyword: string; kind: string; evidence: string | null }[];
  strengths: string[];
}): string {
  const evidence = input.requirements
    .map(
      (r) =>
        `- ${r.keyword} (${r.kind}): ${r.evidence ? `covered by "${r.evidence}"` : "not shown"}`,
    )
    .join("\n");
  return `JOB: ${input.job.title} at ${input.job.company}
SCORE: ${input.score}/100, covering ${input.coverageCovered} of ${input.coverageTotal} requirements.
REQUIREMENTS AND THE RÉSUMÉ LINE BEHIND EACH:
${evidence || "(none)"}

STRENGTHS AS FOUND:
${input.strengths.map((s, i) => `${i + 1}. ${s}`).join("\n") || "(none)"}

JOB POSTING:
${input.job.description}

Write:
- alignmentExplanation: 2-4 sentences on why the score is what it is, naming the evidence lines
  that count most and the most important requirements not shown. Use the numbers above exactly.
- companyOverview: 1-3 sentences about the company using only what the posting says; an empty
  string if the posting says nothing about the company.
- strengths: the strengths above, the same number in the same order, each reworded as one short
  sentence the candidate reads easily; keep any quoted résumé words exactly as quoted.`;
}
