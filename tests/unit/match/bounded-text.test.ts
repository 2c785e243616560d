import { boundedText, MAX_LINE_LENGTH } from "@/lib/match/bounded-text";

const RESUME = `Jane Doe
Charlotte, NC

Senior Software Engineer, Northwind (2019 - Present)
- Led the migration to React 18 and TypeScript, cutting load time by 40%.
Skills: JavaScript, TypeScript, React`;

describe("boundedText", () => {
  it("leaves ordinary text as it is", () => {
    expect(boundedText(RESUME)).toBe(RESUME);
  });

  it("reads runs of spaces and tabs as one space, and every line break as \\n", () => {
    expect(boundedText("Engineer\t\t  at   Acme\r\n- Python\rGo")).toBe(
      "Engineer at Acme\n- Python\nGo",
    );
    expect(boundedText(`5${" ".repeat(100_000)}years`)).toBe("5 years");
  });

  it("breaks an endless line at sentence ends, keeping every word", () => {
    const sentence = "We build accessible interfaces in React and TypeScript. ";
    const paragraph = sentence.repeat(200).trim();
    const lines = boundedText(paragraph).split("\n");
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.length <= MAX_LINE_LENGTH)).toBe(true);
    expect(lines.every((line) => line.endsWith("TypeScript."))).toBe(true);
    expect(lines.join(" ")).toBe(paragraph);
  });

  it("cuts a line with no space at all into pieces of the longest length", () => {
    const word = "a".repeat(MAX_LINE_LENGTH * 2 + 10);
    expect(
      boundedText(word)
        .split("\n")
        .map((line) => line.length),
    ).toEqual([MAX_LINE_LENGTH, MAX_LINE_LENGTH, 10]);
  });
});
