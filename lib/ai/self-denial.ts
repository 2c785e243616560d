import { resumeShows } from "@/lib/match";

/*
 * A model may still write "I haven't worked with renewals" for a person whose résumé shows
 * them. Such an answer is found by what it denies ("worked with X", "experience with X") and
 * X is looked for in the résumé with the matcher's evidence rules.
 */
const DENIED_RE =
  /\bI (?:have not|haven't|have never|never|do not have|don't have|lack)(?: yet)? (?:(?:worked|work) (?:with|on|in)|used|done|had|managed|led|any)?\s*(?:experience (?:with|in|of)\s+)?([^.;,]{2,60})/gi;

/** What a text says the person lacks: "renewals" in "I haven't worked with renewals yet". */
export function deniedThings(text: string): string[] {
  return [...text.matchAll(DENIED_RE)]
    .map((m) => m[1].replace(/(?<!\s)\s+(?:yet|directly|before)\b.*$/i, "").trim())
    .filter(Boolean);
}

/** True when the text denies something the résumé shows. */
export function deniesShownExperience(text: string, resumeText: string): boolean {
  return deniedThings(text).some((thing) => resumeShows(resumeText, thing));
}
