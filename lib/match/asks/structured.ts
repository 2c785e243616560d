import { ACTION_VERBS } from "../action-verbs";
import { programs } from "./programs";
import { COUNT, countValue, MONEY, moneyValue } from "../numbers";
import { PEOPLE } from "../resume/facts";
import type { RequirementKind } from "../types";
import { conceptSets } from "./concept-sets";
import { alternativesAfter } from "./listed-alternatives";
import { degrees } from "./degree-asks";
import type { JobAsk, Span, WeightedConcept } from "./types";

/*
 * Asks with their own evidence rules, found in one clause of a posting: years of
 * experience (in total or in a function), people leadership (team size, managing
 * managers), a budget or book of business, a degree, a language. Each comes with the span
 * of the clause it takes, so the rest of the clause is read for skills and phrases.
 */

export type Found = { ask: JobAsk; span: Span };

const YEARS_RE = new RegExp(
  String.raw`\b(?:(?:a )?minimum of |at least |over |more than )?(${COUNT})\s*(?:\+\s*|or more\s+)?(?:(?:-|–|to)\s*${COUNT}\s*(?:\+\s*)?)?(?:years?|yrs?)(?:'|’)?(?:\s+of)?\b`,
  "gi",
);
const AREA_LEAD_RE =
  /^\s*(?:(?:professional|relevant|related|(?:progressively|increasingly) responsible|progressive|direct|hands-on|proven|combined|full-time|practical|recent|previous|prior|successful|demonstrated)\s+)*(?:(?:work|industry|field)\s+)?(?:experience\s*)?(?:(?:working\s+)?(?:in|as|with|of|at|on|doing|within)\s+)?(?:an?\s+|the\s+)?/i;
const AREA_STOP_RE =
  /[,;.()]|\s(?:and|with)\s+\d|\s(?:experience|required|preferred|is required|or equivalent)\b|\s(?:in|at|with|including|within|across)\s(?=\S)/i;
const SETTING_RE =
  /^\s+(?:or\s+)?(?:at|in|within)\s+(?:an?\s+|the\s+)?[^,;.()\d]{1,60}?(?=\s*(?:[,;.()]|$))/i;
// "No violations in the last 3 years", "21 years old": not experience.
const NOT_EXPERIENCE_BEFORE_RE =
  /\b(?:in|within|past|last|over|for)\s+(?:the\s+)?(?:(?:last|past)\s*)?$/i;
const LEADERSHIP_AREA_RE =
  /\b(?:managing (?:other )?managers|managers? of managers|leading (?:other )?leaders|people management|people leadership|managing (?:people|teams?|staff)|leading (?:an? |the )?(?:people|teams?|shifts?|crews?|staff|others)|supervis\w*|leadership|management experience)\b/i;
const MANAGERS_RE =
  /\b(?:manag(?:ing|e) (?:other )?managers|managers? of managers|leading (?:other )?leaders|lead(?:ing)? managers|through (?:\w+ )?(?:[a-z-]+ )?managers)\b/i;

const MAX_YEARS_ASKS = 4;
// After a years ask: "at least 2 in backend systems", "2 of them in the ICU".
const SHARE_OF_YEARS_RE = new RegExp(
  String.raw`^[\s,;]*(?:(?:with|and)\s+)?(?:(?:at least|of which|including)\s+(${COUNT})\s*\+?(?:\s+of (?:them|those))?|(${COUNT})\s+of (?:them|those))(?=\s+(?:in|with|on|doing|as)\s)`,
  "i",
);
const MAX_AREA_CHARS = 160;

