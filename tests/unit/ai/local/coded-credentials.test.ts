import { sayLine } from "@/lib/ai/local/say-line";

describe("a body's coded credentials", () => {
  it.each([
    // A body's credentials named by their codes, with or without the label's colon.
    [
      "ASE A4 Suspension & Steering, A5 Brakes, G1 Auto Maintenance & Light Repair",
      "I hold ASE A4 Suspension & Steering, A5 Brakes, G1 Auto Maintenance & Light Repair.",
    ],
    [
      "- ASE: A1, A4, A5, A6, A7, A8 (all current)",
      "I hold ASE A1, A4, A5, A6, A7, A8 (all current).",
    ],
    ["EPA 608 Universal", "I hold EPA 608 Universal."],
    ["OSHA 30-Hour Construction", "I hold OSHA 30-Hour Construction."],
    // A product's code is no credential.
    [
      "AWS S3 bucket policies for 40 accounts",
      'my experience includes "AWS S3 bucket policies for 40 accounts."',
    ],
  ])("%s", (line, said) => {
    expect(sayLine(line)).toBe(said);
  });

  it("keeps an acronym label in capitals", () => {
    expect(sayLine("EPA: Universal, Section 609")).toBe(
      "my EPA work includes Universal, Section 609.",
    );
  });
});
