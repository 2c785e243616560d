import { analyzeFit, extractAsks } from "@/lib/match";

/** The keywords of the asks read from one requirements bullet. */
const keywords = (text: string) =>
  extractAsks(`Requirements:\n- ${text}`).asks.map((a) => a.keyword);

// Who a duty is done for, by or with, and the examples that show it, read as part of it.
describe("the people and examples in a duty's scope", () => {
  it.each([
    [
      "Negotiate settlements with insureds, contractors and public adjusters",
      ["Negotiate settlements with insureds, contractors and public adjusters"],
    ],
    [
      "Carry out treatment plans written by the supervising physical therapist",
      ["Carry out treatment plans written by the supervising physical therapist"],
    ],
    [
      "Report any change in status to the supervising physical therapist",
      ["Report any change in status to the supervising physical therapist"],
    ],
  ])("keeps '%s' one ask", (item, expected) => {
    expect(keywords(item)).toEqual(expected);
  });

  it("reads a person named by letters after 'the supervising' as scope: '... to the supervising PT'", () => {
    expect(keywords("Report any change in status to the supervising PT")).toEqual([
      "Report any change in status to the supervising PT",
    ]);
  });

  it("needs a qualified example whole: 'balloon framing' is not any framing", () => {
    const fit = (line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\nFraming Foreman, Columbia Ridge (2021 - Present)\n- ${line}`,
        jobTitle: "Lead Carpenter",
        jobDescription:
          "Nice to have:\n- Experience with historic homes (old-growth fir, plaster and lath, balloon framing)",
      }).requirements[0];
    expect(fit("Run a 5-man framing crew for tract homes").evidence).toBeNull();
    expect(fit("Restored balloon framing in 1910s houses").evidence).toBe(
      "- Restored balloon framing in 1910s houses",
    );
  });

  it("reads 'explain' and 'expedite' as duties: 'Explain repair and replacement options' is one ask", () => {
    expect(keywords("Explain repair and replacement options to homeowners")).toEqual([
      "Explain repair and replacement options to homeowners",
    ]);
    expect(
      keywords("Partner with hiring managers on role scoping, interview loops and calibration"),
    ).not.toContain("interview loops and calibration");
  });

  it("counts framing as carpentry", () => {
    const fit = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nFramer, Columbia Ridge (2018 - Present)\n- Walls, floors, trusses and decks; framing for tract homes",
      jobTitle: "Carpenter",
      jobDescription: "Requirements:\n- Carpentry",
    });
    expect(fit.requirements[0].evidence).not.toBeNull();
  });

  it("still reads a skill after a preposition, and a role asked 'as', as asks of their own", () => {
    expect(keywords("Migrate services to Kubernetes")).toContain("Kubernetes");
    expect(keywords("Experience as a physical therapist assistant")).toEqual([
      "Physical therapist assistant",
    ]);
  });
});

describe("what the job does not want", () => {
  it("is no ask: 'with no high-pressure selling', 'instead of throwing parts at it'", () => {
    const asked = keywords(
      "Explain repair options to homeowners clearly, with no high-pressure selling",
    ).join(" | ");
    expect(asked).toMatch(/repair options/i);
    expect(asked).not.toMatch(/selling/i);
    const cause = keywords("Find the real cause of a failure instead of throwing parts at it");
    expect(cause.join(" | ")).toMatch(/real cause of a failure/);
    expect(cause.join(" | ")).not.toMatch(/throwing/);
    // A skill the posting wants stays, whatever follows it.
    expect(keywords("Manage inventory without supervision").join(" | ")).toMatch(/inventory/i);
  });
});
