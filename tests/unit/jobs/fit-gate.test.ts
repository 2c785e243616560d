import { poorFitReasons } from "@/components/jobs/fit-gate-dialog";
import { FIT_GATE_THRESHOLD, hasWrittenMaterial, isPoorFit } from "@/lib/jobs/fit-gate";
import { makeJobDetail } from "../board/fixtures";
import { poorFit } from "./fit-fixtures";

describe("isPoorFit", () => {
  it.each([
    [0, true, true],
    [FIT_GATE_THRESHOLD - 1, true, true],
    [FIT_GATE_THRESHOLD, true, false],
    [90, true, false],
    [0, false, false],
  ])("score %i, scored %s: %s", (score, isScored, expected) => {
    expect(isPoorFit({ score, isScored })).toBe(expected);
  });

  it("sits at about 30", () => {
    expect(FIT_GATE_THRESHOLD).toBe(30);
  });
});

describe("hasWrittenMaterial", () => {
  it.each([
    ["nothing", {}, false],
    ["only an analysis", { analysis: { score: 1 } as never }, false],
    ["a résumé", { resume: { text: "", recommendations: [] } }, true],
    ["a cover letter", { coverLetter: { text: "Dear" } }, true],
    ["questions", { questions: [{ id: "q", question: "Why?", answer: "" }] }, true],
  ])("%s: %s", (_case, overrides, expected) => {
    expect(hasWrittenMaterial(makeJobDetail(overrides))).toBe(expected);
  });
});

describe("poorFitReasons", () => {
  it("gives the first four flags", () => {
    expect(poorFitReasons(poorFit)).toEqual(poorFit.flags.slice(0, 4));
  });

  it("falls back to the gaps when nothing was flagged", () => {
    expect(poorFitReasons({ ...poorFit, flags: [] })).toEqual([
      "Missing: RN (required)",
      "Missing: BLS (required)",
    ]);
  });
});
