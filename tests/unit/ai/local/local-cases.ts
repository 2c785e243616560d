import { analyzeFit } from "@/lib/match";
import {
  buildRecommendations,
  summarizeProfile,
  tailorResume,
  writeCoverLetter,
  writeInterviewQuestions,
  type LocalInput,
} from "@/lib/ai/local";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { EVIDENCE_SET, type EvidencePair } from "../../../fixtures/evidence-set";
import { HOLDOUT_SET } from "../../../fixtures/evidence-holdout";
import { HOLDOUT_SET_2 } from "../../../fixtures/evidence-holdout-2";
import { HOLDOUT_SET_3 } from "../../../fixtures/evidence-holdout-3";
import { HOLDOUT_SET_4 } from "../../../fixtures/evidence-holdout-4";
import { HOLDOUT_SET_5 } from "../../../fixtures/evidence-holdout-5";
import { HOLDOUT_SET_6 } from "../../../fixtures/evidence-holdout-6";
import { HOLDOUT_SET_7 } from "../../../fixtures/evidence-holdout-7";
import { HOLDOUT_SET_8 } from "../../../fixtures/evidence-holdout-8";
import { HOLDOUT_SET_9 } from "../../../fixtures/evidence-holdout-9";
import { HOLDOUT_SET_10 } from "../../../fixtures/evidence-holdout-10";
import { HOLDOUT_SET_11 } from "../../../fixtures/evidence-holdout-11";
import { HOLDOUT_SET_12 } from "../../../fixtures/evidence-holdout-12";
import { EVIDENCE_NOW } from "../../../support/evidence-eval";
import { labelledTriples } from "../../match/fixtures/labelled-set";

export type LocalCase = { label: string; input: LocalInput };

export function localInput(
  resumeText: string,
  job: { title: string; company: string; description: string },
): LocalInput {
  const fit = analyzeFit({ resumeText, jobTitle: job.title, jobDescription: job.description });
  return { resumeText, job, fit };
}

/** Every text the engine writes for one résumé and job: résumé, letter, questions, plan, snapshot. */
export function engineTexts(input: LocalInput): string[] {
  const keywords = analyzeResumeKeywords(input.resumeText);
  return [
    tailorResume(input),
    writeCoverLetter(input),
    ...writeInterviewQuestions(input).flatMap((q) => [q.question, q.answer]),
    ...buildRecommendations(input.fit).flatMap((r) => [r.insight ?? "", r.recommendation]),
    summarizeProfile({
      resumeText: input.resumeText,
      skills: keywords.skills,
      jobTitles: keywords.jobTitles,
    }),
  ];
}

/** Every pair of the hand-labelled evidence set, then every labelled job with its résumés. */
export function evidenceCases(): LocalCase[] {
  return [...EVIDENCE_SET.map(pairCase), ...labelledCases()];
}

/**
 * The pairs of the held-out sets. The engine's writing was mended on sets 1 and 2; sets 3
 * to 12 were added as they were.
 */
export function heldOutCases(): LocalCase[] {
  return [
    ...HOLDOUT_SET,
    ...HOLDOUT_SET_2,
    ...HOLDOUT_SET_3,
    ...HOLDOUT_SET_4,
    ...HOLDOUT_SET_5,
    ...HOLDOUT_SET_6,
    ...HOLDOUT_SET_7,
    ...HOLDOUT_SET_8,
    ...HOLDOUT_SET_9,
    ...HOLDOUT_SET_10,
    ...HOLDOUT_SET_11,
    ...HOLDOUT_SET_12,
  ].map(pairCase);
}

function pairCase(pair: EvidencePair): LocalCase {
  return {
    label: pair.id,
    input: {
      resumeText: pair.resumeText,
      job: { title: pair.jobTitle, company: pair.company, description: pair.jobDescription },
      fit: analyzeFit({
        resumeText: pair.resumeText,
        jobTitle: pair.jobTitle,
        jobDescription: pair.jobDescription,
        now: EVIDENCE_NOW,
      }),
    },
  };
}

// Half the jobs have a company, half the quick-start default "—" (spec 1 §4).
const COMPANIES = ["Northstar Labs", "—"];

/** Every labelled job with each of its three résumés (strong, middling, weak). */
export function labelledCases(): LocalCase[] {
  return labelledTriples().flatMap((t, i) =>
    (["strong", "middling", "weak"] as const).map((fit) => ({
      label: `${t.name}/${fit}`,
      input: localInput(t[fit], {
        title: t.jobTitle,
        company: COMPANIES[i % COMPANIES.length],
        description: t.jobDescription,
      }),
    })),
  );
}

export const SECTIONED_RESUME = `JORDAN RIVERA
jordan.rivera@example.com | (555) 010-2040 | Austin, TX

PROFESSIONAL SUMMARY
Backend engineer focused on reliable APIs.

EXPERIENCE
Software Engineer, Fabrikam Payments (2020 - Present)
• Wrote onboarding docs for new hires.
• Built Python and Django services handling 2 million requests a day.
• Ran PostgreSQL schema migrations with zero downtime.
Junior Developer, Litware (2018 - 2020)
• Fixed bugs in a PHP billing system.
• Automated deployments with Docker and GitHub Actions.

EDUCATION
B.S. Computer Science, University of Texas at Austin, 2018

SKILLS
Languages: PHP, Python, SQL, JavaScript
Tools: Git, Docker, PostgreSQL, Django, Redis

CERTIFICATIONS
- AWS Certified Developer – Associate (2022)`;

export const BACKEND_JOB = {
  title: "Backend Engineer",
  company: "Tailwind Health",
  description: `About Tailwind Health
Tailwind Health is a clinic scheduling platform used by 300 clinics.
Requirements:
- 3+ years of Python and Django
- PostgreSQL and Redis
- Docker and Kubernetes
Nice to have:
- AWS
- GraphQL`,
};

// Alternatives ("Zendesk or Freshdesk") are one requirement each in lib/match.
export const SUPPORT_JOB = {
  title: "Support Engineer",
  company: "Helpwise",
  description: `Requirements:
- Experience with Zendesk or Freshdesk
- Cloud experience with AWS, GCP or Azure
- Python scripting`,
};

export const ZENDESK_RESUME = `Sam Lee
Support Engineer, Initech (2019 - Present)
- Resolved 60 tickets a day in Zendesk for a SaaS help desk.
- Wrote Python scripts that tag incoming tickets by topic.`;

export const PLAIN_RESUME = `I have worked in retail for several years and enjoy helping customers.
I managed the store's weekend schedule and trained new staff on the till.`;

export const NO_REQUIREMENTS_JOB = {
  title: "Untitled",
  company: "—",
  description: "Join us! Great place to be. Apply today.",
};
