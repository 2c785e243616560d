import { readingTimeMinutes, tldr } from "@/lib/match";

describe("readingTimeMinutes", () => {
  it("counts 200 words per minute, rounded to one decimal", () => {
    expect(readingTimeMinutes("word ".repeat(200))).toBe(1);
    expect(readingTimeMinutes("word ".repeat(250))).toBe(1.3);
    expect(readingTimeMinutes("a b c")).toBe(0);
    expect(readingTimeMinutes("   ")).toBe(0);
  });
});

describe("tldr", () => {
  it("keeps at most three sentences longer than ten characters", () => {
    const text =
      "Hi there. We build payment tools. You will own checkout. Great pay and benefits. Remote friendly team.";
    expect(tldr(text)).toBe(
      "We build payment tools. You will own checkout. Great pay and benefits.",
    );
  });

  it("cuts at a word boundary with an ellipsis near 200 characters", () => {
    const long = `${"Extraordinarily ".repeat(20)}long sentence here.`;
    const out = tldr(long);
    expect(out.endsWith("...")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(203);
    expect(out.slice(0, -3).endsWith("Extraordinarily")).toBe(true);
  });

  it("returns an empty string when nothing qualifies", () => {
    expect(tldr("Short. Tiny.")).toBe("");
  });
});
