import { clauseAsks } from "./asks/clause-asks";
import { boundedMemo } from "./bounded-memo";
import { isCondition } from "./asks/conditions";
import type { JobAsk, JobCondition } from "./asks/types";
import { sentenceRole, withoutLeadIn } from "./sentence-role";
import { TIME_ZONE_RE } from "./location";
import {
  clauseKind,
  postingHeader,
  splitRequirements,
  type RequirementLine,
} from "./split-requirements";
import type { RequirementKind } from "./types";

export type JobAsks = { asks: JobAsk[]; conditions: JobCondition[] };

const MAX_PHRASES = 32;
const MAX_ASKS = 40;
const CONDITION_WORDS = 12;

function conditionOf(clause: string, kind: RequirementKind): JobCondition {
  const words = clause.replace(/(?<![.;])[.;]+$/, "").split(/\s+/);
  const keyword =
    words.slice(0, CONDITION_WORDS).join(" ") + (words.length > CONDITION_WORDS ? "…" : "");
  return { keyword, kind, asked: clause.replace(/(?<![.;])[.;]+$/, "") };
}

// "Colorado local anesthesia permit, or the ability to obtain one within 90 days", "..., or
// able to earn them within 12 months": the ask is the permit; the time to get it is the
// employer's allowance, not a second ask.
const OBTAIN_LATER_RE =
  /(?<![\s,(])(?:,\s*|\s+)\(?or (?:(?:the |an )?(?:ability|willingness|eligibility)|(?:be )?(?:able|willing|eligible)) to (?:obtain|get|earn|acquire)\b[^;.)]*\)?/i;

// A licence named first in a clause that states a condition.
const LICENCE_BEFORE_RE = /^[^,;()]{0,60}?\blicen[cs]e\b/i;

