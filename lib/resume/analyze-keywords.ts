import { findResumeTitles, getSkill, matchSkills, resolveSkill } from "../match";
import { standsAlone, termOccurrences } from "../ai/local/text";
import { boundedText } from "../match/bounded-text";
import { listedSkills } from "./listed-skills";
import { jobLines, resumeJobTitles } from "../match/resume/titles";

export const KEYWORD_COUNT = 6;
export const SKILL_COUNT = 8;
export const JOB_TITLE_COUNT = 3;

// Methods and practices ("Agile", "Lean") read as what a person does: primary keywords.
// Tools, languages, certifications and the like are the key skills.
const KEYWORD_CATEGORIES = new Set(["method", "practice"]);
const CURRENT = /\b(?:present|current|now|today)\b/i;

/** A term's identity: its vocabulary name when it has one ("Excel" is "Microsoft Excel"). */
const termKey = (term: string) => (resolveSkill(term) ?? term).toLowerCase();

function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = termKey(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How often the term stands in the text as a word of its own, and where it first does. */
function mentions(text: string, term: string): { count: number; first: number } {
  const found = termOccurrences(text, term);
  return { count: found.length, first: found[0]?.index ?? Infinity };
}

/**
 * The title held now: the role line that says "Present", else the one with the latest
 * year, else the first title the résumé names (résumés list the latest role first).
 */
export function currentTitle(text: string): string | null {
  text = boundedText(text);
  let best: { title: string; rank: number } | null = null;
  for (const line of jobLines(text)) {
    const [title] = findResumeTitles(line);
    if (!title) continue;
    const years = line.match(/\b(?:19|20)\d\d\b/g)?.map(Number) ?? [];
    const rank = CURRENT.test(line) ? 10_000 : Math.max(0, ...years);
    if (!best || rank > best.rank) best = { title, rank };
  }
  return best?.title ?? null;
}

/**
 * Keywords, key skills and job titles of a résumé, all read from its own text (the local
 * engine: deterministic, nothing invented). Key skills are the skills the résumé lists,
 * most mentioned first (then first mentioned first), topped up with the skills its text
 * names; keywords lead with the
 * current title, then methods and further skills.
 */
export function analyzeResumeKeywords(text: string) {
  text = boundedText(text);
  const found = new Map<number, { count: number; first: number }>();
  // "gmail" in an email address or "js" in "Next.js" is no skill the résumé names.
  const standing = matchSkills(text).filter((m) => standsAlone(text, m.start, m.end));
  standing.forEach((match, index) => {
    const entry = found.get(match.skillId);
    if (entry) entry.count += 1;
    else found.set(match.skillId, { count: 1, first: index });
  });
  const ranked = [...found.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([id]) => getSkill(id));
  const named = ranked.filter((s) => !KEYWORD_CATEGORIES.has(s.category)).map((s) => s.name);
  const methods = ranked.filter((s) => KEYWORD_CATEGORIES.has(s.category)).map((s) => s.name);
  const listed = listedSkills(text)
    .map((term, index) => ({ term, index, ...mentions(text, term) }))
    .sort((a, b) => b.count - a.count || a.first - b.first || a.index - b.index)
    .map(({ term }) => term);

  const skills = distinct([...listed, ...named]).slice(0, SKILL_COUNT);
  const isSkill = new Set(skills.map(termKey));
  const title = currentTitle(text);
  const keywords = distinct([...(title ? [title] : []), ...methods, ...named, ...listed])
    .filter((term) => !isSkill.has(termKey(term)))
    .slice(0, KEYWORD_COUNT);
  const jobTitles = distinct(resumeJobTitles(text)).slice(0, JOB_TITLE_COUNT);
  return { keywords, skills, jobTitles, currentTitle: title };
}
