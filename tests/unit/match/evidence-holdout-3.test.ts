import { EVIDENCE_SET } from "../../fixtures/evidence-set";
import { HOLDOUT_SET } from "../../fixtures/evidence-holdout";
import { HOLDOUT_SET_2 } from "../../fixtures/evidence-holdout-2";
import { HOLDOUT_FIELDS_3, HOLDOUT_SET_3 } from "../../fixtures/evidence-holdout-3";

// The third held-out set was written blind and is measured by the bench, never tuned
// against, so it has no score floor here; these checks keep its labels usable.
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const wordCount = (phrase: string) => phrase.split(/\s+/).filter(Boolean).length;

describe("the third held-out evidence set", () => {
  it("labels each ask with a phrase found exactly once in its posting", () => {
    const bad = HOLDOUT_SET_3.flatMap((pair) =>
      pair.requirements
        .filter((r) => occurrences(pair.jobDescription, r.asked) !== 1)
        .map((r) => `${pair.id}: ${r.asked}`),
    );
    expect(bad).toEqual([]);
  });

  it("keeps each ask to 1 to 8 words", () => {
    const long = HOLDOUT_SET_3.flatMap((pair) =>
      pair.requirements
        .filter((r) => wordCount(r.asked) < 1 || wordCount(r.asked) > 8)
        .map((r) => `${pair.id}: ${r.asked}`),
    );
    expect(long).toEqual([]);
  });

  it("labels no ask twice within a pair", () => {
    const repeated = HOLDOUT_SET_3.flatMap((pair) => {
      const asks = pair.requirements.map((r) => r.asked);
      return asks.filter((a, i) => asks.indexOf(a) !== i).map((a) => `${pair.id}: ${a}`);
    });
    expect(repeated).toEqual([]);
  });

  it("labels the same asks for every résumé of one posting", () => {
    const asksByPosting = new Map<string, string>();
    const differing = HOLDOUT_SET_3.filter((pair) => {
      const asks = pair.requirements.map((r) => `${r.asked}|${r.kind}`).join("\n");
      const seen = asksByPosting.get(pair.jobDescription);
      asksByPosting.set(pair.jobDescription, seen ?? asks);
      return seen !== undefined && seen !== asks;
    }).map((pair) => pair.id);
    expect(differing).toEqual([]);
  });

  it("has unique pair ids, none shared with the other sets", () => {
    const ids = HOLDOUT_SET_3.map((pair) => pair.id);
    expect(new Set(ids).size).toBe(ids.length);
    const otherIds = new Set([...EVIDENCE_SET, ...HOLDOUT_SET, ...HOLDOUT_SET_2].map((p) => p.id));
    expect(ids.filter((id) => otherIds.has(id))).toEqual([]);
  });

  it("shares no field with the tuning set or the first two held-out sets", () => {
    const seen = new Set(
      [...EVIDENCE_SET, ...HOLDOUT_SET, ...HOLDOUT_SET_2].map((pair) => pair.field),
    );
    expect(HOLDOUT_SET_3.filter((pair) => seen.has(pair.field))).toEqual([]);
    expect(HOLDOUT_FIELDS_3.length).toBeGreaterThanOrEqual(5);
    expect(HOLDOUT_SET_3.length).toBeGreaterThanOrEqual(10);
  });

  it("explains every gap on a strong résumé", () => {
    const unexplained = HOLDOUT_SET_3.filter((pair) => pair.fit === "strong").flatMap((pair) =>
      pair.requirements
        .filter((r) => r.label === "gap" && !r.note)
        .map((r) => `${pair.id}: ${r.asked}`),
    );
    expect(unexplained).toEqual([]);
  });
});
