import { isBullet } from "../bullets";
import { degreeMentions } from "../degrees";
import { hasOutcome } from "../outcome";
import { findResumeTitles } from "../seniority";
import { matchSkills } from "../skill-matcher";
import {
  clipConcept,
  HAS_ACRONYM,
  HAS_CLIP,
  prefixConcept,
  spelledNames,
  termAcronym,
} from "../evidence/concept-evidence";
import { relatedConcepts } from "../nlp/concepts";
import { clippedForm } from "../nlp/word-key";
import { STOP_WORDS } from "../stop-words";
import { termsOf, type Term } from "../terms";
import { tokenize } from "../tokenize";
import { dateRanges, yearsCovered, type DateRange } from "./dates";
import { ownTerms } from "./other-party";
import { parseResume, type LineKind } from "./sections";

/** One line of the résumé as evidence is read from it. */
export type ResumeLine = {
  index: number;
  /** Trimmed, as written. */
  text: string;
  kind: LineKind;
  isBullet: boolean;
  /** A role heading with its dates ("CSM, Pinecrest (2018 - 2021)"), or its dates line. */
  isRoleLine: boolean;
  terms: Term[];
  /** Its words' and skills' concepts (a skill also gives its words' concepts). */
  concepts: Set<string>;
  /** Its words' own keys (no synonyms), and its skills' concepts. */
  keys: Set<string>;
  hasOutcome: boolean;
  /** The role the line sits under, or null. */
  role: number | null;
};

export type ResumeRole = {
  title: string;
  /** The role heading's line. */
  line: number;
  ranges: DateRange[];
  /** Lines under the role (its bullets and sentences). */
  body: number[];
};

export type ResumeIndex = {
  lines: ResumeLine[];
  roles: ResumeRole[];
  /** Skill id -> line numbers where it appears, in order. */
  skillLines: Map<number, number[]>;
  /** Skill ids by mention count (desc), then first appearance. */
  rankedSkills: number[];
  /** Years covered by the dated roles, overlaps once; null when no role has dates. */
  totalYears: number | null;
  now: Date;
};

const NOT_WORK: ReadonlySet<LineKind> = new Set([
  "header",
  "heading",
  "education",
  "skills",
  "certifications",
]);

const SPELLED_KINDS: ReadonlySet<LineKind> = new Set(["certifications", "education"]);

// Generic words count here too ("success" in "customer success"): an ask never consists of
// them, but a skill written in other words may need them.
export function lineConcepts(terms: Term[], kind: LineKind): Set<string> {
  const concepts = new Set<string>();
  for (const [at, term] of terms.entries()) {
    if (!term.concept || STOP_WORDS.has(term.lower)) continue;
    concepts.add(term.concept);
    const prefix = prefixConcept(term.key);
    if (prefix) concepts.add(prefix);
    const clip = term.isSkill ? null : clippedForm(term.lower);
    if (clip) concepts.add(clipConcept(clip)).add(HAS_CLIP);
    const acronym = termAcronym(terms, at);
    if (acronym) concepts.add(acronym).add(HAS_ACRONYM);
    for (const part of term.parts) concepts.add(part);
    // Words WordNet derives from this one show their asks too: "induction" shows "induce",
    // and so do a skill's words ("welder" from "TIG welding").
    for (const word of term.lower.split(/[\s/-]+/))
      for (const related of relatedConcepts(word)) concepts.add(related);
  }
  // A credential written out answers its letters; a job title's initials say nothing
  // ("Senior Marketing Specialist" is not SMS).
  if (SPELLED_KINDS.has(kind)) for (const spelled of spelledNames(terms)) concepts.add(spelled);
  return concepts;
}

/**
 * A line naming a degree is education, but a job at a school named "... High School" is
 * work: "Math Teacher, Westfield High School (2016 - Present)".
 */
function isEducationLine(line: string): boolean {
  const mentions = degreeMentions(line);
  if (mentions.length === 0) return false;
  const isSchoolName = (d: (typeof mentions)[number]) => {
    const before = line.slice(Math.max(0, d.index - 40), d.index);
    const lastWord = before.trimEnd().split(" ").pop() ?? "";
    return d.level === 0 && /\s$/.test(before) && /^\p{Lu}/u.test(lastWord);
  };
  return !(mentions.every(isSchoolName) && findResumeTitles(line).length > 0);
}

