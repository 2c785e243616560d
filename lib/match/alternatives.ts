import type { SkillMatch } from "./types";

/*
 * Alternatives. Within one requirement line, vocabulary skills joined by "or" ("Zendesk or
 * Freshdesk", "Python (or Go)", "Python and/or Go", "Clio or another case management
 * system") or by a slash ("Zendesk/Freshdesk") form one group, which any member covers.
 * A comma list takes the conjunction that closes it: "AWS, GCP or Azure" and "React, Vue
 * or similar frameworks" are one group each; "React, TypeScript and Node.js" and a bare
 * "Python, SQL, Tableau" are separate skills.
 * A skill followed by examples that are themselves alternatives joins them ("Ticketing in
 * Zendesk or Freshdesk", "a SIEM such as Splunk or Sentinel"): either example shows it.
 * Anything else between two skills keeps them apart ("Python or 3 years of Go"), and so
 * does an "or" before a non-skill: "Python or equivalent experience" is just Python.
 */

/** How two neighbouring skills on a line are joined. */
type Link = "or" | "slash" | "comma" | "apart";

// "or" may bring a category ("Clio or another case management system").
const OR_SIMILAR = String.raw`(?:or|and/or)\s+(?:an?other|other|any other|a similar|similar|a comparable|comparable)`;
const OR_RE = new RegExp(String.raw`^[\s,(]*(?:${OR_SIMILAR}|or|and/or)[\s)]*$`, "i");
// "React, Vue, or similar frameworks": the list offers alternatives, though what closes
// it is not a skill.
const OR_SIMILAR_RE = new RegExp(String.raw`^[\s,(]*${OR_SIMILAR}\b`, "i");
const SLASH_RE = /^\s*\/\s*$/;
// A category, then its examples: "ticketing in Zendesk or ...", "a SIEM (e.g. Splunk or ...".
const EXAMPLES_RE =
  /^\s*(?:\(\s*)?(?:in|using|via|such as|like|including|e\.g\.|for example|for instance)[\s,:]*$/i;
const COMMA_RE = /^\s*,\s*$/;

/** The joiner of a group's label: skill names and phrases never contain it. */
const JOINER = " or ";

function linkOf(gap: string): Link {
  if (SLASH_RE.test(gap)) return "slash";
  if (COMMA_RE.test(gap)) return "comma";
  return OR_RE.test(gap) ? "or" : "apart";
}

/** A requirement unit of skills: one skill, or the distinct ids of a group of alternatives. */
export type SkillUnit = { ids: number[]; start: number; end: number };

/** The line's skills as requirement units, in order, each with the span it covers. */
export function alternativeGroups(text: string, skills: SkillMatch[]): SkillUnit[] {
  if (skills.length === 0) return [];
  const gaps: string[] = [];
  for (let i = 1; i < skills.length; i++) gaps.push(text.slice(skills[i - 1].end, skills[i].start));
  // Right to left, so each comma knows the conjunction that closes its list. A slash binds
  // its two neighbours only ("Python, Java/Kotlin and Go" keeps Python and Go apart).
  const joins: boolean[] = new Array(gaps.length);
  let closesWithOr = OR_SIMILAR_RE.test(text.slice(skills[skills.length - 1].end));
  for (let i = gaps.length - 1; i >= 0; i--) {
    const link = linkOf(gaps[i]);
    if (link === "or") closesWithOr = true;
    else if (link === "apart") closesWithOr = OR_SIMILAR_RE.test(gaps[i]);
    joins[i] = link === "or" || link === "slash" || (link === "comma" && closesWithOr);
    // joins[i + 1] is known already: the examples that follow form a group.
    if (link === "apart" && joins[i + 1] && EXAMPLES_RE.test(gaps[i])) joins[i] = true;
  }
  const unitOf = (m: SkillMatch): SkillUnit => ({ ids: [m.skillId], start: m.start, end: m.end });
  const units: SkillUnit[] = [unitOf(skills[0])];
  for (let i = 1; i < skills.length; i++) {
    const last = units[units.length - 1];
    if (!joins[i - 1]) units.push(unitOf(skills[i]));
    else {
      if (!last.ids.includes(skills[i].skillId)) last.ids.push(skills[i].skillId);
      last.end = skills[i].end;
    }
  }
  return units;
}

/** A group's label from its members' names: "Zendesk or Freshdesk". */
export function alternativesLabel(names: string[]): string {
  return names.join(JOINER);
}

/** The names a keyword offers as alternatives: ["Zendesk", "Freshdesk"], or [keyword]. */
export function alternativesOf(keyword: string): string[] {
  return keyword.split(JOINER);
}
