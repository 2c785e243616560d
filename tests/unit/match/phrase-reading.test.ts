import { extractAsks } from "@/lib/match";
import { evidenceFor, requirementsFor } from "./fixtures/evidence-for";

/** The keywords of the asks read from one requirements bullet. */
const keywords = (text: string) =>
  extractAsks(`Requirements:\n- ${text}`).asks.map((a) => a.keyword);

// How the words of a phrase are read: whole lists, particles, people, names in capitals,
// scope words (clause-reading.test.ts reads whole clauses).
describe("a phrase read the way a recruiter reads it", () => {
  it.each([
    // A list closed before the scope: the name ends at the scope, not inside the list.
    [
      "Perform brake, steering, suspension and alignment work on our Hunter alignment rack",
      ["Perform brake, steering, suspension and alignment work"],
    ],
    // Verbs sharing an object keep the head the list shares, and each item the verbs.
    [
      "Diagnose and repair engine, drivability, electrical and HVAC concerns",
      [
        "Diagnose and repair engine concerns",
        "Diagnose and repair drivability concerns",
        "Diagnose and repair electrical concerns",
        "Diagnose and repair HVAC concerns",
      ],
    ],
    [
      "Troubleshoot electrical, hydraulic and mechanical faults",
      [
        "Troubleshoot electrical faults",
        "Troubleshoot hydraulic faults",
        "Troubleshoot mechanical faults",
      ],
    ],
    // A generic last object is still one of the list's; a lone verb is not.
    ["Order and stock parts, supplies and tools", ["Order and stock parts, supplies and tools"]],
  ])("names a long list whole: '%s'", (item, expected) => {
    expect(keywords(item)).toEqual(expected);
  });

  it("reads a word and its particle as one thing: 'lease-up' is not shown by lease signings", () => {
    expect(evidenceFor("Lease-up experience", "Move-in packets and lease signings")).toBeNull();
    expect(evidenceFor("Lease-up experience", "Helped lease up an 84-unit Phase II")).toBe(
      "- Helped lease up an 84-unit Phase II",
    );
    expect(
      evidenceFor("Follow up on unpaid claims", "Own the follow-up queue for unpaid claims"),
    ).toBe("- Own the follow-up queue for unpaid claims");
    // "Up to date" is no particle.
    expect(evidenceFor("Keep records up to date", "Kept patient records current")).toBe(
      "- Kept patient records current",
    );
  });

  it("needs the verb of work done to people: being a Tier 1 analyst is not mentoring them", () => {
    expect(
      evidenceFor("Mentor Tier 1 analysts", "Tier 1 SOC analyst triaging 40 alerts a shift"),
    ).toBeNull();
    expect(
      evidenceFor("Mentor Tier 1 analysts", "Coached three Tier 1 analysts through triage"),
    ).toBe("- Coached three Tier 1 analysts through triage");
    // New bakers are new staff, as new hires are.
    expect(evidenceFor("Train new bakers", "Trained 9 new hires on lamination")).toBe(
      "- Trained 9 new hires on lamination",
    );
  });

  it("reads a filler word in capitals among ordinary words as a name: IDEA is the act", () => {
    const [ask] = extractAsks("Requirements:\n- IDEA and Illinois special education rules").asks;
    expect((ask.concepts ?? []).flat().map((c) => c.word)).toContain("IDEA");
    // Emphasis on a function word stays no part of an ask.
    const [must] = extractAsks("Requirements:\n- MUST hold a forklift card").asks;
    expect((must.concepts ?? []).flat().map((c) => c.word)).not.toContain("MUST");
  });

  it("reads a team on site as leadership, and only working on site as a condition", () => {
    const read = extractAsks(
      "Requirements:\n- Lead an on-site team of 7\n- Work on-site three days a week\n- Provide on-site support to 9 branches",
    );
    expect(read.asks.map((a) => [a.keyword, a.type])).toEqual([
      ["Lead an on-site team of 7", "leadership"],
      ["Provide on-site support to 9 branches", "phrase"],
    ]);
    expect(read.conditions.map((c) => c.asked)).toEqual(["Work on-site three days a week"]);
  });

  it("reads what follows 'following' as the ask's scope, and 'needed' as no part of it", () => {
    const [warranty] = requirementsFor(
      "Perform warranty and recall repairs following Toyota policies and procedures",
      "Handle factory warranty, campaigns and safety recall repairs",
    );
    expect(warranty.evidence).toBe(
      "- Handle factory warranty, campaigns and safety recall repairs",
    );
    const [recommend] = extractAsks("Requirements:\n- Recommend needed repairs to advisors").asks;
    const words = (recommend.concepts ?? []).flat().map((c) => c.word);
    expect(words).toContain("repairs");
    expect(words).not.toContain("needed");
  });

  it("never reads 'PM' as the initials of an ask's words ('pitch motors')", () => {
    const [repair] = requirementsFor(
      "Replace and repair main components such as pitch motors, yaw drives, converters and slip rings",
      "PMs on conveyors, gearboxes, bearings and pumps; vibration routes and oil samples",
    );
    expect(repair.evidence).toBeNull();
  });

  it("keeps 'Track' as a duty's verb, and 'a track record of' as no word of the ask", () => {
    expect(keywords("Track containers from origin to door")).toEqual([
      "Track containers from origin to door",
    ]);
    expect(keywords("A proven track record of hitting renewal targets")).toEqual([
      "hitting renewal targets",
    ]);
  });
});

