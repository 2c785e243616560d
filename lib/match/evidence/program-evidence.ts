import type { JobAsk } from "../asks/types";
import { degreeMentions, UNFINISHED_RE } from "../degrees";
import type { ResumeIndex } from "../resume/index-resume";
import { LINE_SHARE } from "./concept-evidence";
import { shareOf, type Checked } from "./structured-evidence";

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
  const line = schooling.find((l) => shareOf(l.concepts, fields) >= LINE_SHARE);
  if (line) return { line, covered: true, detail: "schooling in the field", matched: [] };
  return {
    line: null,
    covered: false,
    detail: "no finished schooling in the field is listed",
    matched: [],
  };
}
