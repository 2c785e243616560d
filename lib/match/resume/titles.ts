import { findResumeTitles } from "../seniority";
import { parseResume, type LineKind } from "./sections";

// A line under these headings names what was earned, not a job held: "Certified
// Professional Public Buyer (CPPB), 2021" is a credential, though "Buyer" is a role word.
const EARNED_KINDS: ReadonlySet<LineKind> = new Set(["education", "certifications", "skills"]);

/** The lines of a résumé that may name a job held, blank where they may not. */
export function jobLines(text: string, lineKinds: LineKind[] = parseResume(text).lineKinds) {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line, i) => (EARNED_KINDS.has(lineKinds[i]) ? "" : line));
}

/** The résumé's job titles, most recent first, never read from its education or credentials. */
export function resumeJobTitles(text: string, lineKinds?: LineKind[]): string[] {
  return findResumeTitles(jobLines(text, lineKinds).join("\n"));
}