// "..., with no high-pressure selling", "instead of throwing parts at it": what the job does
// not want is no ask.
const NOT_WANTED_RE =
  /(?<![\s,(])(?:,\s*|\s+)(?:with no|without|instead of|and never|but never)\s+[^,;.()]*/gi;

export function askKey(ask: JobAsk): string {
  // A licence in a skill's field is its own ask: "a dental hygiene program" and "an active
  // Colorado dental hygiene license" are two.
  if (ask.skillIds && ask.type !== "phrase")
    return `${ask.type === "licence" ? "l" : "s"}${[...ask.skillIds].sort((a, b) => a - b).join(",")}`;
  return `${ask.type}:${ask.keyword.toLowerCase()}`;
}

/**
 * The posting's asks as it states them, each once (required when any line requires it),
 * required before preferred, then in the posting's order; and its conditions.
 */
const CACHE_LIMIT = 64;
const cache = new Map<string, JobAsks>();

/**
 * The posting's asks (cached: one posting is read once however often it is scored). The
 * result is shared, so callers must not change it.
 */
export function extractAsks(description: string): JobAsks {
  const hit = cache.get(description);
  if (hit) return hit;
  const asks = readAsks(description);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(description, asks);
  return asks;
}

/*
 * A posting with a long list of duties could spend the phrase budget before its
 * requirements: the phrases of qualification lines (requirements, nice-to-haves) are kept
 * first, then duties, each in the posting's order.
 */
function withinPhraseBudget(asks: JobAsk[], fromQualification: Set<string>): JobAsk[] {
  const phrases = asks.filter((ask) => ask.type === "phrase");
  if (phrases.length <= MAX_PHRASES) return asks;
  const isQualification = (ask: JobAsk) => fromQualification.has(askKey(ask));
  const kept = new Set(
    [...phrases.filter(isQualification), ...phrases.filter((ask) => !isQualification(ask))].slice(
      0,
      MAX_PHRASES,
    ),
  );
  return asks.filter((ask) => ask.type !== "phrase" || kept.has(ask));
}

/** What one requirement line asks, each ask with its key, and the conditions it states. */
type LineReading = { asks: { ask: JobAsk; key: string }[]; conditions: JobCondition[] };

function readLine(line: RequirementLine): LineReading {
  const reading: LineReading = { asks: [], conditions: [] };
  const byClause: LineReading["asks"][] = [];
  // "..., but we expect you to ..." starts a new clause.
  const clauses = line.text.split(/;\s*|,?(?<!\s)\s+(?:but|and)\s+(?=we |you )/i);
  for (const clause of clauses) {
    // "Bachelor's in nursing; master's preferred": the cue is the second clause's own.
    const kind = clauseKind(clause, line.sectionKind);
    if (isCondition(clause)) {
      reading.conditions.push(conditionOf(clause, kind));
      // "Valid Texas driver's license and an insurable driving record": the record is a
      // condition, the licence an ask a résumé shows.
      const licence = LICENCE_BEFORE_RE.exec(clause)?.[0];
      if (licence && !isCondition(licence))
        for (const ask of clauseAsks(withoutLeadIn(licence), kind))
          if (ask.type === "licence") reading.asks.push({ ask, key: askKey(ask) });
      continue;
    }
    // "Our SDRs set meetings for you, but we expect you to ...": the first part is about us.
    if (line.conditionsOnly || (clauses.length > 1 && sentenceRole(clause) === "about")) continue;
    const asking = withoutLeadIn(clause).replace(OBTAIN_LATER_RE, "").replace(NOT_WANTED_RE, "");
    const asks = clauseAsks(asking, kind).map((ask) => ({ ask, key: askKey(ask) }));
    if (line.isLabelled) byClause.push(asks);
    reading.asks.push(...asks);
  }
  return line.isLabelled ? withListHead(reading, byClause) : reading;
}

/**
 * "- Perform scheduled maintenance on turbines: torque and tension checks, lubrication ...":
 * the one duty a bullet's label asks is what the asks listed after it make up.
 */
function withListHead(reading: LineReading, [heads, listed]: LineReading["asks"][]): LineReading {
  if (heads?.length !== 1 || heads[0].ask.type !== "phrase" || (listed?.length ?? 0) < 2)
    return reading;
  const head = { ...heads[0], ask: { ...heads[0].ask, listed: listed.map((a) => a.key) } };
  return { ...reading, asks: reading.asks.map((a) => (a === heads[0] ? head : a)) };
}

/*
 * A line's reading depends on its words and section alone, and postings repeat lines (a
 * company's boilerplate, a list pasted twice): each is read once. Only lines of a usual
 * length are kept, so the memo stays small (2,000 × 600 characters). Its asks and
 * conditions are shared: readAsks copies one before changing it or handing it out.
 */
const MEMO_LINES = 2_000;
const MEMO_LINE_CHARS = 600;
const lineMemo = boundedMemo<LineReading>(MEMO_LINES);

function readingOf(line: RequirementLine): LineReading {
  if (line.text.length > MEMO_LINE_CHARS) return readLine(line);
  const key = `${line.sectionKind}|${line.conditionsOnly ? 1 : 0}|${line.isLabelled ? 1 : 0}|${line.text}`;
  return lineMemo(key, () => readLine(line));
}

function readAsks(description: string): JobAsks {
  const byKey = new Map<string, JobAsk>();
  const fromQualification = new Set<string>();
  const conditions: JobCondition[] = [];
  for (const line of splitRequirements(description)) {
    const reading = readingOf(line);
    conditions.push(...reading.conditions.map((condition) => ({ ...condition })));
    for (const { ask, key } of reading.asks) {
      const existing = byKey.get(key);
      if (existing) {
        if (ask.kind === "required") existing.kind = "required";
        // Quoted as the requirements list states it, not as a duty in passing.
        if (line.isQualification && !fromQualification.has(key)) {
          existing.asked = ask.asked;
          fromQualification.add(key);
        }
        continue;
      }
      byKey.set(key, { ...ask });
      if (line.isQualification) fromQualification.add(key);
    }
  }
  // A time zone in the title lines ("Remote (US, Eastern or Central time zone)") is one too.
  for (const line of postingHeader(description)) {
    const zone = TIME_ZONE_RE.exec(line);
    if (zone) conditions.push(conditionOf(zone[0], "required"));
  }
  const asks = withinPhraseBudget([...byKey.values()], fromQualification);
  const ordered = [
    ...asks.filter((a) => a.kind === "required"),
    ...asks.filter((a) => a.kind === "preferred"),
  ];
  return { asks: dropImplied(ordered).slice(0, MAX_ASKS), conditions };
}

/**
 * A group of alternatives asks for less than any ask made of some of its members, at least
 * as strongly: "Python or Go" adds nothing to a required Python.
 */
function dropImplied(asks: JobAsk[]): JobAsk[] {
  return asks.filter((group) => {
    const members = group.skillIds;
    if (!members || members.length < 2 || group.type === "phrase") return true;
    return !asks.some(
      (other) =>
        other !== group &&
        other.type !== "phrase" &&
        other.skillIds !== undefined &&
        (other.kind === "required" || group.kind === "preferred") &&
        other.skillIds.every((id) => members.includes(id)),
    );
  });
}
