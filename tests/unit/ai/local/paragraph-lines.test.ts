import { writeCoverLetter } from "@/lib/ai/local";
import { shownPart } from "@/lib/ai/local/evidence";
import { proseSentences } from "@/lib/ai/local/prose-sentences";
import { sayLine, sayShown } from "@/lib/ai/local/say-line";
import { localInput } from "./local-cases";

// Résumés written in paragraphs: a role's duties as one line of many sentences.
describe("a paragraph of sentences", () => {
  it("is split at sentence ends, never at a short form's period", () => {
    expect(proseSentences("A.A.S. Architectural Technology, Grand Rapids CC, 2021.")).toHaveLength(
      1,
    );
    expect(
      proseSentences("E-file in the Court of Common Pleas and E.D. Pa. (CM/ECF). Draft motions."),
    ).toEqual(["E-file in the Court of Common Pleas and E.D. Pa. (CM/ECF).", "Draft motions."]);
  });

  it("says each sentence as the person's, and keeps one that is no deed as written", () => {
    expect(
      sayLine(
        "Run 5–7 service calls a day. The light commercial side is mostly rooftops. Lay out repair options for homeowners in plain English.",
      ),
    ).toBe(
      "I run 5–7 service calls a day. The light commercial side is mostly rooftops. I lay out repair options for homeowners in plain English.",
    );
    expect(
      sayLine("Valid Illinois driver's license. Own a full set of hand and power tools."),
    ).toBe("I hold a valid Illinois driver's license. I own a full set of hand and power tools.");
    expect(sayLine("Backend engineer for 8 years. Happiest deep in a Go service.")).toBe(
      "I have been a backend engineer for 8 years. Happiest deep in a Go service.",
    );
  });

  it("goes on saying deeds after a first deed, though the tagger reads the verb as a noun", () => {
    expect(
      sayLine(
        "Inspect 600–700 existing businesses a year. Witness final acceptance tests on new construction. Schools call us for classes.",
      ),
    ).toBe(
      "I inspect 600–700 existing businesses a year. I witness final acceptance tests on new construction. Schools call us for classes.",
    );
  });

  it("says 'Known for' as how the person is known, never 'I known'", () => {
    expect(sayLine("7 years processing loans to CTC. Known for clean submissions.")).toBe(
      "I have 7 years processing loans to CTC. I am known for clean submissions.",
    );
  });

  it("says a part of a paragraph of deeds as deeds: 'I witness ...'", () => {
    const paragraph =
      "Inspect 600–700 existing businesses a year. Witness final acceptance tests on new construction. Teach extinguisher classes to daycares.";
    expect(sayShown(paragraph, ["acceptance", "tests", "construction"])).toBe(
      "I witness final acceptance tests on new construction.",
    );
  });

  it("keeps a sentence the person already says in the first person, and a measure as a measure", () => {
    expect(sayLine("Paychex files our quarterly taxes; I review the 941s.")).toBe(
      "Paychex files our quarterly taxes, and I review the 941s.",
    );
    expect(sayLine("Every Monday I collect timesheets from the foremen.")).toBe(
      "Every Monday I collect timesheets from the foremen.",
    );
    expect(sayLine("Every spring and fall I tune up 400 customers.")).toBe(
      "Every spring and fall I tune up 400 customers.",
    );
    expect(sayLine("Audit accuracy 97–99% since 2021.")).not.toMatch(/^I audit/);
    expect(sayLine("- Second in command at a $2.4M brewpub")).toBe(
      "I am second in command at a $2.4M brewpub.",
    );
    expect(sayLine("Design lead on 30+ municipal projects")).toBe(
      "I served as design lead on 30+ municipal projects.",
    );
    expect(sayLine("Skilled in gait training and fall prevention")).toBe(
      "I am skilled in gait training and fall prevention.",
    );
  });
});

describe("a paragraph as a letter's evidence", () => {
  const paragraph =
    "Run 5–7 service calls a day on furnaces and heat pumps. The light commercial side is mostly rooftops. Every spring I tune up 400 customers. Diagnose failed boards off the wiring schematic. Lay out repair-or-replace options for homeowners in plain English.";

  it("shows the sentences that hold the matched words, two at most, in order", () => {
    expect(shownPart(paragraph, ["furnaces", "heat", "pumps", "homeowners"])).toBe(
      "Run 5–7 service calls a day on furnaces and heat pumps. Lay out repair-or-replace options for homeowners in plain English.",
    );
    expect(shownPart("One. Two.", ["two"])).toBe("One. Two.");
  });

  it("is cited by those sentences, not pasted whole", () => {
    const letter = writeCoverLetter(
      localInput(
        `Dominic Reyes\n\nEXPERIENCE\nLead Service Technician — Fox Valley Mechanical\nMarch 2019 – Present\n${paragraph}`,
        {
          title: "HVAC Service Technician",
          company: "Summit Comfort",
          description:
            "Requirements:\n- Diagnose and repair furnaces and heat pumps\n- Explain repair options to homeowners",
        },
      ),
    );
    expect(letter).toContain("I run 5–7 service calls a day on furnaces and heat pumps.");
    expect(letter).not.toContain("The light commercial side is mostly rooftops");
  });
});
