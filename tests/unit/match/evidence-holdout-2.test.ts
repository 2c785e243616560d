import { EVIDENCE_SET } from "../../fixtures/evidence-set";
import { HOLDOUT_SET } from "../../fixtures/evidence-holdout";
import { HOLDOUT_FIELDS_2, HOLDOUT_SET_2 } from "../../fixtures/evidence-holdout-2";

// The second held-out set was written blind and is measured by the bench, never tuned
// against, so it has no score floor here; these checks keep its labels usable.
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the second held-out evidence set", () => {
  it("labels each ask with a phrase found exactly once in its posting", () => {
    const bad = HOLDOUT_SET_2.flatMap((pair) =>
      pair.requirements
        .filter((r) => occurrences(pair.jobDescription, r.asked) !== 1)
        .map((r) => `${pair.id}: ${r.asked}`),
    );
    expect(bad).toEqual([]);
  });

  it("labels no ask twice within a pair", () => {
    const repeated = HOLDOUT_SET_2.flatMap((pair) => {
      const asks = pair.requirements.map((r) => r.asked);
      return asks.filter((a, i) => asks.indexOf(a) !== i).map((a) => `${pair.id}: ${a}`);
    });
    expect(repeated).toEqual([]);
  });

  it("has unique pair ids", () => {
    const ids = HOLDOUT_SET_2.map((pair) => pair.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shares no field with the tuning set or the first held-out set", () => {
    const seen = new Set([...EVIDENCE_SET, ...HOLDOUT_SET].map((pair) => pair.field));
    expect(HOLDOUT_SET_2.filter((pair) => seen.has(pair.field))).toEqual([]);
    expect(HOLDOUT_FIELDS_2.length).toBeGreaterThanOrEqual(5);
    expect(HOLDOUT_SET_2.length).toBeGreaterThanOrEqual(10);
  });

  it("explains every gap on a strong résumé", () => {
    const unexplained = HOLDOUT_SET_2.filter((pair) => pair.fit === "strong").flatMap((pair) =>
      pair.requirements
        .filter((r) => r.label === "gap" && !r.note)
        .map((r) => `${pair.id}: ${r.asked}`),
    );
    expect(unexplained).toEqual([]);
  });
});
