import { findResumeTitles } from "@/lib/match";
import { isBullet } from "@/lib/match/bullets";

export type RoleContext = { title: string; org: string | null };

function orgFrom(headLine: string, title: string): string | null {
  const rest = headLine.slice(headLine.indexOf(title) + title.length);
  for (const part of rest.split(/\s*[,|()@–—]\s*|\s+-\s+|\s+at\s+/)) {
    const text = part.trim();
    if (/[A-Za-z]/.test(text) && !/\d/.test(text) && !/^(?:present|current|now)$/i.test(text))
      return text;
  }
  return null;
}

/** A role line ("Data Analyst, Tailspin (2020 - Present)") as title and organisation. */
export function parseRoleLine(line: string): RoleContext | null {
  // "Certifications: Certified Scrum Product Owner" names a credential, not a role.
  if (isBullet(line) || /^[^:]{1,30}:/.test(line)) return null;
  const title = findResumeTitles(line)[0];
  return title ? { title, org: orgFrom(line, title) } : null;
}

/** The role a résumé line sits under: the nearest title line above its bullets. */
export function roleContext(resumeText: string, evidence: string): RoleContext | null {
  const lines = resumeText.split(/\r?\n/).map((l) => l.trim());
  const at = lines.indexOf(evidence.trim());
  if (at < 0) return null;
  for (let i = at; i >= 0; i--) {
    const line = lines[i];
    if (!line) return null;
    if (i < at && isBullet(line)) continue;
    if (!isBullet(line)) return parseRoleLine(line);
  }
  return null;
}

/** "in my role as Data Analyst at Tailspin" (or without the organisation). */
export function roleClause(role: RoleContext): string {
  return role.org ? `in my role as ${role.title} at ${role.org}` : `in my role as ${role.title}`;
}

/** The résumé's role lines, parsed, in résumé order (usually the latest first). */
export function resumeRoles(resumeText: string): RoleContext[] {
  return resumeText
    .split(/\r?\n/)
    .map((line) => parseRoleLine(line.trim()))
    .filter((role): role is RoleContext => role !== null);
}

export function latestRole(resumeText: string): RoleContext | null {
  return resumeRoles(resumeText)[0] ?? null;
}
