import { analyzeFit } from "@/lib/match";
import type { Coverage } from "./types";
import { sentencesOf } from "./words";

export type CoverageJob = { title: string; description: string };

/**
 * Which of the job's asks the candidate's answers showed, read by lib/match exactly as it
 * reads a résumé: every answer sentence is one line, so the evidence it finds is a sentence
 * the candidate said, quoted as is. Structured asks the matcher judges from dated roles
 * (years, degrees) cannot be shown in speech this way and count as untouched.
 */
export function coverageOf(answers: string[], job: CoverageJob): Coverage {
  const lines = answers.flatMap(sentencesOf);
  const fit = analyzeFit({
    resumeText: lines.join("\n"),
    jobTitle: job.title,
    jobDescription: job.description,
  });
  const said = new Set(lines);
  const demonstrated: Coverage["demonstrated"] = [];
  const untouched: string[] = [];
  for (const requirement of fit.requirements) {
    const quote = requirement.evidence?.trim();
    if (quote && said.has(quote)) demonstrated.push({ requirement: requirement.keyword, quote });
    else untouched.push(requirement.keyword);
  }
  return { demonstrated, untouched };
}
