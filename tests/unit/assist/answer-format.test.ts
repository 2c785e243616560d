import { answerBullets, trimKeyPoints } from "@/lib/assist/answer-format";

describe("answer bullets (spec 3 §5)", () => {
  it("splits a list of at least three bullets that make up half the lines", () => {
    const answer = "In short:\n- First point\n* Second point\n• Third point\n";
    expect(answerBullets(answer)).toEqual(["First point", "Second point", "Third point"]);
  });

  it("keeps prose when there are fewer than three bullets", () => {
    expect(answerBullets("- one\n- two")).toBeNull();
  });

  it("keeps prose when bullets are under half of the non-empty lines", () => {
    const answer = ["a", "b", "c", "d", "- one", "- two", "- three"].join("\n");
    expect(answerBullets(answer)).toBeNull();
  });

  it("counts exactly half as enough and numbered items as bullets", () => {
    expect(answerBullets("a\nb\nc\n1. one\n2) two\n3. three")).toEqual(["one", "two", "three"]);
  });

  it("shows at most eight bullets", () => {
    const answer = Array.from({ length: 11 }, (_, i) => `- point ${i}`).join("\n");
    expect(answerBullets(answer)).toHaveLength(8);
  });
});

describe("key points", () => {
  it("trims, drops blanks and keeps six", () => {
    const points = ["  a ", "", "   ", "b", 3, "c", "d", "e", "f", "g"];
    expect(trimKeyPoints(points)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});
