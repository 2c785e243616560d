import { cachedIndex, findResumeTitles } from "@/lib/match";
import { isBullet } from "@/lib/match/bullets";

export type RoleContext = { title: string; org: string | null };

/** The organisation named on a role heading after its title, or null. */
export function orgFrom(headLine: string, title: string): string | null {
  const rest = headLine.slice(headLine.indexOf(title) + title.length);
  for (const part of rest.split(/\s*[,|()@–—]\s*|\s+-\s+|\s+at\s+/)) {
    const text = part.trim();
    if (/[A-Za-z]/.test(text) && !/\d/.test(text) && !/^(?:present|current|now)$/i.test(text))
      return text;
  }
  return null;
}

// A sentence ("Customer success leader with 8 years in B2B SaaS. I run QBRs...") is not a
// role heading, though it names a role.
const isSentenceLike = (line: string) => /[.!?]\s+\S/.test(line) || line.split(/\s+/).length > 10;

/** A role line ("Data Analyst, Tailspin (2020 - Present)") as title and organisation. */
export function parseRoleLine(line: string): RoleContext | null {
  // "Certifications: Certified Scrum Product Owner" names a credential, not a role.
  if (isBullet(line) || /^[^:]{1,30}:/.test(line) || isSentenceLike(line)) return null;
  const title = findResumeTitles(line)[0];
  return title ? { title, org: orgFrom(line, title) } : null;
}

/**
 * The résumé's roles in résumé order (usually the latest first): its dated roles when it
 * has any, otherwise the lines that read as role headings.
 */
export function resumeRoles(resumeText: string): RoleContext[] {
  const index = cachedIndex(resumeText);
  if (index.roles.length > 0) {
    return index.roles.map((role) => {
      const line = index.lines[role.line].text;
      return { title: role.title, org: orgFrom(line, role.title) };
    });
  }
  return resumeText
    .split(/\r?\n/)
    .map((line) => parseRoleLine(line.trim()))
    .filter((role): role is RoleContext => role !== null);
}

/** The role a résumé line sits under, or null (a summary, a skills line). */
export function roleContext(resumeText: string, evidence: string): RoleContext | null {
  const index = cachedIndex(resumeText);
  const line = index.lines.find((l) => l.text === evidence.trim());
  if (line && line.role !== null) {
    const role = index.roles[line.role];
    return { title: role.title, org: orgFrom(index.lines[role.line].text, role.title) };
  }
  if (index.roles.length > 0) return null;
  // A résumé without dates: the nearest role heading above the line's bullets.
  const lines = resumeText.split(/\r?\n/).map((l) => l.trim());
  const at = lines.indexOf(evidence.trim());
  for (let i = at; i >= 0; i--) {
    const text = lines[i];
    if (!text) return null;
    if (!isBullet(text)) return parseRoleLine(text);
  }
  return null;
}

/** "in my role as Data Analyst at Tailspin" (or without the organisation). */
export function roleClause(role: RoleContext): string {
  return role.org ? `in my role as ${role.title} at ${role.org}` : `in my role as ${role.title}`;
}

export function latestRole(resumeText: string): RoleContext | null {
  return resumeRoles(resumeText)[0] ?? null;
}