function years(clause: string, kind: RequirementKind): Found[] {
  const out: Found[] = [];
  YEARS_RE.lastIndex = 0;
  for (let m = YEARS_RE.exec(clause); m; m = YEARS_RE.exec(clause)) {
    const n = countValue(m[1]);
    if (n === null || n <= 0 || n > 40) continue;
    if (NOT_EXPERIENCE_BEFORE_RE.test(clause.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (out.length >= MAX_YEARS_ASKS) break;
    out.push(yearsAsk(clause, kind, m.index, m.index + m[0].length, n));
  }
  // "5+ years of engineering, at least 2 in backend systems": a share of them in one area.
  if (out.length > 0 && out.length < MAX_YEARS_ASKS) {
    const after = out[0].span.end;
    const share = SHARE_OF_YEARS_RE.exec(clause.slice(after, after + MAX_AREA_CHARS));
    const n = share ? countValue(share[1] ?? share[2]) : null;
    if (share && n !== null && n > 0 && n < 40) {
      const skip = /^[\s,;]*(?:(?:with|and)\s+)?/i.exec(share[0])?.[0].length ?? 0;
      const found = yearsAsk(clause, kind, after + skip, after + share[0].length, n);
      // Named with its unit: "at least 2 years in backend systems", "2 years in the ICU".
      found.ask.keyword = found.ask.keyword.replace(
        /^(at least\s+)?(?:of which\s+|including\s+)?(\S+?)(?:\s*\+)?(?:\s+of (?:them|those))?(?=\s)/i,
        (_m, least: string | undefined, count: string) =>
          `${least ? "at least " : ""}${count} years`,
      );
      out.push(found);
    }
  }
  return out;
}

/**
 * A years ask's area: "elevator service and repair" is years in either, elevator service or
 * elevator repair (the first's modifiers go with a lone second word).
 */
function areaOf(text: string): WeightedConcept[][] {
  const parts = text.replace(/\s+/g, " ").split(/ and /i);
  if (parts.length !== 2 || /\bor\b/i.test(text)) return conceptSets(text);
  const [first, second] = parts;
  const lead = first.split(/\s+/).slice(0, -1).join(" ");
  const other = lead && !/\s/.test(second.trim()) ? `${lead} ${second}` : second;
  return conceptSets(`${first} or ${other}`);
}

/** The years ask whose figure runs from `start` to `figureEnd`, with the area after it. */
function yearsAsk(
  clause: string,
  kind: RequirementKind,
  start: number,
  figureEnd: number,
  n: number,
): Found {
  // An area is a short phrase: the rest of a long clause is not read for each figure.
  const rest = clause.slice(figureEnd, figureEnd + MAX_AREA_CHARS);
  const lead = AREA_LEAD_RE.exec(rest)?.[0] ?? "";
  const body = rest.slice(lead.length);
  const stop = AREA_STOP_RE.exec(body);
  let areaText = (stop ? body.slice(0, stop.index) : body).trim();
  let end = figureEnd + lead.length + (stop ? stop.index : body.length);
  if (stop && /experience/i.test(stop[0])) end += stop[0].length;
  // "1 year in child welfare, child protection or family-based services": any of them.
  const listed = stop?.[0] === "," ? alternativesAfter(body.slice(stop.index), areaText) : null;
  if (listed) {
    areaText = [areaText, ...listed.items].join(" or ");
    end += listed.length;
  }
  // "... experience at a law firm", "... or in industry": the setting belongs to the ask.
  end += SETTING_RE.exec(clause.slice(end, end + MAX_AREA_CHARS))?.[0].length ?? 0;
  const asked = clause.slice(start, end).trim();
  const span = { start, end };
  if (LEADERSHIP_AREA_RE.test(areaText)) {
    return {
      ask: {
        type: "leadership",
        keyword: asked,
        kind,
        asked,
        years: n,
        teamSize: 1,
        managesManagers: MANAGERS_RE.test(areaText),
      },
      span,
    };
  }
  const area = areaOf(areaText);
  return {
    ask: { type: "years", keyword: asked, kind, asked, years: n, area },
    span,
  };
}

const LEAD_VERB = String.raw`(?:lead|leading|led|manage|managing|supervise|supervising|oversee|overseeing|direct|directing|run|running|build(?:ing)? and lead(?:ing)?|grow(?:ing)? and lead(?:ing)?|hire and lead)`;
const TEAM_RE = new RegExp(
  String.raw`\b(?:${LEAD_VERB}\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,2}?)?(?:team|staff|group|organi[sz]ation|department|crew|function)s?\s+of\s+(${COUNT})\s*\+?|\b(${COUNT})(?:\s*\+)?\s+direct reports\b|\b(?:supervise|supervising|manage|managing|lead|leading|direct|directing|oversee|overseeing)\s+(${COUNT})(?:\s*(?:\+|(?:-|–|to)\s*${COUNT}))?\s+(?:[a-z-]+\s+)?${PEOPLE}\b|\b${LEAD_VERB}\s+(?:an?\s+|the\s+)?(${COUNT})-(?:person|member|man)\s+(?:[a-z-]+\s+)?(?:team|crew|staff|group)\b`,
  "i",
);
const GENERAL_LEAD_RE =
  /\b(?:people (?:management|leadership)|supervisory (?:experience|role|skills)|(?:managing|leading|supervising) (?:a )?(?:team|teams|people|staff|others|direct reports)|team leadership|line management)\b/i;

function leadership(clause: string, kind: RequirementKind): Found[] {
  const team = TEAM_RE.exec(clause);
  const managers = MANAGERS_RE.exec(clause);
  const general = GENERAL_LEAD_RE.exec(clause);
  const first = [team, managers, general]
    .filter((m) => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return [];
  const size = team ? countValue(team[1] ?? team[2] ?? team[3] ?? team[4]) : null;
  // The ask runs to the end of the clause ("a team of 25+ CSMs, onboarding and support
  // staff") or to the next duty (", and schedule and coordinate subcontractors").
  const end = first.index + nextDutyAt(clause.slice(first.index));
  const asked = clause
    .slice(first.index, end)
    .trim()
    .replace(/(?<![.;,])[.;,]+$/, "");
  return [
    {
      ask: {
        type: "leadership",
        keyword: asked.replace(/^(?:experience|ability to)\s+/i, ""),
        kind,
        asked,
        teamSize: size ?? 1,
        managesManagers: managers !== null,
      },
      span: { start: first.index, end },
    },
  ];
}

const NEXT_DUTY_RE = /[,;]\s*(?:and\s+)?([a-z]+)\s/gi;

/** Where a duty of its own starts after a leadership ask: ", and schedule ...", "; hire ...". */
function nextDutyAt(text: string): number {
  NEXT_DUTY_RE.lastIndex = 0;
  for (let m = NEXT_DUTY_RE.exec(text); m; m = NEXT_DUTY_RE.exec(text))
    if (ACTION_VERBS.has(m[1].toLowerCase())) return m.index;
  return text.length;
}

const BUDGET_WORDS = String.raw`budget|p&l|spend|arr|revenue|quota|book of business|book|portfolio|pipeline`;
const amountClass = (word: string) =>
  /budget|p&l|spend/.test(word) ? "budget" : /pipeline/.test(word) ? "pipeline" : "revenue";
const AMOUNT_FIRST_RE = new RegExp(
  String.raw`(${MONEY})\s*(?:\+\s*)?(?:in\s+)?(?:[a-z-]+\s+){0,3}?(${BUDGET_WORDS})\b`,
  "i",
);
const AMOUNT_AFTER_RE = new RegExp(
  String.raw`\b(budget|p&l|spend|book of business|book|portfolio|quota)\s+(?:(?:of|worth|exceeding|over|up to|above|totaling|totalling)\s+)+(${MONEY})`,
  "i",
);

function scope(clause: string, kind: RequirementKind): Found[] {
  const first = AMOUNT_FIRST_RE.exec(clause);
  const after = first ? null : AMOUNT_AFTER_RE.exec(clause);
  const m = first ?? after;
  if (!m) return [];
  const amount = moneyValue(first ? m[1] : m[2]);
  const word = (first ? m[2] : m[1]).toLowerCase().split(" ")[0];
  if (amount === null) return [];
  const asked = m[0].trim();
  return [
    {
      ask: {
        type: "budget",
        keyword: asked,
        kind,
        asked,
        amount,
        amountOf: amountClass(word),
      },
      span: { start: m.index, end: m.index + m[0].length },
    },
  ];
}

const LANGUAGES =
  `Spanish French German Mandarin Chinese Cantonese Japanese Korean Portuguese Italian
Arabic Hindi Russian Vietnamese Tagalog Polish Dutch Urdu Bengali Punjabi Farsi Persian Hebrew
Greek Turkish Swahili Somali Haitian Creole ASL Ukrainian Romanian Welsh`.split(/\s+/);
const LANG = `(?:${LANGUAGES.join("|")}|American Sign Language)`;
const LANGUAGE_RE = new RegExp(
  String.raw`\b(?:bilingual|fluent|fluency|proficien\w*|native|conversational|speak\w*|written and spoken|verbal and written)\b[^.;]{0,40}?\b${LANG}\b(?:\s*(?:and|or|/)\s*${LANG}\b)?|\b${LANG}(?:\s*(?:and|or|/)\s*${LANG})?[\s-]+(?:speaker|speaking|fluency|language|skills|proficiency|required|a plus|preferred|is a plus)\b`,
  "i",
);
const LANGUAGE_NAME_RE = new RegExp(String.raw`\b${LANG}\b`, "gi");

export function languagesIn(text: string): string[] {
  return [...text.matchAll(LANGUAGE_NAME_RE)].map((m) => m[0]);
}

function languages(clause: string, kind: RequirementKind): Found[] {
  const m = LANGUAGE_RE.exec(clause);
  if (!m) return [];
  const span = { start: m.index, end: m.index + m[0].length };
  return languagesIn(m[0]).map((language) => ({
    ask: { type: "language", keyword: language, kind, asked: m[0], language },
    span,
  }));
}

/** Structured asks of one clause, each with the span it takes. */
export function structuredAsks(clause: string, kind: RequirementKind): Found[] {
  const found: Found[] = [];
  for (const finder of [years, programs, degrees, scope, languages, leadership]) {
    for (const item of finder(clause, kind)) {
      // A leadership ask runs to the clause's end: it stops where another ask starts.
      const later = found.filter((f) => f.span.start > item.span.start).map((f) => f.span.start);
      if (finder === leadership && later.length > 0) {
        item.span.end = Math.min(item.span.end, ...later);
        item.ask.asked = item.ask.keyword = clause
          .slice(item.span.start, item.span.end)
          // "... managers and manage a $4M budget": the next duty's first words go too.
          .replace(
            /(?<![\s,;])(?:[\s,;]+(?:and|or)\s+(?:\w+\s+){0,2}|(?:[\s,;]+(?:an?|the|with|for|of|in|on|to)){1,3}\s*|[\s,;]+)$/,
            "",
          )
          .trim();
      }
      // A leadership ask inside a years ask ("5+ years managing managers") is that ask.
      if (found.some((f) => f.span.start < item.span.end && item.span.start < f.span.end)) continue;
      found.push(item);
    }
  }
  return found;
}
