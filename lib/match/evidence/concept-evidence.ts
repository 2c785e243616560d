import type { WeightedConcept } from "../asks/types";
import { clippedForm } from "../nlp/word-key";
import { isOutcomeKey, relatedConcepts } from "../nlp/concepts";
import type { ResumeIndex, ResumeLine } from "../resume/index-resume";
import type { Term } from "../terms";
import { totalWeight } from "../asks/concept-sets";
import { fromIndex } from "../resume/index-memo";
import { isOneThingDuty, isSummaryWithoutDeed, withDeeds } from "./duty-deeds";

/*
 * Evidence for an ask made of concepts (a phrase, a skill, a credential): the résumé line
 * that shows the largest share of its weight, counting a concept present when the line has
 * the word in any form or a synonym, a skill under any name or written out in words, and a
 * goal word ("targets", "quota") when the line states a quantified result.
 */

export type Found = { line: ResumeLine; share: number; matched: string[]; exact: number };

/** Share of the ask's weight a line must show, alone or (a little more) with one other line. */
export const LINE_SHARE = 0.55;
const PAIR_SHARE = 0.75;
const PAIR_FIRST_SHARE = 0.34;

/** The prefix concept that lets long derived words meet ("distribution" ~ "distributor"). */
export const prefixConcept = (key: string) => (key.length >= 8 ? `~${key.slice(0, 8)}` : null);

/** The concept a clipped word ("perio") adds to its line. */
export const clipConcept = (clip: string) => `^${clip}`;
/** Marks a set of concepts that holds any clipped word, so most lines skip the search. */
export const HAS_CLIP = "^";

/** Whether a clipped word stands for the word with this key ("perio", "periodont"). */
const isClipOf = (clip: string, key: string) =>
  key.length >= clip.length + 3 && key.startsWith(clip);

/** Whether the concepts hold a clipped form of the ask's word ("perio" for "periodontal"). */
function showsClipped(concepts: Set<string>, key: string): boolean {
  if (!concepts.has(HAS_CLIP)) return false;
  for (let n = 4; n <= Math.min(7, key.length - 3); n++)
    if (concepts.has(clipConcept(key.slice(0, n)))) return true;
  return false;
}

/** An acronym as a line writes it ("SRP", "BWX", "COs"): 2 to 5 capitals, maybe a plural. */
export const ACRONYM_RE = /^[A-Z]{2,5}s?$/;
const SHORT_ACRONYM_RE = /^[A-Z]{2}s?$/;
// Two capitals that stand for one thing, not for words of an ask ("sold across the US",
// "PC repair" is not patient care; a "PM" is a time, a project manager or preventive
// maintenance, never "pitch motors").
const NOT_ACRONYMS = new Set(["US", "UK", "EU", "PC", "TV", "ID", "OK", "AM", "PM"]);
export const acronymConcept = (lower: string) => `&${lower}`;

/**
 * The acronym concept of a line's term, or null. Two capitals after a capitalised word are
 * part of a name ("Spokane Falls CC", "Lakeview Family MA clinic"), not an acronym of an
 * ask's words.
 */
export function termAcronym(terms: readonly Term[], at: number): string | null {
  const { text } = terms[at];
  if (!ACRONYM_RE.test(text) || NOT_ACRONYMS.has(text.replace(/s$/, ""))) return null;
  const before = at > 0 ? terms[at - 1].text : "";
  if (SHORT_ACRONYM_RE.test(text) && /^[A-Z][a-z]/.test(before)) return null;
  return acronymConcept(text.replace(/s$/, "").toLowerCase());
}
/** Marks a line that holds any acronym. */
export const HAS_ACRONYM = "&";

/** The concept of a name written out whose initials an ask's acronym is ("EMD"). */
export const spelledConcept = (initials: string) => `*${initials}`;
const CAPITALISED_RE = /^\p{Lu}\p{Ll}+$/u;

/**
 * The initials of each name of 2 to 5 capitalised words the line writes out, as
 * concepts: "Emergency Medical Dispatcher – IAED" spells EMD for an ask that says "EMD".
 */
export function spelledNames(terms: readonly Term[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2 && run.length <= 5) out.push(spelledConcept(run.join("").toLowerCase()));
    run = [];
  };
  for (const term of terms) {
    if (term.hasBreakBefore) flush();
    for (const word of term.text.split(/[\s-]+/)) {
      if (CAPITALISED_RE.test(word)) run.push(word[0]);
      else flush();
    }
  }
  flush();
  return out;
}

/**
 * Runs of an ask's words that an acronym could stand for ("scaling and root planing":
 * "srp" for words 0-2), as the acronym's concept and the positions it covers.
 */
