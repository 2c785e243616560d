import { evidenceFor } from "./fixtures/evidence-for";

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
