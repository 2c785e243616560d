import type { JobAsk } from "../asks/types";
import { degreeMentions, UNFINISHED_RE } from "../degrees";
import type { ResumeIndex } from "../resume/index-resume";
import { LINE_SHARE, showsConcept } from "./concept-evidence";
import type { Checked } from "./structured-evidence";

/**
 * A program in a field is shown by a finished education line in that field; a licence is
 * not schooling (a state may license pharmacy technicians without a program).
 */
export function checkProgram(ask: JobAsk, index: ResumeIndex): Checked {
  const fields = ask.fields ?? [];
  const schooling = index.lines.filter(
    (line) =>
      (line.kind === "education" || degreeMentions(line.text).length > 0) &&
      line.text.trim() !== "" &&
      !UNFINISHED_RE.test(line.text),
  );
  for (const line of schooling) {
    const shown = fields.some((set) => {
      const total = set.reduce((sum, c) => sum + c.weight, 0);
      const seen = set.filter((c) => showsConcept(line.concepts, c));
      return total > 0 && seen.reduce((sum, c) => sum + c.weight, 0) / total >= LINE_SHARE;
    });
    if (shown) return { line, covered: true, detail: "schooling in the field", matched: [] };
  }
  return {
    line: null,
    covered: false,
    detail: "no finished schooling in the field is listed",
    matched: [],
  };
}