export function indexResume(text: string, now: Date = new Date()): ResumeIndex {
  const rawLines = text.replace(/\r\n?/g, "\n").split("\n");
  const { lineKinds } = parseResume(text);
  const skillLines = new Map<number, number[]>();
  const lines: ResumeLine[] = rawLines.map((raw, index) => {
    const line = raw.trim();
    const kind = lineKinds[index] ?? "other";
    const dates = dateRanges(line, now);
    const isWork = !NOT_WORK.has(kind) && !isEducationLine(line);
    const tokens = tokenize(line);
    const skills = matchSkills(line, tokens);
    for (const m of skills) {
      const list = skillLines.get(m.skillId);
      if (!list) skillLines.set(m.skillId, [index]);
      else if (list[list.length - 1] !== index) list.push(index);
    }
    const terms = ownTerms(line, termsOf(line, tokens, dates, skills));
    return {
      index,
      text: line,
      kind,
      isBullet: isBullet(line),
      isRoleLine: isWork && dates.length > 0 && !isBullet(line) && !isProse(line),
      terms,
      concepts: lineConcepts(terms, kind),
      keys: new Set(terms.filter((t) => t.concept).map((t) => t.key)),
      hasOutcome: hasOutcome(line),
      role: null,
    };
  });
  const roles = findRoles(
    lines,
    rawLines.map((raw) => raw.trim()),
    now,
  );
  roles.forEach((role, r) => {
    lines[role.line].role = r;
    for (const at of role.body) lines[at].role = r;
  });
  const rankedSkills = [...skillLines.keys()].sort(
    (a, b) => skillLines.get(b)!.length - skillLines.get(a)!.length,
  );
  const allRanges = roles.flatMap((role) => role.ranges);
  return {
    lines,
    roles,
    skillLines,
    rankedSkills,
    totalYears: allRanges.length > 0 ? yearsCovered(allRanges) : null,
    now,
  };
}

// "Certified coder with 7 years ... I code surgeries ... Audit accuracy 97–99% since 2021.":
// sentences, not a role's heading, though they hold a date.
// A short capitalised word's period ("St. Brendan Medical Center", "Mt. Sinai", "Inc.") is
// no sentence's end.
const SENTENCE_BREAK_RE = /(?<!(?:^|[\s(])\p{Lu}\p{Ll}{0,2})\p{Ll}[.!?]\s+\p{Lu}/u;
const MAX_HEADING_WORDS = 24;
// Words, not separators: "Title | Employer – Site (150 units) | City | Mar 2024 – Present".
const isProse = (line: string) =>
  SENTENCE_BREAK_RE.test(line) ||
  line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length > MAX_HEADING_WORDS;

/**
 * Roles: each dated line outside education and skills, titled by itself or, when it holds
 * only dates, by the line above; its body runs to the next role or heading.
 */
function findRoles(lines: ResumeLine[], texts: string[], now: Date): ResumeRole[] {
  const roles: ResumeRole[] = [];
  let current: ResumeRole | null = null;
  for (const line of lines) {
    if (line.kind === "heading") {
      current = null;
      continue;
    }
    if (line.isRoleLine) {
      const ranges = dateRanges(line.text, now);
      const ownTitle = findResumeTitles(line.text)[0];
      const above = lines[line.index - 1];
      const usesAbove =
        !ownTitle &&
        above &&
        above.text &&
        !above.isBullet &&
        !above.isRoleLine &&
        above.kind !== "heading" &&
        above.kind !== "header";
      const titleLine = usesAbove ? above.index : line.index;
      // The dates line's role already started at the line above; pull it out of the old body.
      if (usesAbove && current) current.body = current.body.filter((at) => at !== above.index);
      current = {
        title:
          ownTitle ??
          findResumeTitles(texts[titleLine])[0] ??
          texts[titleLine].split(/(?<!\s)\s*[,|(–—·•]\s*/)[0],
        line: titleLine,
        ranges,
        body: usesAbove ? [line.index] : [],
      };
      roles.push(current);
      continue;
    }
    if (current && line.text && NOT_WORK.has(line.kind) === false) current.body.push(line.index);
  }
  return roles;
}
