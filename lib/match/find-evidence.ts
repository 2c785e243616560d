import { lineHasPhrase, stem } from "./extract-phrases";
import { matchSkills } from "./skill-matcher";
import { tokenize } from "./tokenize";
import { isBullet } from "./bullets";

export type ResumeIndex = {
  /** Résumé lines, trimmed, indexed like the tokenizer's line numbers. */
  lines: string[];
  /** Skill id -> line numbers where it appears, in order. */
  skillLines: Map<number, number[]>;
  /** Skill ids by mention count (desc), then first appearance. */
  rankedSkills: number[];
  lineStems: Set<string>[];
};

// A role line with its dates ("Scrum Master, Orbit Retail (2020 - Present)") is a heading.
const ROLE_DATES_RE = /\b(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present|current|now)\b/i;

// A line listing skills ("Skills: React, Node.js, SQL") proves less than a sentence that
// uses the skill, so a narrative line is preferred as evidence when there is one.
function isNarrative(line: string): boolean {
  if (!isBullet(line) && ROLE_DATES_RE.test(line)) return false;
  const words = line.split(/\s+/).length;
  const commas = (line.match(/,/g) ?? []).length;
  return words >= 6 && !/^[^:]{1,30}:/.test(line) && commas < words / 3;
}

export function indexResume(text: string): ResumeIndex {
  const lines = text.split("\n").map((l) => l.trim());
  const tokens = tokenize(text);
  const lineStems = lines.map(() => new Set<string>());
  for (const t of tokens) lineStems[t.line].add(stem(t.lower));
  const skillLines = new Map<number, number[]>();
  for (const m of matchSkills(text, tokens)) {
    const list = skillLines.get(m.skillId);
    if (!list) skillLines.set(m.skillId, [m.line]);
    else if (list[list.length - 1] !== m.line) list.push(m.line);
  }
  // Map iteration order is first appearance, and Array.prototype.sort is stable.
  const rankedSkills = [...skillLines.keys()].sort(
    (a, b) => skillLines.get(b)!.length - skillLines.get(a)!.length,
  );
  return { lines, skillLines, rankedSkills, lineStems };
}

/** The best résumé line showing a vocabulary skill, or null. */
export function skillEvidence(index: ResumeIndex, skillId: number): string | null {
  const found = index.skillLines.get(skillId);
  if (!found) return null;
  const narrative = found.find((n) => isNarrative(index.lines[n]));
  return index.lines[narrative ?? found[0]];
}

/** The best résumé line containing every word of a phrase (stemmed), or null. */
export function phraseEvidence(index: ResumeIndex, phrase: string): string | null {
  let fallback: string | null = null;
  for (let n = 0; n < index.lines.length; n++) {
    if (!lineHasPhrase(index.lineStems[n], phrase)) continue;
    if (isNarrative(index.lines[n])) return index.lines[n];
    fallback ??= index.lines[n];
  }
  return fallback;
}
