import { asPosted } from "@/lib/ai/local/wording";

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
