import { resumeRoles } from "./resume-roles";
import { asSentence, containsTerm, distinct, joinList, splitSentences } from "./text";
import type { LocalInput } from "./types";
import { isNameable, makeWording, namesTitle, proseName } from "./wording";
import { heldCredentials, isCredentialAsk } from "./credential-names";
import { isWorkEvidence } from "./evidence";

const MAX_NAMED = 4;
const MAX_CREDENTIALS = 4;

/**
 * The tailored résumé's one summary, in sentences and only from what the résumé shows:
 * its own summary when it has one, with the sentences that speak to this job first, and a
 * line naming the job's requirements it proves (in the job's words) that it does not
 * already name; without one, its latest title with those requirements. Never a gap, never
 * a number or an adjective the résumé does not have.
 */
export function tailoredSummary(
  { resumeText, job, fit }: LocalInput,
  ownSummary: string[],
): string {
  const wording = makeWording([job.description, job.title, resumeText]);
  const title = distinct(resumeRoles(resumeText).map((role) => role.title)).find(Boolean) ?? null;
  const proven = fit.requirements.filter(
    (r) =>
      r.evidence !== null &&
      r.kind === "required" &&
      isNameable(r) &&
      !namesTitle(r.keyword, title),
  );
  // Short names only: a summary lists strengths, it does not recite duties.
  // Strengths shown at work, not coursework or a bare listing.
  const skills = distinct(
    proven
      .filter((r) => !isCredentialAsk(r) && isWorkEvidence(resumeText, r.evidence!))
      .map((r) => proseName(r, wording)),
  ).filter((name) => name.split(/\s+/).length <= 4);
  const credentials = heldCredentials(proven, wording);

  const own = ownSummary.flatMap(splitSentences);
  if (own.length > 0) {
    const mentions = (sentence: string) => skills.some((s) => containsTerm(sentence, s));
    const ordered = [...own.filter(mentions), ...own.filter((s) => !mentions(s))];
    const unnamed = skills.filter((s) => !own.some((sentence) => containsTerm(sentence, s)));
    const strengths =
      unnamed.length > 0
        ? [asSentence(`Core strengths: ${joinList(unnamed.slice(0, MAX_NAMED))}`)]
        : [];
    return [...ordered.map(asSentence), ...strengths].join(" ");
  }
  const sentences: string[] = [];
  const named = joinList(skills.slice(0, MAX_NAMED));
  if (title && named) sentences.push(`${title} with hands-on experience in ${named}.`);
  else if (title) sentences.push(`${title}.`);
  else if (named) sentences.push(`Hands-on experience in ${named}.`);
  if (credentials.length > 0)
    sentences.push(`Holds ${joinList(credentials.slice(0, MAX_CREDENTIALS))}.`);
  return sentences.join(" ");
}
