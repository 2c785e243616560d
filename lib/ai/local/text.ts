// Small wording helpers shared by the local engine's writers.
import { stripBullet } from "@/lib/match/bullets";
import { cutAtWord } from "@/lib/match/text-summary";

/** "A", "A and B", "A, B and C" (the style lib/match uses in its explanations). */
export function joinList(items: string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  // "hydraulic and mechanical faults, and schematics": an item's own "and" keeps its comma.
  const comma = items.length > 2 && items.some((item) => / (?:and|or) /.test(item)) ? "," : "";
  return `${items.slice(0, -1).join(", ")}${comma} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Names that share their first and last words said once: "troubleshooting hydraulic
 * faults" and "troubleshooting mechanical faults" are "troubleshooting hydraulic and
 * mechanical faults".
 */
export function mergeSharedEnds(names: string[]): string[] {
  const out: { first: string; middles: string[]; last: string; whole: string }[] = [];
  for (const name of names) {
    const words = name.split(" ");
    const [first, last] = [words[0], words[words.length - 1]];
    const middle = words.slice(1, -1).join(" ");
    const same = out.find((o) => o.middles.length > 0 && o.first === first && o.last === last);
    if (same && words.length >= 3 && words.length <= 4) same.middles.push(middle);
    else
      out.push({
        first,
        middles: words.length >= 3 && words.length <= 4 ? [middle] : [],
        last,
        whole: name,
      });
  }
  return out.map((o) =>
    o.middles.length > 1 ? `${o.first} ${joinList(o.middles)} ${o.last}` : o.whole,
  );
}

/** Requirement names in one list, shared words said once (`mergeSharedEnds`). */
export const joinNames = (names: string[]) => joinList(mergeSharedEnds(names));

/** Ends a sentence with a full stop unless it already ends with one (or ! ?). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/(?<![\s,;:–—-])[\s,;:–—-]+$/, "");
  if (!trimmed) return "";
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Sentences end with . ! or ? (and a closing quote) before whitespace; a trailing fragment counts as one. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?]["')\]]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Collapses runs of spaces and trims each line; keeps line breaks. */
export function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Distinct values, case-insensitively, first spelling kept. */
export function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
const isJoiner = (ch: string | undefined) => ch === "." || ch === "@";

/**
 * True when text[start, end) is a word of its own: no letter or digit touches it, and it is
 * no part of a dotted name or an address ("js" in "Next.js", "gmail" in "sam@gmail.com").
 */
export function standsAlone(text: string, start: number, end: number): boolean {
  if (isWordChar(text[start - 1]) || isWordChar(text[end])) return false;
  const joinsBefore = isJoiner(text[start - 1]) && isWordChar(text[start - 2]);
  const joinsAfter = isJoiner(text[end]) && isWordChar(text[end + 1]);
  return !joinsBefore && !joinsAfter;
}

/** Each place `term` stands alone in `text`, ignoring case: where, and as written there. */
export function termOccurrences(text: string, term: string): { index: number; text: string }[] {
  if (!term.trim()) return [];
  return [...text.matchAll(new RegExp(escapeRegExp(term), "giu"))]
    .map((m) => ({ index: m.index ?? 0, text: m[0] }))
    .filter((m) => standsAlone(text, m.index, m.index + m.text.length));
}

/** True when `term` appears in `text` as a whole word or phrase, ignoring case. */
export function containsTerm(text: string, term: string): boolean {
  return termOccurrences(text, term).length > 0;
}

// Job records default to these when the user gave no title or company (spec 1 §4, §5).
const UNKNOWN_COMPANIES = new Set(["", "—", "-", "–", "n/a", "unknown"]);
const UNKNOWN_TITLES = new Set(["", "untitled", "quick start job"]);

export function knownCompany(company: string): string | null {
  const name = company.trim();
  return UNKNOWN_COMPANIES.has(name.toLowerCase()) ? null : name;
}

export function knownTitle(title: string): string | null {
  const name = title.trim();
  return UNKNOWN_TITLES.has(name.toLowerCase()) ? null : name;
}

export function capitalise(text: string): string {
  return text ? `${text[0].toUpperCase()}${text.slice(1)}` : text;
}

export function uncapitalise(text: string): string {
  return text ? `${text[0].toLowerCase()}${text.slice(1)}` : text;
}

const QUOTE_CHARS = 70;

/** A résumé line to quote inline: no bullet, cut at a word boundary with "..." when long. */
export function shortQuote(line: string, max = QUOTE_CHARS): string {
  return cutAtWord(stripBullet(line).replace(/(?<![.;,\s])[.;,\s]+$/, ""), max);
}

// Note-taking shorthand a résumé line may use and a sentence in prose spells out.
const SHORTHAND: [RegExp, string][] = [
  [/\bw\/o\s*(?=\S)/g, "without "],
  [/\bw\/\s*(?=[\p{L}\d])/gu, "with "],
  [/\bthru\b/g, "through"],
  [/\bincl\.\s*/g, "including "],
  [/\bapprox\.?\s+(?=[\d$~])/g, "about "],
  [/(?<![\p{L}\d])~\s?(?=[\d$])/gu, "about "],
  [/\bavg\.?(?=\s)/g, "average"],
  [/(?<=\d\+?\s)yrs?\b\.?/g, "years"],
  [/(?<=\d\+?\s)wks?\b\.?/g, "weeks"],
  [/(?<=\d\+?\s)mos\b\.?/g, "months"],
  [/(?<=\d\+?\s)hrs?\b\.?/g, "hours"],
  [/(?<=\S)\/(?:yr|year)\b/g, " a year"],
  [/(?<=\S)\/(?:wk|week)\b/g, " a week"],
  [/(?<=\S)\/(?:mo|month)\b/g, " a month"],
  [/(?<=\S)\/day\b/g, " a day"],
  [/\b(\d+)x(?= a (?:year|month|week|day)\b)/g, "$1 times"],
  // "Doppler & oscillometric BP", "2 carps + 1 apprentice"; a name keeps its "&" ("Alder & Ash").
  [/\s&\s(?=\p{Ll})/gu, " and "],
  [/(?<=[\p{L}\d])\s\+\s(?=[\p{L}\d])/gu, " and "],
];

/** A résumé line as prose says it: "w/" as "with", "RFQs/yr" as "RFQs a year", "~$22M" as "about $22M". */
export function spelledOut(text: string): string {
  return SHORTHAND.reduce((out, [pattern, words]) => out.replace(pattern, words), text);
}
