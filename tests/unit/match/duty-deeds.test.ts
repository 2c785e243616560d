import { extractAsks } from "@/lib/match";
import { evidenceFor, requirementsFor } from "./fixtures/evidence-for";

// A duty is shown by a deed done to all of its things, whatever verb the person chose.
describe("a duty's verbs", () => {
  it.each([
    [
      "Place and manage purchase orders for an assigned commodity group",
      "Issue 2,500+ purchase orders a year in Tyler Munis for supplies and facilities",
    ],
    [
      "Plan and present storytimes for babies, toddlers and preschoolers",
      "Lead 4 weekly lapsit, toddler and preschool storytimes (avg. 45 attendees)",
    ],
  ])("'%s' is shown by '%s'", (duty, line) => {
    expect(evidenceFor(duty, line)).toBe(`- ${line}`);
  });

  it.each([
    // One common noun is too little: the deed is another duty.
    [
      "Document losses with photos, diagrams and roof sketches",
      "Negotiate total-loss settlements and labor rates with shops",
    ],
    // A line that is not a deed does not stand in for the verb.
    [
      "Plan and present storytimes for babies, toddlers and preschoolers",
      "Weekly storytimes for toddlers and preschoolers drew 45 families",
    ],
  ])("'%s' is not shown by '%s'", (duty, line) => {
    expect(evidenceFor(duty, line)).toBeNull();
  });
});

describe("the tool a duty is done in", () => {
  it("is asked for on its own when the vocabulary knows it", () => {
    const xactimate = (line: string) =>
      requirementsFor("Write damage estimates in Xactimate", line).find(
        (r) => r.keyword === "Xactimate",
      )?.evidence;
    expect(xactimate("Write auto damage estimates in CCC ONE and Mitchell")).toBeNull();
    expect(xactimate("Wrote 300+ damage estimates a year in Xactimate")).toBe(
      "- Wrote 300+ damage estimates a year in Xactimate",
    );
  });

  it("is needed when it is a product's name: runoff modeled by hand is not modeled in HydroCAD", () => {
    const duty = "Model detention pond runoff in HydroCAD";
    expect(
      evidenceFor(duty, "Modeled detention pond runoff by hand for 12 subdivisions"),
    ).toBeNull();
    expect(evidenceFor(duty, "Modeled detention pond runoff in HydroCAD for 12 subdivisions")).toBe(
      "- Modeled detention pond runoff in HydroCAD for 12 subdivisions",
    );
  });

  it("is never a city: 'in Denver' is where, not what with", () => {
    expect(
      evidenceFor("Write damage estimates in Denver", "Wrote 300+ damage estimates a year"),
    ).toBe("- Wrote 300+ damage estimates a year");
  });
});

describe("a duty that opens a list", () => {
  const duty =
    "Perform scheduled maintenance on turbines: torque and tension checks, lubrication, filter changes and oil sampling";

  it("is shown by a line that shows most of what it lists", () => {
    const line =
      "Semi-annual PMs: bolt torque and tensioning, greasing pitch bearings, gearbox filter swaps and oil samples";
    expect(evidenceFor(duty, line)).toBe(`- ${line}`);
  });

  it("is not shown by one listed thing, nor by listed things spread over lines", () => {
    expect(evidenceFor(duty, "Pull oil samples from gearboxes")).toBeNull();
    expect(
      evidenceFor(duty, "Pull oil samples from gearboxes", "Change filters on hydraulic units"),
    ).toBeNull();
  });
});

describe("a duty whose verb also opens how to apply", () => {
  const read = (line: string) =>
    extractAsks(`What you'll do\n- ${line}`).asks.map((a) => a.keyword);

  it.each([
    "Apply fertilizer and post-emergent herbicides per label",
    "Send post-event surveys to attendees",
    "Submit clean claims to payers",
  ])("is read as a duty: %s", (line) => {
    expect(read(line).length).toBeGreaterThan(0);
  });

  it.each(["Apply now at careers.acme.com", "Send your resume to jobs@acme.com"])(
    "is not, when it says how to apply: %s",
    (line) => {
      expect(read(line)).toEqual([]);
    },
  );
});

describe("a label over a list that opens with a capital", () => {
  it("keeps the list with its label: 'Apply modalities: NMES/TENS, ultrasound, ...'", () => {
    const line = "E-stim (IFC, NMES), mechanical cervical/lumbar traction, CP/HP";
    const head = requirementsFor(
      "Apply modalities: NMES/TENS, ultrasound, mechanical traction",
      line,
    ).find((r) => r.keyword === "Apply modalities");
    expect(head?.evidence).toBe(`- ${line}`);
  });
});

describe("the verbs of a duty and its later objects", () => {
  it("reads every verb of a list that ends at an article, after a verb's particle", () => {
    const line = "Pull a 20' enclosed trailer and a 16' open trailer every day";
    const duty = "Hook up, tow and back a 20 ft enclosed trailer";
    expect(evidenceFor(duty, line)).toBe(`- ${line}`);
    // Without the article the list is of things, and each must be shown.
    expect(evidenceFor("Maintain trucks, trailers and forklifts", "Drove forklifts")).toBeNull();
  });

  it("gives an object after 'and' the verb its duty opened with, which helps and never costs", () => {
    const line = "Hand prune and shear shrubs, crape myrtles and small ornamentals";
    const trees = requirementsFor("Prune shrubs and small ornamental trees", line).find(
      (r) => r.keyword === "small ornamental trees",
    );
    expect(trees?.evidence).toBe(`- ${line}`);
    // An object shown without the verb is shown as before.
    const pine = requirementsFor(
      "Install annuals, mulch and pine straw",
      "Spread pine straw around the beds",
    ).find((r) => r.keyword === "pine straw");
    expect(pine?.evidence).toBe("- Spread pine straw around the beds");
  });

  it("reads 'new crew members' as new staff, shown by onboarding new hires", () => {
    const line = "Onboard new hires and run Monday tailgate safety talks";
    expect(evidenceFor("Train new crew members", line)).toBe(`- ${line}`);
    expect(evidenceFor("Train new crew members", "Run a 5-man crew")).toBeNull();
  });

  it("reads single words in brackets as what the ask is made of: a line showing most shows it", () => {
    const ask = "Do basic small-engine maintenance (blades, oil, filters)";
    const line = "Service our mowers and trimmers: sharpen blades, change oil and filters";
    expect(evidenceFor(ask, line)).toBe(`- ${line}`);
    expect(evidenceFor(ask, "Changed oil on the fleet trucks")).toBeNull();
  });
});
