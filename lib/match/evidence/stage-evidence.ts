import type { ResumeIndex, ResumeLine } from "../resume/index-resume";
import { isEvidenceLine } from "./concept-evidence";

/*
 * A company stage a posting asks for ("a high-growth startup (Series C or later)") is shown
 * by a line naming a company at that stage or later ("a Series D fintech").
 */
const ASKED_STAGE_RE = /\bseries\s+([a-f])\b(\s*\+|\s+or\s+(?:later|beyond|above|higher|after))?/i;
const HELD_STAGE_RE = /\bseries\s+([a-f])\b/gi;

/** The line showing the stage asked for; null when none does; undefined when none is asked. */
export function stageEvidence(asked: string, index: ResumeIndex): ResumeLine | null | undefined {
  const wanted = ASKED_STAGE_RE.exec(asked);
  if (!wanted) return undefined;
  const letter = wanted[1].toUpperCase();
  const orLater = wanted[2] !== undefined;
  const meets = (held: string) => (orLater ? held >= letter : held === letter);
  return (
    index.lines.find(
      (line) =>
        isEvidenceLine(line) &&
        [...line.text.matchAll(HELD_STAGE_RE)].some((m) => meets(m[1].toUpperCase())),
    ) ?? null
  );
}
