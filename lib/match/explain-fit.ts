import { stripBullet } from "./bullets";
import type { FitBreakdown } from "./score-fit";
import { cutAtWord } from "./text-summary";
import type { Requirement, RequirementType } from "./types";

const CAP = 4;
const QUOTE_CHARS = 60;
const NAMES_SHOWN = 4;

export type FitProse = {
  alignmentExplanation: string;
  strengths: string[];
  flags: string[];
  gaps: string[];
};

// Hard asks first: a missing licence or degree matters before a missing duty.
const TYPE_ORDER: RequirementType[] = [
  "licence",
  "degree",
  "years",
  "leadership",
  "budget",
  "language",
  "skill",
  "phrase",
];
const byWeight = (a: Requirement, b: Requirement) =>
  TYPE_ORDER.indexOf(a.type ?? "skill") - TYPE_ORDER.indexOf(b.type ?? "skill");

/** A résumé line quoted inline, cut at a word boundary, so a quote never ends mid-word. */
export function quote(evidence: string, max = QUOTE_CHARS): string {
  return `'${cutAtWord(stripBullet(evidence), max)}'`;
}

function listNames(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

function coverageSentence(verb: string, noun: string, reqs: Requirement[]): string | null {
  if (reqs.length === 0) return null;
  const hit = reqs.filter((r) => r.evidence !== null);
  if (hit.length === 0) return `${verb} none of the ${reqs.length} ${noun}`;
  const first = [...hit].sort(byWeight)[0];
  return `${verb} ${hit.length} of ${reqs.length} ${noun} (${listNames(hit.map((r) => r.keyword))} — see ${quote(first.evidence as string)})`;
}

function titleSentence(b: FitBreakdown): string {
  if (!b.jobTitle) return "the job has no title to compare, so coverage is the whole score";
  if (!b.bestResumeTitle) return "no job title found in the résumé to compare";
  const pair = `(${b.jobTitle} ↔ ${b.bestResumeTitle})`;
  if (b.titleScore >= 0.6) return `title aligns ${pair}`;
  if (b.titleScore >= 0.3) return `title partly aligns ${pair}`;
  return `title does not align ${pair}`;
}

function levelSentence(b: FitBreakdown): string | null {
  if (!b.jobLevel || !b.resumeLevel) return null;
  if (b.levelPoints === 5) return `seniority matches (${b.resumeLevel})`;
  return `seniority differs (job ${b.jobLevel}, résumé ${b.resumeLevel})`;
}

/** What a missing requirement is, in a flag: the measured fact when there is one. */
function missingFlag(r: Requirement): string {
  if (r.detail) return `${r.keyword}: ${r.detail}`;
  if (r.partial) return `Partly shown: ${r.keyword} (see ${quote(r.partial)})`;
  return `No evidence of required ${r.keyword} in the résumé`;
}

export function describeFit(input: {
  score: number;
  requirements: Requirement[];
  breakdown: FitBreakdown;
  isScored: boolean;
}): FitProse {
  const { score, requirements, breakdown: b, isScored } = input;
  if (!isScored) {
    return {
      alignmentExplanation:
        "No requirements could be extracted from this job description (no skills, qualifications or duties it asks for), so no fit score was computed. Add the posting's requirements and analyze again.",
      strengths: [],
      flags: ["The job description lists no recognisable requirements."],
      gaps: [],
    };
  }
  const required = requirements.filter((r) => r.kind === "required");
  const preferred = requirements.filter((r) => r.kind === "preferred");
  const missingRequired = required.filter((r) => r.evidence === null).sort(byWeight);
  const partly = requirements.filter((r) => r.evidence === null && r.partial);
  const parts = [
    coverageSentence("meets", "requirements", required),
    missingRequired.length > 0
      ? `missing ${listNames(missingRequired.map((r) => r.keyword))}`
      : null,
    partly.length > 0 ? `${partly.length} more partly shown` : null,
    coverageSentence("shows", "nice-to-haves", preferred),
    titleSentence(b),
    levelSentence(b),
  ].filter((p): p is string => p !== null);
  const pct = Math.round(b.coverage * 100);
  const sign = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
  const sentence = parts.join("; ");
  const formula = b.jobTitle
    ? `85 × ${pct}% weighted coverage ${sign(b.titlePoints)} title ${sign(b.levelPoints)} seniority`
    : `100 × ${pct}% weighted coverage`;
  const alignmentExplanation = `${sentence[0].toUpperCase()}${sentence.slice(1)}. Score ${score} = ${formula}.`;

  const strengths = [...required, ...preferred]
    .filter((r) => r.evidence !== null)
    .sort(byWeight)
    .slice(0, 3)
    .map((r) => `${r.keyword} (${r.kind}): ${quote(r.evidence as string)}`);
  if (b.bestResumeTitle && b.titleScore >= 0.6) {
    strengths.splice(1, 0, `Title aligns: ${b.bestResumeTitle} ↔ ${b.jobTitle}`);
  }

  // Positioning problems first (they colour every skill), then each missing requirement,
  // hard ones (licence, degree, years) first.
  const flags: string[] = [];
  if (b.levelPoints < 0)
    flags.push(`Seniority gap: the job is ${b.jobLevel}, the résumé reads ${b.resumeLevel}`);
  if (b.jobTitle && b.bestResumeTitle && b.titleScore < 0.3)
    flags.push(`Title differs: ${b.bestResumeTitle} vs ${b.jobTitle}`);
  for (const r of missingRequired) flags.push(missingFlag(r));
  const missingPreferred = preferred.filter((r) => r.evidence === null).map((r) => r.keyword);
  if (missingPreferred.length > 0)
    flags.push(`Preferred but not shown: ${listNames(missingPreferred)}`);

  return {
    alignmentExplanation,
    strengths: strengths.slice(0, CAP),
    flags: flags.slice(0, CAP),
    gaps: requirements.filter((r) => r.evidence === null).map((r) => `${r.keyword} (${r.kind})`),
  };
}