function acronymRuns(set: WeightedConcept[]): { concept: string; at: number[] }[] {
  const runs: { concept: string; at: number[] }[] = [];
  // A word in capitals gives all its letters: "IVC" for IV catheters.
  const initials = (words: string[]) =>
    acronymConcept(
      words
        .map((w) => (/^[A-Z]{2,3}$/.test(w) ? w : w[0]))
        .join("")
        .toLowerCase(),
    );
  for (let length = 2; length <= 5; length++)
    for (let start = 0; start + length <= set.length; start++) {
      const words = set.slice(start, start + length).map((c) => c.word);
      if (words.some((w) => !/^[a-z]{2,}$/i.test(w))) continue;
      runs.push({ concept: initials(words), at: words.map((_, i) => start + i) });
    }
  // A skill of several words is spelled by its own initials: "PO" for purchase orders.
  set.forEach((c, at) => {
    const words = c.word.split(/[\s-]+/);
    if (words.length >= 2 && words.length <= 5 && words.every((w) => /^[a-z]{2,}$/i.test(w)))
      runs.push({ concept: initials(words), at: [at] });
  });
  return runs;
}

/** Whether a set of concepts (a line's, a role's) shows one concept of an ask. */
export function showsConcept(
  concepts: Set<string>,
  c: WeightedConcept,
  hasOutcome = false,
): boolean {
  if (concepts.has(c.concept)) return true;
  if (c.anyOf?.some((a) => concepts.has(a))) return true;
  if (c.key && ACRONYM_RE.test(c.word) && concepts.has(spelledConcept(c.key))) return true;
  const prefix = c.key ? prefixConcept(c.key) : null;
  if (prefix && concepts.has(prefix)) return true;
  if (c.key && showsClipped(concepts, c.key)) return true;
  if (c.parts && c.parts.length > 0 && c.parts.every((p) => concepts.has(p))) return true;
  if (c.forms?.some((form) => form.every((p) => concepts.has(p)))) return true;
  return hasOutcome && isOutcomeKey(c.concept);
}

const shows = (line: ResumeLine, c: WeightedConcept) =>
  showsConcept(line.concepts, c, line.hasOutcome);

/**
 * How directly the line shows a concept: 2 for the skill itself or the very word, 1 for the
 * skill written out in words, 0 for a synonym.
 */
function exactness(line: ResumeLine, c: WeightedConcept): number {
  if (c.key) return line.keys.has(c.key) ? 2 : 0;
  if (line.keys.has(c.concept)) return 2;
  return (c.parts ?? []).length > 0 && c.parts!.every((p) => line.keys.has(p)) ? 1 : 0;
}

/** Words of the line that show one of the concepts (or an acronym of some), for highlighting. */
function matchedWords(
  line: ResumeLine,
  concepts: WeightedConcept[],
  acronyms: string[] = [],
): string[] {
  const wanted = new Set(concepts.flatMap((c) => [c.concept, ...(c.parts ?? [])]));
  const keys = concepts.flatMap((c) => (c.key ? [c.key] : []));
  const isShortForm = (t: Term, at: number) => {
    const acronym = termAcronym(line.terms, at);
    if (acronym) return acronyms.includes(acronym);
    const clip = t.isSkill ? null : clippedForm(t.lower);
    return clip !== null && keys.some((key) => isClipOf(clip, key));
  };
  return line.terms
    .filter(
      (t, at) =>
        wanted.has(t.concept) ||
        t.parts.some((p) => wanted.has(p)) ||
        relatedConcepts(t.lower).some((c) => wanted.has(c)) ||
        isShortForm(t, at),
    )
    .map((t) => t.text);
}

/** How good a line is as proof: a bullet of work first, then a sentence, then a list. */
export function linePreference(line: ResumeLine): number {
  if (line.kind === "skills" || line.kind === "certifications" || line.kind === "education")
    return 1;
  if (line.isRoleLine) return 1;
  if (line.isBullet) return 3;
  return line.text.split(/\s+/).length >= 6 ? 2 : 1;
}

export function isEvidenceLine(line: ResumeLine): boolean {
  return line.text !== "" && line.kind !== "header" && line.kind !== "heading";
}

function better(a: Found, b: Found): boolean {
  // Shares within a quarter of each other tie; then the better kind of line, then shorter.
  const bucket = (f: Found) => Math.floor(f.share * 4 + 1e-9);
  if (bucket(a) !== bucket(b)) return bucket(a) > bucket(b);
  const pa = linePreference(a.line);
  const pb = linePreference(b.line);
  if (pa !== pb) return pa > pb;
  if (a.exact !== b.exact) return a.exact > b.exact;
  if (a.share !== b.share) return a.share > b.share;
  return a.line.text.length < b.line.text.length;
}

/** Which lines may stand as evidence for an ask. */
export type LineFilter = (line: ResumeLine) => boolean;

/** Positions of the lines that hold each concept, and of the lines with an outcome. */
type ConceptLines = { byConcept: Map<string, number[]>; outcome: number[] };

function conceptLines(index: ResumeIndex): ConceptLines {
  return fromIndex(index, "conceptLines", () => {
    const byConcept = new Map<string, number[]>();
    const outcome: number[] = [];
    index.lines.forEach((line, at) => {
      for (const concept of line.concepts) {
        const lines = byConcept.get(concept);
        if (lines) lines.push(at);
        else byConcept.set(concept, [at]);
      }
      if (line.hasOutcome) outcome.push(at);
    });
    return { byConcept, outcome };
  });
}

