import { EVIDENCE_SET, type EvidencePair } from "../../fixtures/evidence-set";
import { HOLDOUT_SET } from "../../fixtures/evidence-holdout";
import { HOLDOUT_SET_2 } from "../../fixtures/evidence-holdout-2";
import { HOLDOUT_SET_3 } from "../../fixtures/evidence-holdout-3";
import { HOLDOUT_SET_4 } from "../../fixtures/evidence-holdout-4";
import { HOLDOUT_SET_5 } from "../../fixtures/evidence-holdout-5";
import { HOLDOUT_SET_6 } from "../../fixtures/evidence-holdout-6";
import { HOLDOUT_SET_7 } from "../../fixtures/evidence-holdout-7";
import { HOLDOUT_SET_8 } from "../../fixtures/evidence-holdout-8";
import { HOLDOUT_SET_9 } from "../../fixtures/evidence-holdout-9";
import { HOLDOUT_SET_10 } from "../../fixtures/evidence-holdout-10";
import { HOLDOUT_SET_11 } from "../../fixtures/evidence-holdout-11";
import { HOLDOUT_SET_12 } from "../../fixtures/evidence-holdout-12";
import { scoreEvidenceSet } from "../../support/evidence-eval";

// A credential counted as held is said as held ("It also asks for CompTIA A+
// certification, which I hold"): across every labelled set, no licence, certificate or
// permit the résumé does not show may be covered. The asks of sets 10 to 12 are never read,
// so only their counts are held; set 10's: 2 on 2026-11-28, when it was first scored, and 1 once letters in
// brackets were read as a credential's name and an approved application as not yet held. Set 9's one (a trainee card's
// "hours logged toward the General Electrician exam") was mended once set 10 stood in for
// it; set 7's one (a certification with "Part 2 not yet taken") once set 8 stood in for it.
// "Registration" names a credential only when no noun follows ("a similar registration
// platform" is software).
const CREDENTIAL_ASK_RE =
  /\b(?:licen[cs]e[ds]?|licensure|certifi\w*|certificates?|permits?|registration(?!\s+\p{L}))\b/iu;

const heldWithout = (set: EvidencePair[]) =>
  scoreEvidenceSet(set)
    .outcomes.filter(
      (o) => o.label === "gap" && o.predicted === "covered" && CREDENTIAL_ASK_RE.test(o.asked),
    )
    .map((o) => `${o.pair}: ${o.asked}`);

describe("no credential the résumé lacks is said to be held", () => {
  it.each([
    ["the tuned set", EVIDENCE_SET],
    ["held-out set 1", HOLDOUT_SET],
    ["held-out set 2", HOLDOUT_SET_2],
    ["held-out set 3", HOLDOUT_SET_3],
    ["held-out set 5", HOLDOUT_SET_5],
    ["held-out set 6", HOLDOUT_SET_6],
    ["held-out set 7", HOLDOUT_SET_7],
    ["held-out set 8", HOLDOUT_SET_8],
    ["held-out set 9", HOLDOUT_SET_9],
  ])("in %s", (_, set) => {
    expect(heldWithout(set)).toEqual([]);
  });

  // The one left is how the set is scored: "ASE certifications" lies inside the first of
  // four asks (A4, A5, A6, A8), and the résumé holds A4 and A5, not A6 or A8, as the
  // analysis says.
  it("in held-out set 4", () => {
    expect(heldWithout(HOLDOUT_SET_4)).toEqual(["toyota-service-tech/partial: ASE certifications"]);
  });

  // Sets 10 to 12 are unread, so only their counts are held, as first scored: set 11's
  // on 2026-12-07, set 12's the same day.
  it.each([
    ["10", HOLDOUT_SET_10, 1],
    ["11", HOLDOUT_SET_11, 0],
    ["12", HOLDOUT_SET_12, 1],
  ])("in held-out set %s, no more than it had (a count only)", (_, set, count) => {
    expect(heldWithout(set).length).toBe(count);
  });
});
