import { cachedIndex, hasOutcome, type FitResult, type Requirement } from "@/lib/match";
import { parseRoleLine } from "./resume-roles";
import { isBullet, stripBullet } from "@/lib/match/bullets";
import { isContactLine, isRoleLine } from "@/lib/resume/resume-lines";
import { proseSentences } from "./prose-sentences";

/** One résumé line and the requirements it is evidence for. */
export type EvidenceGroup = { line: string; requirements: Requirement[]; weight: number };

const weightOf = (r: Requirement) => (r.kind === "required" ? 3 : 1);

/** Evidence lines, strongest first: by the weight of what they cover, then job order. */
export function evidenceGroups(fit: FitResult, kind?: Requirement["kind"]): EvidenceGroup[] {
  const groups = new Map<string, EvidenceGroup>();
  for (const r of fit.requirements) {
    if (r.evidence === null || (kind && r.kind !== kind)) continue;
    const group = groups.get(r.evidence) ?? { line: r.evidence, requirements: [], weight: 0 };
    group.requirements.push(r);
    group.weight += weightOf(r);
    groups.set(r.evidence, group);
  }
  return [...groups.values()].sort((a, b) => b.weight - a.weight);
}

/** Résumé evidence weight per line (required 3, preferred 1), for reordering bullets. */
export function evidenceWeights(fit: FitResult): Map<string, number> {
  const weights = new Map<string, number>();
  for (const r of fit.requirements) {
    if (r.evidence !== null) weights.set(r.evidence, (weights.get(r.evidence) ?? 0) + weightOf(r));
  }
  return weights;
}

// Dates of a role line ("Scrum Master, Orbit Retail (2020 - Present)"): a heading, even
// when its title has no role noun lib/match knows.
const ROLE_DATES_RE = /\b(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present|current|now)\b/i;

// "Paychex Flex · Sage 300 CRE · Excel": a list, however long.
const DOT_LIST_RE = /\s[·|•]\s.*\s[·|•]\s/;

/**
 * A sentence about work done (a bullet, or a long line that is not a "Label: list"); never
 * the contact block ("Summerville, SC | 843-555-0152 | ...").
 */
export function isNarrative(line: string): boolean {
  if (isContactLine(line) || DOT_LIST_RE.test(line)) return false;
  // A role or degree heading ("Trident Technical College — A.A.S., Accounting (2023)").
  if (!isBullet(line) && (ROLE_DATES_RE.test(line) || isRoleLine(line))) return false;
  const text = stripBullet(line);
  const words = text.split(/\s+/).length;
  // A figure's comma ("4,500") and a time's colon ("9 pm–5:30 am") are not a list's.
  const commas = (text.match(/,(?!\d)/g) ?? []).length;
  if (/^[^:]{1,30}:(?!\d)/.test(text) || commas >= words / 3) return false;
  return isBullet(line) ? words >= 3 : words >= 6;
}

// "Skills: SQL, Python", "Licenses/Certs: CDL Class B".
export const LABEL_RE = /^([A-Za-z][A-Za-z &/]{1,30}):\s*(\S.*)$/;

/**
 * Worth quoting as proof: a sentence of work done, or a labelled list ("Skills: ...");
 * not a role line ("Registered Nurse, Mercy General ICU (2016 - Present)").
 */
export function isSayable(line: string): boolean {
  if (parseRoleLine(line.trim())) return false;
  return isNarrative(line) || LABEL_RE.test(stripBullet(line));
}

/**
 * A role's heading in this résumé, dated or with its dates on the next line ("Staff RN,
 * 5 West Surgical/Ortho — Maumee Valley Hospital, Toledo, OH"): a role, not work to quote.
 */
export function isRoleHeadingIn(resumeText: string, text: string): boolean {
  const index = cachedIndex(resumeText);
  const line = index.lines.find((l) => l.text === text.trim());
  return !!line && (line.isRoleLine || index.roles.some((role) => role.line === line.index));
}

const LISTING_KINDS = new Set(["education", "skills", "certifications"]);

/**
 * Whether a requirement's evidence shows it done at work: a sentence of work or a role held,
 * not a skills list, a certificate or coursework ("Intro to ICD-10-CM and CPT").
 */
export function isWorkEvidence(resumeText: string, text: string): boolean {
  const line = cachedIndex(resumeText).lines.find((l) => l.text === text.trim());
  if (line && LISTING_KINDS.has(line.kind)) return false;
  return isNarrative(text) || isRoleHeadingIn(resumeText, text);
}

/** Sentences of work done before labelled lists ("Certifications: ..."), order kept otherwise. */
export function narrativeFirst(lines: string[]): string[] {
  return [...lines.filter(isNarrative), ...lines.filter((l) => !isNarrative(l))];
}

/**
 * Résumé lines that read as work done (bullets; sentences when there are no bullets),
 * strongest first: an outcome, then a figure, then résumé order.
 */
export function narrativeLines(resumeText: string): string[] {
  const lines = resumeText.split(/\r?\n/).map((l) => l.trim());
  const bullets = lines.filter((l) => isBullet(l) && isNarrative(l));
  // Without bullets, the sentences; a role's heading ("Mortgage Loan Processor, First
  // Cabarrus Bank – Concord, NC", its dates on the next line) is none.
  const found =
    bullets.length > 0
      ? bullets
      : lines.filter((l) => isNarrative(l) && isSayable(l) && !isRoleHeadingIn(resumeText, l));
  const strength = (l: string) => (hasOutcome(l) ? 2 : 0) + (/\d/.test(l) ? 1 : 0);
  return found
    .map((line, index) => ({ line, index }))
    .sort((a, b) => strength(b.line) - strength(a.line) || a.index - b.index)
    .map((x) => x.line);
}

const MAX_SHOWN_SENTENCES = 2;

/** The words of their evidence lines that showed these requirements. */
export const matchedWords = (requirements: Requirement[]) =>
  requirements.flatMap((r) => r.matched ?? []);

/**
 * The part of a paragraph that shows the asks: the sentences holding the most of their
 * matched words, two at most and in the résumé's order ("Run 5-7 service calls a day ..."
 * out of a role written as one paragraph of eight sentences); a shorter line whole.
 */
export function shownPart(line: string, matched: string[]): string {
  const sentences = proseSentences(line);
  if (sentences.length <= MAX_SHOWN_SENTENCES) return line;
  const words = new Set(matched.map((word) => word.toLowerCase()));
  const hits = (sentence: string) =>
    sentence
      .toLowerCase()
      .split(/[^\p{L}\p{N}+#]+/u)
      .filter((word) => words.has(word)).length;
  const shown = sentences
    .map((sentence, index) => ({ sentence, index, hits: hits(sentence) }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, MAX_SHOWN_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  return (shown.length > 0 ? shown : sentences.slice(0, MAX_SHOWN_SENTENCES)).join(" ");
}