/**
 * Which lines could show any concept of the set (a superset, by the concepts showsConcept
 * needs or an acronym), so the search skips the rest: lines without one of them show nothing.
 */
function candidateLines(index: ResumeIndex, set: WeightedConcept[]): Uint8Array {
  const { byConcept, outcome } = conceptLines(index);
  const marked = new Uint8Array(index.lines.length);
  const mark = (lines: number[] | undefined) => lines?.forEach((at) => (marked[at] = 1));
  mark(byConcept.get(HAS_ACRONYM));
  for (const c of set) {
    // A form with no words is shown by every line.
    if (c.forms?.some((form) => form.length === 0)) return marked.fill(1);
    mark(byConcept.get(c.concept));
    c.anyOf?.forEach((a) => mark(byConcept.get(a)));
    if (c.key && ACRONYM_RE.test(c.word)) mark(byConcept.get(spelledConcept(c.key)));
    if (c.key) {
      const prefix = prefixConcept(c.key);
      if (prefix) mark(byConcept.get(prefix));
      mark(byConcept.get(HAS_CLIP));
    }
    if (c.parts && c.parts.length > 0) mark(byConcept.get(c.parts[0]));
    c.forms?.forEach((form) => mark(byConcept.get(form[0])));
    if (isOutcomeKey(c.concept)) mark(outcome);
  }
  return marked;
}

function bestForSet(index: ResumeIndex, set: WeightedConcept[], accept: LineFilter): Found | null {
  const total = totalWeight(set);
  if (total === 0) return null;
  let best: Found | null = null;
  let bestShown: WeightedConcept[] = [];
  const candidates: { line: ResumeLine; shown: WeightedConcept[]; acronyms: string[] }[] = [];
  let runs: ReturnType<typeof acronymRuns> | null = null;
  let bestAcronyms: string[] = [];
  const isCandidate = candidateLines(index, set);
  // What a line must show: "L1 Advanced Engine Performance" is not engine work without "L1".
  const needed = set.filter((c) => c.mustShow);
  const tools = set.filter((c) => c.isTool);
  const isOneThing = isOneThingDuty(set);
  for (const [at, line] of index.lines.entries()) {
    if (!isCandidate[at] || !accept(line)) continue;
    if (line.concepts.has(HAS_ACRONYM)) runs ??= acronymRuns(set);
    const spelled = line.concepts.has(HAS_ACRONYM)
      ? runs!.filter((run) => line.concepts.has(run.concept))
      : [];
    const byAcronym = new Set(spelled.flatMap((run) => run.at));
    const shown = withDeeds(
      line,
      set,
      set.filter((c, i) => byAcronym.has(i) || shows(line, c)),
    );
    if (shown.length === 0) continue;
    const acronyms = spelled.map((run) => run.concept);
    if (needed.some((c) => !shown.includes(c))) continue;
    if (isOneThing && isSummaryWithoutDeed(line, set, shown)) continue;
    if (tools.length > 0 && !tools.some((c) => shown.includes(c))) continue;
    candidates.push({ line, shown, acronyms });
    // The words to highlight are found once, for the line that wins.
    const found = {
      line,
      share: totalWeight(shown) / total,
      matched: [],
      exact: shown.reduce((n, c) => n + exactness(line, c), 0),
    };
    if (!best || better(found, best)) [best, bestShown, bestAcronyms] = [found, shown, acronyms];
  }
  if (!best) return null;
  const winner: Found = {
    ...(best as Found),
    matched: matchedWords((best as Found).line, bestShown, bestAcronyms),
  };
  if (winner.share >= LINE_SHARE) return winner;
  // Two lines together: "96% renewal rate" and "$610K in expansion revenue" show
  // "renewal and expansion targets" between them.
  const firstShown = new Set(bestShown.map((c) => c.concept));
  let bestPair: Found | null = null;
  for (const other of candidates) {
    if (other.line === winner.line) continue;
    const union = set.filter((c) => firstShown.has(c.concept) || other.shown.includes(c));
    const share = totalWeight(union) / total;
    if (
      share >= PAIR_SHARE &&
      winner.share >= PAIR_FIRST_SHARE &&
      (!bestPair || share > bestPair.share)
    ) {
      bestPair = {
        line: winner.line,
        share,
        matched: [...winner.matched, ...matchedWords(other.line, other.shown, other.acronyms)],
        exact: winner.exact,
      };
    }
  }
  return bestPair ?? winner;
}

/** Below LINE_SHARE, a line showing this much of an ask shows it in part. */
export const PARTIAL_SHARE = 0.34;

/**
 * The best line for any alternative, with the alternative's position; null when no line
 * shows even part of it. The caller reads `share` against LINE_SHARE.
 */
export function conceptEvidence(
  index: ResumeIndex,
  alternatives: WeightedConcept[][],
  accept: LineFilter = isEvidenceLine,
): (Found & { alternative: number }) | null {
  let best: (Found & { alternative: number }) | null = null;
  alternatives.forEach((set, alternative) => {
    const found = bestForSet(index, set, accept);
    if (found && (!best || better(found, best))) best = { ...found, alternative };
  });
  return best && (best as Found).share >= PARTIAL_SHARE ? best : null;
}
