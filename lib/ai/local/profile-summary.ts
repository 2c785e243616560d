import { parseResume } from "@/lib/match/resume/sections";
import { isBullet } from "@/lib/match/bullets";
import { findOwnSummary, headlineOf } from "./own-summary";
import { asSentence, distinct, joinList, splitSentences } from "./text";
import { makeWording, namesTitle } from "./wording";

const MAX_SKILLS = 5;
const MAX_TITLES = 2;
const MAX_OWN_SENTENCES = 3;

/** The sentences of the résumé's own summary; a résumé that is one paragraph is its own. */
function ownSummary(resumeText: string): string[] {
  const section = findOwnSummary(parseResume(resumeText), { orWhole: true });
  const headline = section ? headlineOf(section) : null;
  const lines = section?.lines.filter((l) => l && !isBullet(l) && l !== headline) ?? [];
  // A summary without its full stop still ends as a sentence: "... hazardous-hood trained."
  return splitSentences(asSentence(lines.join(" ")));
}

/**
 * The dashboard's professional snapshot: the person's own summary when the résumé has one
 * (their words, never the contact block); otherwise 1-2 sentences from its titles and
 * skills, in the résumé's own wording.
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
  const own = ownSummary(resumeText);
  // A one-line summary of their own gains their skills; a longer one stands as written.
  if (own.length > 1) return own.slice(0, MAX_OWN_SENTENCES).join(" ");
  if (own.length === 1)
    return [own[0], ...(names.length > 0 ? [`Skills include ${joinList(names)}.`] : [])].join(" ");
  const sentences: string[] = [];
  if (titles.length > 1)
    sentences.push(`${titles[0]} with experience as ${joinList(titles.slice(1, MAX_TITLES + 1))}.`);
  else if (titles.length === 1) sentences.push(`${titles[0]}.`);
  if (names.length > 0) sentences.push(`Skills include ${joinList(names)}.`);
  return sentences.join(" ");
}
