import { joinClauses } from "@/lib/ai/local/join-clauses";
import { sayLine } from "@/lib/ai/local/say-line";

describe("where the person is, after a semicolon", () => {
  it("says a list or rotation the person is on with 'I am'", () => {
    expect(
      sayLine(
        "- Answer entrapment and shutdown callbacks; on the weekend call list one weekend a month",
      ),
    ).toBe(
      "I answer entrapment and shutdown callbacks, and I am on the weekend call list one weekend a month.",
    );
    expect(sayLine("- Run the crew; on call every fourth week")).toBe(
      "I run the crew, and I am on call every fourth week.",
    );
  });
});

describe("a record and a second deed after a semicolon", () => {
  it("says a record of none as had, then the deed with its subject", () => {
    expect(sayLine("- 0 lost-time incidents; write hot work permits, LOTO on the beam line")).toBe(
      "I have had zero lost-time incidents, and I write hot work permits, LOTO on the beam line.",
    );
    expect(sayLine("- Zero recordable injuries across 3 years")).toBe(
      "I have had zero recordable injuries across 3 years.",
    );
    expect(sayLine("- No accidents in 6 years")).toBe("I have had no accidents in 6 years.");
  });

  it("reads a plain verb after a deed as another deed, but a change or a figure as a result", () => {
    expect(
      sayLine(
        "- Progress ther-ex and gait training per protocol; report changes and reassessment needs to supervising PT",
      ),
    ).toBe(
      "I progress ther-ex and gait training per protocol, and report changes and reassessment needs to supervising PT.",
    );
    expect(sayLine("- Run QBRs; churn down 3 points")).toBe(
      "I run QBRs, with churn down 3 points.",
    );
    expect(sayLine("- Lead a crew of 4; budget $2M")).toBe("I lead a crew of 4, with budget $2M.");
    expect(sayLine("- Built the model; team adoption across 4 sites")).toBe(
      "I built the model, with team adoption across 4 sites.",
    );
  });
});

describe("clauses joined into one sentence", () => {
  it("keeps a clause with its own subject whole", () => {
    expect(joinClauses("Paychex files our quarterly and year-end taxes; I review the 941s")).toBe(
      "Paychex files our quarterly and year-end taxes, and I review the 941s",
    );
    expect(joinClauses("Ran intake for 40 families; we cut the waitlist by half")).toBe(
      "Ran intake for 40 families, and we cut the waitlist by half",
    );
  });

  it("reads a share with a verb as a clause, and one without as what qualifies the deed", () => {
    expect(joinClauses("I book 18–22 meetings a month; 134% of meeting quota for 2025")).toBe(
      "I book 18–22 meetings a month, with 134% of meeting quota for 2025",
    );
    expect(joinClauses("I regroup students by unit test; the pass rate rose from 71% to 86%")).toBe(
      "I regroup students by unit test, and the pass rate rose from 71% to 86%",
    );
    expect(joinClauses("I own 38 accounts; the largest book on the team")).toBe(
      "I own 38 accounts, with the largest book on the team",
    );
    expect(joinClauses("I run the clinic's gait class; 92% of patients meet discharge goals")).toBe(
      "I run the clinic's gait class, and 92% of patients meet discharge goals",
    );
  });
});
