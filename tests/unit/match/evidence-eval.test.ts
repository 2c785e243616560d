import { scoreEvidenceSet } from "../../support/evidence-eval";
import type { EvidencePair } from "../../fixtures/evidence-set";

describe("the evidence-set scorer", () => {
  it("finds a requirement where the list states it, not where the introduction first names it", () => {
    const pair: EvidencePair = {
      id: "vet/named-twice",
      field: "veterinary",
      jobTitle: "Veterinary Technician",
      company: "Maple Run",
      fit: "strong",
      jobDescription:
        "Maple Run is a small-animal hospital, and the whole hospital is Fear Free certified.\n\n" +
        "Requirements:\n- Fear Free certification\n- Place IV catheters",
      resumeText:
        "Kayla Brandt\nDelaware, OH\n\nOhio RVT (active) | Fear Free Certified Professional\n\n" +
        "Experience\n- Placed IV catheters daily",
      requirements: [
        { asked: "Fear Free certification", label: "covered", kind: "required" },
        { asked: "Place IV catheters", label: "covered", kind: "required" },
      ],
    };
    const scores = scoreEvidenceSet([pair]);
    expect(scores.outcomes.map((o) => [o.asked, o.predicted])).toEqual([
      ["Fear Free certification", "covered"],
      ["Place IV catheters", "covered"],
    ]);
  });
});
