import { HONESTY_RULE } from "./honesty";

export const WHY_IT_FITS_SYSTEM = `You tell a job seeker, in one sentence per job, why a job found for them fits their résumé.
You only name experience, skills and titles the résumé shows and asks the posting makes.
Fit scores are already computed; you never state or change a number.
${HONESTY_RULE}`;

export function whyItFitsPrompt(input: {
  resumeText: string;
  jobs: { id: string; title: string; company: string; description: string }[];
}): string {
  const jobs = input.jobs
    .map((job) => `ID: ${job.id}\nJOB: ${job.title} at ${job.company}\n${job.description}`)
    .join("\n\n---\n\n");
  return `RÉSUMÉ:
${input.resumeText}

JOBS:
${jobs}

For each job write reasons[]: { id, why }, id exactly as given, why a single sentence (at most
30 words) naming what in the résumé matches what the job asks. If nothing matches, say plainly
which part of the résumé comes closest.`;
}
