import { ACTION_VERBS } from "@/lib/match/action-verbs";
import { isVerbIn } from "@/lib/match/nlp/word-key";
import { canBeVerb } from "@/lib/match/nlp/wordnet-verbs";
import { interviewsPeople, TRADE_VERBS } from "./duty-gerunds";

/*
 * Whether a résumé line's word is a deed's verb, and in which form the person says it:
 * the lists of duty verbs first, then wink's tagger for a base form they lack.
 */

// Words ending in "-ed" that describe a person, not an action ("Licensed electrician").
const ADJECTIVES = new Set(
  `licensed certified registered qualified experienced skilled seasoned dedicated motivated
  accomplished talented accredited detailed credentialed advanced varied related based powered`.split(
    /\s+/,
  ),
);

// Duty verbs résumés open bullets with that lib/match's list leaves out ("Chart in Epic").
const MORE_VERBS = new Set(
  "follow start chart reinforce stage precept rebuild scan pitch count issue quote compound spread escalate swap request summarize summarise type chase recreate visit onboard prep price secure deal triage upsell upsold score recover".split(
    " ",
  ),
);
const isVerb = (word: string) =>
  ACTION_VERBS.has(word) || MORE_VERBS.has(word) || TRADE_VERBS.has(word);

export function verbForm(word: string): string | null {
  const lower = word.toLowerCase();
  // "Co-taught", "Re-keyed": a verb after its prefix.
  const prefixed = /^(co|re|pre|post|cross|self|over|under)-([a-z]+)$/.exec(lower);
  if (prefixed) {
    const verb = verbForm(prefixed[2]);
    return verb ? `${prefixed[1]}-${verb}` : null;
  }
  // "Field-inspect", "Spot-check": a listed verb after a word that says how; "Double-sided"
  // and "Hand-picked" describe.
  const how = /^(field|hand|spot|double|triple)-([a-z]+)$/.exec(lower);
  // "Field-verified", "spot-checked": done in the field; "hand-picked" still describes.
  const isDoneThere = how !== null && /^(?:field|spot)$/.test(how[1]) && isPastTense(how[2]);
  if (how) return isVerb(how[2]) || isDoneThere ? lower : null;
  if (!/^[a-z]+$/.test(lower) || ADJECTIVES.has(lower)) return null;
  if (isVerb(lower) || isPastTense(lower)) return lower;
  // "Manages" -> "manage", "Builds" -> "build": the first person drops the -s.
  for (const cut of [1, 2]) {
    const base = lower.slice(0, -cut);
    if (lower.endsWith("s") && isVerb(base)) return base;
  }
  // "Reproject", "reroute": a listed verb done again, though no list has the whole word.
  const again = /^re([a-z]{4,})$/.exec(lower);
  return again && isVerb(again[1]) ? lower : null;
}

/**
 * "Managed", "Planned", "Applied": an "-ed" word whose stem is a verb; "Flatbed deliveries
 * of lumber" opens with a thing.
 */
function isPastTense(word: string): boolean {
  if (word.length <= 4 || !word.endsWith("ed")) return false;
  const stems = [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return stems.some((stem) => isVerb(stem) || canBeVerb(stem));
}

/** The verb a part opens with, as the person says it, or null. */
export function deedVerb(part: string, first: string): string | null {
  return (
    verbForm(first) ??
    taggedVerb(part, first) ??
    (interviewsPeople(part.split(/\s+/)) ||
    opensCoordinatedDeeds(part, first) ||
    opensBeforeArticle(part, first)
      ? first.toLowerCase()
      : null)
  );
}

/**
 * "Spray pre- and post-emergents and fertilize turf": a word that can be a verb, with a
 * duty's verb joined to it by "and", is one of two deeds ("Spray booth maintenance and
 * filter changes" has none joined, and stays a thing).
 */
function opensCoordinatedDeeds(part: string, first: string): boolean {
  if (!/^\p{Lu}?\p{Ll}+$/u.test(first) || !canBeVerb(first.toLowerCase())) return false;
  // "Power Query ...", "Shift QC review": a capital after it makes a name of the two.
  const second = part.slice(first.length).trimStart();
  if (!/^\p{Ll}/u.test(second)) return false;
  // The first "and" of the clause, past a prefix's ("pre- and post-emergents"), and not
  // inside an infinitive ("Field visits ... to check grades and answer RFIs").
  const clause = part.split(/[;:]/)[0];
  const and = /(?<!-\s*)\band\s+(\p{Ll}+)\s/u.exec(clause);
  return !!and && isVerb(and[1]) && !/\bto\s+\p{Ll}+\b/u.test(clause.slice(0, and.index));
}

// "Clock the crew in and out", "Hand off the consensus forecast": a word that can be a
// verb, before an article or a determiner (with its particle), opens a deed.
const ARTICLE_NEXT_RE =
  /^\s+(?:(?:off|out|up|down|over|back|in)\s+)?(?:the|a|an|every|each|all|our|their)\s/;

function opensBeforeArticle(part: string, first: string): boolean {
  return (
    /^\p{Lu}?\p{Ll}+$/u.test(first) &&
    canBeVerb(first.toLowerCase()) &&
    ARTICLE_NEXT_RE.test(part.slice(first.length))
  );
}

/**
 * A list whose last item is a verb: "Load, restock and troubleshoot ...", "Clean, inspect,
 * assemble and wrap trays" (every item one word that can be a verb).
 */
export function endsWithVerb(text: string): boolean {
  const and = /\s(?:and|or)\s+(\p{L}+)/u.exec(text);
  const last = and?.[1];
  if (!and || !last) return false;
  if (verbForm(last) === last.toLowerCase() || taggedVerb(text, last) !== null) return true;
  const items = [...text.slice(0, and.index).split(/,\s*/), last];
  return items.every((item) => /^\p{L}+$/u.test(item) && canBeVerb(item.toLowerCase()));
}

/** A base-form verb the lists lack, as wink's tagger reads the line ("Give my own blocks"). */
export function taggedVerb(text: string, word: string): string | null {
  const isBaseForm = /^[A-Z]?[a-z]+$/.test(word) && !/(?:[^s]s|ing|ed)$/i.test(word);
  return isBaseForm && isVerbIn(text, word) ? word.toLowerCase() : null;
}