describe("a word joined or a new verb", () => {
  it("reads a hyphened word as one word, not a verb: 'post-emergent herbicides'", () => {
    const [ask] = extractAsks("Requirements:\n- post-emergent herbicides").asks;
    expect(ask.concepts?.flat().some((c) => c.isDeed)).toBe(false);
  });

  it("starts a new ask at 'and enforce': two duties", () => {
    expect(keywords("Train new crew members and enforce PPE and safety rules")).toEqual([
      "Train new crew members",
      "enforce PPE and safety rules",
    ]);
  });

  it("reads new graduates as new staff, as 'new grads' is", () => {
    const line = "Orient new grads and travelers to the ICU";
    expect(evidenceFor("Orient new graduates", line)).toBe(`- ${line}`);
  });

  it("reads 'registration' as a credential only when no noun follows it", () => {
    const types = (line: string) => extractAsks(`Requirements:\n- ${line}`).asks.map((a) => a.type);
    expect(types("Set up registration sites and confirmation emails in Cvent")).not.toContain(
      "licence",
    );
    expect(types("Active registration with the Ohio Board of Nursing")).toEqual(["licence"]);
  });
});

describe("what a duty focuses on", () => {
  it("reads the list after 'focusing on' as asks, not as the duty's scope", () => {
    const read = keywords(
      "Treat a caseload of 5–7 patients per day, focusing on ADL retraining, upper extremity function and visual-perceptual skills",
    );
    expect(read).toEqual(expect.arrayContaining(["ADL retraining", "upper extremity function"]));
    expect(read.find((k) => k.startsWith("Treat"))).not.toMatch(/ADL/);
  });
});

describe("the rules a duty complies with", () => {
  it("reads the named rules after 'compliance with' as asks of their own", () => {
    const read = keywords("Ensure compliance with TRID, RESPA, ECOA and HMDA");
    expect(read).toEqual(expect.arrayContaining(["TRID", "RESPA", "ECOA", "HMDA"]));
    // The rules are what compliance means here: no bare "Compliance" ask beside them.
    expect(read).not.toContain("Compliance");
    const code = keywords(
      "Inspect existing occupancies for compliance with the 2021 International Fire Code (IFC)",
    );
    expect(code).toContain("2021 International Fire Code (IFC)");
    const line = "Inspect 600 businesses a year under the 2021 IFC";
    const ifc = requirementsFor(
      "Conduct inspections for compliance with the 2021 International Fire Code (IFC)",
      line,
    ).find((r) => r.keyword.includes("Fire Code"));
    expect(ifc?.evidence).toBe(`- ${line}`);
    // Unnamed rules stay the scope of the ask.
    expect(keywords("Ensure compliance with applicable regulations")).toEqual(["Compliance"]);
  });

  it("reads 'Spanish-speaking' as a language", () => {
    expect(extractAsks("Requirements:\n- Spanish-speaking a plus").asks[0]).toMatchObject({
      type: "language",
      language: "Spanish",
    });
  });
});

describe("words that say how, not what", () => {
  it("drops an '-ly' adverb from an ask: 'clear conditions promptly' is clearing conditions", () => {
    const line = "Gathered and cleared conditions for 3 loan officers";
    expect(evidenceFor("Clear conditions promptly", line)).toBe(`- ${line}`);
    expect(keywords("Early literacy programs")).toEqual(["Early literacy programs"]);
  });

  it("reads 'while' before a verb as two asks", () => {
    expect(keywords("Meet closing deadlines while juggling competing priorities")).toEqual([
      "Meet closing deadlines",
      "juggling competing priorities",
    ]);
  });

  it("reads what lies 'between' after a lone verb as the work", () => {
    const ask = extractAsks(
      "Requirements:\n- Experience converting between coordinate systems and datums",
    ).asks[0];
    const weights = Object.fromEntries(ask.concepts![0].map((c) => [c.word, c.weight]));
    expect(weights).toMatchObject({ coordinate: 1, datums: 1 });
  });
});

describe("a job summary's sentences", () => {
  const asksOf = (summary: string) =>
    extractAsks(`Job summary\n${summary}\n\nRequirements\n- Valid driver's license`).asks.map(
      (a) => a.keyword,
    );

  it("reads an office's own work as about the employer, and the role's people's work as duties", () => {
    const read = asksOf(
      "The Fire Marshal's Office enforces the City's adopted fire code. Fire Inspectors inspect commercial and assembly occupancies, take part in new-construction reviews and educate the public.",
    );
    expect(read.join("|")).not.toMatch(/Office enforces|Fire Inspectors/);
    expect(read).toEqual(expect.arrayContaining(["educate the public"]));
  });
});
