import { resumeRoles } from "./resume-roles";
import { distinct, joinList } from "./text";
import type { LocalInput } from "./types";
import { isCredential, makeWording, namesTitle, skillNamed } from "./wording";

const MAX_SKILLS = 6;
const MAX_CREDENTIALS = 4;
const MAX_OTHER_TITLES = 2;

/**
 * The tailored résumé's summary, built only from what the résumé shows: its latest title
 * as written, the job's requirements it has evidence for (in the job's wording), its
 * credentials and its other titles. No numbers, no adjectives about the person.
 */
export function tailoredSummary({ resumeText, job, fit }: LocalInput): string {
  const wording = makeWording([job.description, job.title, resumeText]);
  const covered = fit.requirements.filter((r) => r.evidence !== null && skillNamed(r.keyword));
  const titles = distinct(resumeRoles(resumeText).map((role) => role.title));
  const title = titles[0] ?? null;
  let keywords = covered.map((r) => r.keyword);
  if (keywords.length === 0) keywords = fit.resumeKeywords;
  keywords = keywords.filter((k) => !titles.some((t) => namesTitle(k, t)));
  const skills = distinct(keywords.filter((k) => !isCredential(k)).map(wording));
  const credentials = distinct(keywords.filter(isCredential).map(wording));

  const sentences: string[] = [];
  const skillText = joinList(skills.slice(0, MAX_SKILLS));
  if (title && skillText) sentences.push(`${title} with hands-on experience in ${skillText}.`);
  else if (title) sentences.push(`${title}.`);
  else if (skillText) sentences.push(`Hands-on experience in ${skillText}.`);
  if (credentials.length > 0)
    sentences.push(`Holds ${joinList(credentials.slice(0, MAX_CREDENTIALS))}.`);
  const otherTitles = titles.slice(1, 1 + MAX_OTHER_TITLES);
  if (title && otherTitles.length > 0) sentences.push(`Also worked as ${joinList(otherTitles)}.`);
  return sentences.join(" ");
}
