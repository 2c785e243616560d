import { COUNT, countValue } from "../numbers";
import type { ResumeIndex, ResumeLine } from "../resume/index-resume";
import { fromIndex } from "../resume/index-memo";
import { STOP_WORDS } from "../stop-words";
import { termsOf, type Term } from "../terms";
import { isEvidenceLine, type Found } from "./concept-evidence";
import type { JobAsk } from "../asks/types";
import type { AskEvidence } from "../find-evidence";

/*
 * A workload a posting counts ("a caseload of 40+ active matters", "15-20 open roles") is
 * shown by a line that counts as many of the same thing ("45–55 open matters", "15–18
 * engineering, data and ML reqs"), whatever words surround it.
 */

// A count, a range's upper end or a plus, then up to 40 characters of what it counts.
const COUNTED_RE = new RegExp(
  String.raw`\b(${COUNT})(?:\s*\+|\s*[-–]\s*(${COUNT}))?\s+([^.;:()%\d]{1,40})`,
  "gi",
);
const WORDS_BEFORE = 24;
const LINE_WORDS = 6;

type Counted = { low: number; high: number; things: Set<string> };

// People on a payroll or a roster, whatever a line calls them: "1,400+ employees", "~2,300
// hourly and salaried team members", "650 FTEs".
const PEOPLE_WORDS = new Set(
  "employee employees member members staff worker workers associate associates people personnel fte ftes headcount".split(
    " ",
  ),
);
const PEOPLE = "#people";

// Generic words count here ("partners", "roles"): they name what is counted.
const conceptsIn = (terms: Term[]) =>
  terms
    .filter((t) => t.concept && !STOP_WORDS.has(t.lower))
    .flatMap((t) => [t.concept, ...t.parts, ...(PEOPLE_WORDS.has(t.lower) ? [PEOPLE] : [])]);

// A typing speed as postings and résumés write it, "40 net words per minute" or "62 WPM",
// is counted as WPM.
const WORDS_PER_MINUTE_RE = /\b(?:net\s+|gross\s+)?words?\s+(?:per|a|an)\s+minute\b/gi;
const asWpm = (text: string) => text.replace(WORDS_PER_MINUTE_RE, "WPM");

/** Whether an ask is a typing speed: a count of words a minute. */
export const isTypingSpeed = (asked: string) => /\d(?:\s*\+)?\s*WPM\b/i.test(asWpm(asked));

/** The counts of a text whose typing speeds are already written as WPM. */
function countsIn(text: string, read: (match: RegExpExecArray) => string[]): Counted[] {
  const out: Counted[] = [];
  COUNTED_RE.lastIndex = 0;
  for (let m = COUNTED_RE.exec(text); m; m = COUNTED_RE.exec(text)) {
    const low = countValue(m[1]);
    const high = m[2] ? countValue(m[2]) : low;
    if (low === null || high === null) continue;
    const things = new Set(read(m));
    if (things.size > 0) out.push({ low, high, things });
  }
  return out;
}

/** The ask's counts, each with its head noun and the words just before ("a caseload of"). */
function askCounts(source: string): Counted[] {
  const asked = asWpm(source);
  return countsIn(asked, (m) => {
    const after = termsOf(m[3]);
    const stop = after.findIndex((t) => STOP_WORDS.has(t.lower));
    const head = conceptsIn(after.slice(0, stop < 0 ? after.length : stop)).slice(-1);
    const before = termsOf(asked.slice(Math.max(0, m.index - WORDS_BEFORE), m.index));
    return [...head, ...conceptsIn(before)];
  }).filter((c) => c.low >= 2);
}

// A workload and its size: "a caseload of about 50 students", "a requisition load of 15-20
// open roles"; on a résumé the size may follow it ("Caseload of 48–56 split between ...").
const WORKLOAD_OF = String.raw`\b(?:caseload|case load|workload|load|book|portfolio|queue|pipeline)\s+of\s+(?:about\s+|around\s+|roughly\s+|~\s*)?`;
const WORKLOAD_BEFORE_RE = new RegExp(`${WORKLOAD_OF}$`, "i");
const WORKLOAD_RE = new RegExp(`${WORKLOAD_OF}\\d`, "i");

const COUNT_ENDS = new Set(["by", "for", "from", "with", "to", "at", "on", "in", "per"]);

function lineCounts(text: string): Counted[] {
  const line = asWpm(text);
  return countsIn(line, (m) => {
    const before = WORKLOAD_BEFORE_RE.exec(
      line.slice(Math.max(0, m.index - WORDS_BEFORE), m.index),
    );
    const after = termsOf(m[3]).slice(0, LINE_WORDS);
    // What is counted ends at a preposition: "1003 applications by phone for loan officers"
    // counts applications, not loans ("15–18 engineering, data and ML reqs" counts reqs).
    const stop = after.findIndex((t) => COUNT_ENDS.has(t.lower));
    return conceptsIn([
      ...after.slice(0, stop < 0 ? after.length : stop),
      ...(before ? termsOf(before[0]) : []),
    ]);
  });
}

const meets = (held: Counted, wanted: Counted) =>
  held.high >= wanted.low && [...wanted.things].some((thing) => held.things.has(thing));

// "handling 60+ active shipments": a count with its plus is a workload too.
const AT_LEAST_RE = /\b\d[\d,]*\+\s+[a-z]/i;

/** Whether the ask is a workload of a stated size, which a line must count as large. */
export const countsWorkload = (asked: string) =>
  (WORKLOAD_RE.test(asked) || AT_LEAST_RE.test(asked)) && askCounts(asked).length > 0;

/** The line that counts every workload the ask counts, or null (also for an ask with none). */
export function countEvidence(asked: string, index: ResumeIndex): ResumeLine | null {
  const wanted = askCounts(asked);
  if (wanted.length === 0) return null;
  return (
    index.lines.find((line) => {
      if (!isEvidenceLine(line)) return false;
      const held = fromIndex(index, `counts ${line.index}`, () => lineCounts(line.text));
      return wanted.every((w) => held.some((h) => meets(h, w)));
    }) ?? null
  );
}

/** The line that counts what the ask counts as its evidence, or none with `missing`. */
function countedEvidence(ask: JobAsk, index: ResumeIndex, missing: Partial<AskEvidence>) {
  const counted = countEvidence(ask.asked, index);
  if (counted) return { keyword: ask.keyword, evidence: counted.text, matched: [] };
  return { keyword: ask.keyword, evidence: null, matched: [], ...missing };
}

/**
 * "Manage a caseload of about 50 students": the line that counts it is the proof; a
 * caseload of no stated size (the line `found` by its words) is not shown to be that large.
 */
export const workloadEvidence = (ask: JobAsk, index: ResumeIndex, found: Found): AskEvidence =>
  countedEvidence(ask, index, {
    matched: found.matched,
    partial: found.line.text,
    detail: "no line counts as many",
  });

/** A typing speed is met by the speed, not by the word "typing": 35 WPM is not 40. */
export const typingEvidence = (ask: JobAsk, index: ResumeIndex): AskEvidence =>
  countedEvidence(ask, index, { detail: "no line states as fast a typing speed" });
