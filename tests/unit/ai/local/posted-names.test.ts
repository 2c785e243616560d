import { asPosted, isCutShort, makeWording, proseName } from "@/lib/ai/local/wording";
import type { Requirement } from "@/lib/match";

describe("a name with the posting's article", () => {
  const posting =
    "Strong electrical troubleshooting: reading wiring diagrams, using a multimeter, checking an inducer";
  it.each([
    ["multimeter", "a multimeter"],
    ["inducer", "an inducer"],
    ["wiring diagrams", "wiring diagrams"],
    ["Fluke 116", "Fluke 116"],
    ["voltmeter", "voltmeter"],
  ])("%s reads as '%s'", (name, expected) => {
    expect(asPosted(name, posting)).toBe(expected);
  });
});

describe("a name cut short", () => {
  it.each([
    ["Perform brake, steering", true],
    ["Diagnose and repair engine, drivability, electrical", true],
    ["Install doors, trim and cabinets", false],
    ["Prepare filings (941, W-2s)", false],
  ])("%s: %s", (name, expected) => {
    expect(isCutShort(name)).toBe(expected);
  });
});

describe("a duty whose scope is cut", () => {
  it("keeps the scope when the cut would leave the verb alone", () => {
    const wording = makeWording(["Adjust for flour and humidity changes"]);
    const ask: Requirement = {
      keyword: "adjust for flour and humidity changes",
      kind: "required",
      evidence: null,
      type: "phrase",
    };
    expect(proseName(ask, wording)).toBe("adjusting for flour and humidity changes");
  });
});

describe("adjectives that share a noun", () => {
  it("are no list cut short: 'individualized, goal-directed plans'", () => {
    const wording = makeWording([
      "Write individualized, goal-directed plans of care within 24 hours",
    ]);
    const ask: Requirement = {
      keyword: "write individualized, goal-directed plans of care within 24 hours",
      kind: "required",
      evidence: null,
      type: "phrase",
    };
    expect(proseName(ask, wording)).toMatch(/^writing individualized, goal-directed plans/);
  });
});
