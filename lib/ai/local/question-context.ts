import type { FitResult } from "@/lib/match";
import { companyOverview } from "./company-overview";
import {
  evidenceGroups,
  isSayable,
  narrativeFirst,
  narrativeLines,
  type EvidenceGroup,
} from "./evidence";
import { latestRole, type RoleContext } from "./resume-roles";
import { distinct, knownCompany, knownTitle } from "./text";
import type { LocalInput } from "./types";
import { makeWording, namesTitle, skillsBeforeCredentials, type Wording } from "./wording";

/** Everything the question writers share, computed once per call. */
export type QuestionContext = {
  resumeText: string;
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
  covered: string[];
  gaps: string[];
  /** Lines already used by an earlier answer, so answers vary. */
  used: Set<string>;
};

export function questionContext({ resumeText, job, fit }: LocalInput): QuestionContext {
  const wording = makeWording([job.description, job.title, resumeText]);
  const groups = evidenceGroups(fit).filter((g) => isSayable(g.line));
  const required = fit.requirements.filter((r) => r.kind === "required");
  const role = latestRole(resumeText);
  const proven = required
    .filter((r) => r.evidence !== null && !namesTitle(r.keyword, role?.title ?? null))
    .map((r) => r.keyword);
  return {
    resumeText,
    fit,
    wording,
    company: knownCompany(job.company),
    title: knownTitle(job.title),
    role,
    overview: companyOverview(job.description, job.company),
    groups,
    lines: narrativeFirst(distinct([...groups.map((g) => g.line), ...narrativeLines(resumeText)])),
    covered: distinct(skillsBeforeCredentials(proven).map(wording)),
    gaps: distinct(required.filter((r) => !r.evidence).map((r) => wording(r.keyword))),
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
