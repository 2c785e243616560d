import {
  cachedIndex,
  hasOutcome,
  resumeShows,
  type FitResult,
  type Requirement,
} from "@/lib/match";
import { isQuotedWhole, sayShown } from "./say-line";
import { companyOverview } from "./company-overview";
import {
  evidenceGroups,
  isRoleHeadingIn,
  isSayable,
  isWorkEvidence,
  narrativeFirst,
  narrativeLines,
  type EvidenceGroup,
} from "./evidence";
import { latestRole, type RoleContext } from "./resume-roles";
import { distinct, knownCompany, knownTitle } from "./text";
import type { LocalInput } from "./types";
import { isNameable, makeWording, namesTitle, proseName, type Wording } from "./wording";
import { isCredentialAsk } from "./credential-names";

/** Lines about bringing people on: mentoring, training, coaching, leading. */
export const PEOPLE_RE =
  /\b(?:mentor\w*|train\w*|coach\w*|onboard\w*|led|lead|supervis\w*|precept\w*|taught|teach\w*)\b/i;

/** Everything the question writers share, computed once per call. */
export type QuestionContext = {
  resumeText: string;
  /** The posting, for the way it names its asks. */
  description: string;
  fit: FitResult;
  wording: Wording;
  company: string | null;
  title: string | null;
  role: RoleContext | null;
  overview: string;
  /** Evidence groups that read as proof, strongest first. */
  groups: EvidenceGroup[];
  /** Lines to draw on, strongest first: evidence, then other résumé bullets. */
  lines: string[];
  /** Required asks the résumé shows, named for prose. */
  covered: string[];
  /** The posting's main asks, named for prose, whether shown or not. */
  focus: string[];
  /** Required asks a line shows only in part. */
  partial: Requirement[];
  /** Required asks the résumé does not show, checked again against the whole résumé. */
  gaps: Requirement[];
  /** Lines already used by an earlier answer, so answers vary. */
  used: Set<string>;
};

export function questionContext({ resumeText, job, fit }: LocalInput): QuestionContext {
  const wording = makeWording([job.description, job.title, resumeText]);
  const groups = evidenceGroups(fit).filter((g) => isSayable(g.line));
  const required = fit.requirements.filter((r) => r.kind === "required");
  const role = latestRole(resumeText);
  const proven = required.filter(
    (r) => r.evidence !== null && isNameable(r) && !namesTitle(r.keyword, role?.title ?? null),
  );
  const missing = required.filter((r) => r.evidence === null);
  return {
    resumeText,
    description: job.description,
    fit,
    wording,
    company: knownCompany(job.company),
    title: knownTitle(job.title),
    role,
    overview: companyOverview(job.description, job.company),
    groups,
    // Lines of work only: an education or skills line is no story.
    lines: narrativeFirst(
      distinct([...groups.map((g) => g.line), ...narrativeLines(resumeText)]),
    ).filter((line) => isWorkLine(resumeText, line)),
    covered: distinct(
      proven
        .filter((r) => !isCredentialAsk(r) && isWorkEvidence(resumeText, r.evidence!))
        .map((r) => proseName(r, wording)),
    ),
    focus: distinct(
      required
        .filter((r) => isNameable(r) && !isCredentialAsk(r) && r.keyword.split(/\s+/).length <= 6)
        .map((r) => proseName(r, wording)),
    ),
    // A role's heading is no story to build on ("PAYROLL / ACCOUNTS PAYABLE CLERK — ...").
    partial: missing.filter((r) => r.partial && !isRoleHeadingIn(resumeText, r.partial)),
    // Never say the person lacks what any line of the résumé shows, even in part.
    gaps: missing.filter((r) => !r.partial && !resumeShows(resumeText, r.keyword)),
    used: new Set(),
  };
}

/**
 * The strongest line not used yet that `prefer` accepts; failing that (unless
 * onlyPreferred) the strongest unused line, or the strongest of all. Marked as used.
 */
export function nextLine(
  ctx: QuestionContext,
  prefer: (line: string) => boolean = () => true,
  { onlyPreferred = false } = {},
): string | null {
  const fresh = ctx.lines.filter((line) => !ctx.used.has(line));
  const line = fresh.find(prefer) ?? (onlyPreferred ? null : (fresh[0] ?? ctx.lines[0] ?? null));
  if (line) ctx.used.add(line);
  return line;
}

/**
 * The strongest unused line the person can say in their own words, one with an outcome
 * first; null when none is left. A line quoted as written reads as a paste.
 */
export function nextOwnWordsLine(ctx: QuestionContext): string | null {
  const ownWords = (l: string) => !isQuotedWhole(sayShown(l));
  return (
    nextLine(ctx, (l) => hasOutcome(l) && ownWords(l), { onlyPreferred: true }) ??
    nextLine(ctx, ownWords, { onlyPreferred: true })
  );
}

const NOT_STORIES = new Set(["header", "heading", "education", "skills", "certifications"]);

function isWorkLine(resumeText: string, text: string): boolean {
  const line = cachedIndex(resumeText).lines.find((l) => l.text === text.trim());
  return line !== undefined && !NOT_STORIES.has(line.kind) && !isRoleHeadingIn(resumeText, text);
}
