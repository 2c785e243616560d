import { asPosted, isCutShort } from "@/lib/ai/local/wording";

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
