import { analyzeFit } from "@/lib/match";

const evidenceFor = (item: string, line: string) =>
  analyzeFit({
    resumeText: `Jo Doe\nExperience\nEngineer, Acme (2019 - Present)\n- ${line}`,
    jobTitle: "Engineer",
    jobDescription: `Requirements:\n- ${item}`,
  }).requirements[0]?.evidence ?? null;

describe("a company stage asked for", () => {
  it.each([
    [
      "Experience at a high-growth startup (Series C or later)",
      "Joined a Series D fintech as engineer 40",
    ],
    [
      "Experience at a high-growth startup (Series C or later)",
      "Payments team at a Series C marketplace",
    ],
    ["Experience at a Series B startup", "Second engineer at a Series B logistics company"],
  ])("%s is shown by '%s'", (item, line) => {
    expect(evidenceFor(item, line)).toBe(`- ${line}`);
  });

  it.each([
    [
      "Experience at a high-growth startup (Series C or later)",
      "Founding engineer at a Series A startup",
    ],
    ["Experience at a Series B startup", "Platform work at a Series D company"],
  ])("%s is not shown by '%s'", (item, line) => {
    expect(evidenceFor(item, line)).toBeNull();
  });
});
