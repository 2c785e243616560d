import { stripBullet } from "./bullets";
import type { FitBreakdown } from "./score-fit";
import { cutAtWord } from "./text-summary";
import type { Requirement } from "./types";

const CAP = 4;
const QUOTE_CHARS = 60;
const NAMES_SHOWN = 4;

export type FitProse = {
  alignmentExplanation: string;
  strengths: string[];
  flags: string[];
  gaps: string[];
};

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

function coverageSentence(label: string, reqs: Requirement[]): string | null {
  if (reqs.length === 0) return null;
  const hit = reqs.filter((r) => r.evidence !== null);
  if (hit.length === 0) return `covers none of the ${reqs.length} ${label} keywords`;
  const firstEvidence = hit[0].evidence as string;
  return `covers ${hit.length} of ${reqs.length} ${label} keywords (${listNames(hit.map((r) => r.keyword))} — see ${quote(firstEvidence)})`;
}

function titleSentence(b: FitBreakdown): string {
  if (!b.jobTitle) return "the job has no title to compare, so coverage is the whole score";
  if (!b.bestResumeTitle) return "no job title found in the résumé to compare";
  const pair = `(${b.jobTitle || "untitled job"} ↔ ${b.bestResumeTitle})`;
  if (b.titleScore >= 0.6) return `title aligns ${pair}`;
  if (b.titleScore >= 0.3) return `title partly aligns ${pair}`;
  return `title does not align ${pair}`;
}

function levelSentence(b: FitBreakdown): string | null {
  if (!b.jobLevel || !b.resumeLevel) return null;
  if (b.levelPoints === 5) return `seniority matches (${b.resumeLevel})`;
  return `seniority differs (job ${b.jobLevel}, résumé ${b.resumeLevel})`;
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
        "No requirements could be extracted from this job description (no known skills, tools, certifications or qualification lines), so no fit score was computed. Add the posting's requirements and analyze again.",
      strengths: [],
      flags: ["The job description lists no recognisable requirements."],
      gaps: [],
    };
  }
  const required = requirements.filter((r) => r.kind === "required");
  const preferred = requirements.filter((r) => r.kind === "preferred");
  const missingRequired = required.filter((r) => r.evidence === null).map((r) => r.keyword);
  const parts = [
    coverageSentence("required", required),
    missingRequired.length > 0 ? `missing ${listNames(missingRequired)}` : null,
    coverageSentence("preferred", preferred),
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

  const strengths = required
    .concat(preferred)
    .filter((r) => r.evidence !== null)
    .slice(0, 3)
    .map((r) => `${r.keyword} (${r.kind}): ${quote(r.evidence as string)}`);
  if (b.bestResumeTitle && b.titleScore >= 0.6) {
    strengths.splice(1, 0, `Title aligns: ${b.bestResumeTitle} ↔ ${b.jobTitle}`);
  }

  // Positioning problems first (they colour every skill), then each missing requirement.
  const flags: string[] = [];
  if (b.levelPoints < 0)
    flags.push(`Seniority gap: the job is ${b.jobLevel}, the résumé reads ${b.resumeLevel}`);
  if (b.jobTitle && b.bestResumeTitle && b.titleScore < 0.3)
    flags.push(`Title differs: ${b.bestResumeTitle} vs ${b.jobTitle}`);
  for (const keyword of missingRequired)
    flags.push(`No evidence of required ${keyword} in the résumé`);
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
