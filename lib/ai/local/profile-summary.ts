import { narrativeLines } from "./evidence";
import { stripBullet } from "@/lib/match/bullets";
import { asSentence, distinct, joinList } from "./text";
import { makeWording, namesTitle } from "./wording";

const MAX_SKILLS = 5;
const MAX_TITLES = 2;

/**
 * The dashboard's professional snapshot in 1-3 sentences, all from the résumé: its titles,
 * its skills (in the résumé's own wording) and one line of work, quoted as written.
 */
export function summarizeProfile({
  resumeText,
  skills,
  jobTitles,
}: {
  resumeText: string;
  skills: string[];
  jobTitles: string[];
}): string {
  const wording = makeWording([resumeText]);
  const titles = distinct(jobTitles.map((t) => t.trim())).slice(0, MAX_TITLES + 1);
  const names = distinct(
    skills.filter((s) => !titles.some((t) => namesTitle(s, t))).map(wording),
  ).slice(0, MAX_SKILLS);
  const sentences: string[] = [];
  if (titles.length > 1)
    sentences.push(`${titles[0]} with experience as ${joinList(titles.slice(1, MAX_TITLES + 1))}.`);
  else if (titles.length === 1) sentences.push(`${titles[0]}.`);
  if (names.length > 0) sentences.push(`Skills include ${joinList(names)}.`);
  // narrativeLines puts the strongest line first: an outcome, then any figure.
  const highlight = narrativeLines(resumeText)[0];
  if (highlight) {
    const line = asSentence(stripBullet(highlight));
    sentences.push(sentences.length > 0 ? `Notable work: ${line}` : line);
  }
  return sentences.join(" ");
}
