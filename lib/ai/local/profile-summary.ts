import { parseResume } from "@/lib/match/resume/sections";
import { distinct, joinList } from "./text";
import { makeWording, namesTitle } from "./wording";

const MAX_SKILLS = 5;
const MAX_TITLES = 2;
const MAX_OWN_SENTENCES = 3;

/** The résumé's own summary paragraph (a section headed as one, or the sentences after the header). */
function ownSummary(resumeText: string): string[] {
  const parsed = parseResume(resumeText);
  const titled = parsed.sections.find((s) => s.kind === "summary" && s.heading !== null);
  const first = parsed.sections[0];
  const untitled =
    first &&
    first.heading === null &&
    first.lines.every((l) => !l || (/[.!?]$/.test(l) && l.split(/\s+/).length >= 6))
      ? first
      : undefined;
  const lines = (titled ?? untitled)?.lines.filter((l) => l && !/^[-*•]/.test(l)) ?? [];
  return lines
    .join(" ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
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
