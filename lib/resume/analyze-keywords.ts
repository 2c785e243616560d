import { findResumeTitles, getSkill, matchSkills } from "../match";

export const KEYWORD_COUNT = 6;
export const SKILL_COUNT = 8;
export const JOB_TITLE_COUNT = 3;

// Methods and practices ("Agile", "Lean") read as what a person does: primary keywords.
// Tools, languages, certifications and the like are the key skills.
const KEYWORD_CATEGORIES = new Set(["method", "practice"]);

function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Keywords, skills and job titles of a résumé, all read from its own text (the local
 * engine: deterministic, nothing invented). Skills rank by how often they are
 * mentioned, then by first mention; keywords lead with the résumé's own role titles.
 */
export function analyzeResumeKeywords(text: string) {
  const mentions = new Map<number, { count: number; first: number }>();
  matchSkills(text).forEach((match, index) => {
    const entry = mentions.get(match.skillId);
    if (entry) entry.count += 1;
    else mentions.set(match.skillId, { count: 1, first: index });
  });
  const ranked = [...mentions.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([id]) => getSkill(id));
  const skills = ranked
    .filter((skill) => !KEYWORD_CATEGORIES.has(skill.category))
    .map((s) => s.name);
  const methods = ranked
    .filter((skill) => KEYWORD_CATEGORIES.has(skill.category))
    .map((s) => s.name);
  const jobTitles = distinct(findResumeTitles(text)).slice(0, JOB_TITLE_COUNT);
  const keySkills = skills.slice(0, SKILL_COUNT);
  const keywords = distinct([...jobTitles, ...methods, ...skills.slice(SKILL_COUNT)]).slice(
    0,
    KEYWORD_COUNT,
  );
  return { keywords, skills: keySkills, jobTitles };
}
