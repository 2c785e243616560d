import type { FitResult } from "@/lib/match";
import { knownCompany } from "../local/text";
import { isHardRequirement } from "../local/wording";

/** The rule every generation prompt carries (DESIGN.md "AI layer", issue 3 "Honesty rule"). */
export const HONESTY_RULE = `Use only facts stated in the candidate's résumé and the job posting below.
Never invent or change an employer, job title, degree, school, certification, date, number,
metric, tool or responsibility. If the job asks for something the résumé does not show, do
not claim it. Never write that the candidate lacks, has not done or is new to anything under
SHOWN or PARTLY SHOWN below: before any sentence about something the candidate lacks, check
the whole résumé, and if a line shows it, use that line instead.
Write plain text without Markdown formatting.`;

export type PromptInput = {
  resumeText: string;
  job: { title: string; company: string; description: string };
  fit: FitResult;
};

function list(lines: string[]): string {
  return lines.length > 0 ? lines.map((line) => `- ${line}`).join("\n") : "- (none)";
}

/**
 * The facts block shared by the résumé, letter and question prompts: what the deterministic
 * matcher found, requirement by requirement, with the résumé line that shows each.
 */
export function factsBlock({ resumeText, job, fit }: PromptInput): string {
  const shown = fit.requirements.filter((r) => r.evidence !== null);
  const partly = fit.requirements.filter((r) => r.evidence === null && r.partial);
  const missing = fit.requirements.filter((r) => r.evidence === null && !r.partial);
  const hard = missing.filter(isHardRequirement);
  const soft = missing.filter((r) => !isHardRequirement(r));
  return [
    `JOB TITLE: ${job.title}`,
    `COMPANY: ${knownCompany(job.company) ?? "(not given)"}`,
    `JOB POSTING:\n${job.description}`,
    `SHOWN (requirement: the résumé line that shows it):\n${list(shown.map((r) => `${r.keyword}: ${r.evidence}`))}`,
    `PARTLY SHOWN (requirement: the closest line):\n${list(partly.map((r) => `${r.keyword}: ${r.partial}`))}`,
    `HARD REQUIREMENTS THE RÉSUMÉ DOES NOT SHOW (licence, degree, years, team or budget size; the candidate may meet them without the résumé saying so):\n${list(hard.map((r) => (r.detail ? `${r.keyword} (${r.detail})` : r.keyword)))}`,
    `OTHER REQUIREMENTS NOT SHOWN:\n${list(soft.map((r) => r.keyword))}`,
    `CANDIDATE RÉSUMÉ:\n${resumeText}`,
  ].join("\n\n");
}
