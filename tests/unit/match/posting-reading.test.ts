import { extractAsks } from "@/lib/match";

// How a posting's sections, sentences and names are read into asks.
describe("a posting's 'Helpful' section and its hours", () => {
  const posting = `What you bring
- Bachelor's degree in finance
- Advanced Excel

Helpful
- Power BI or Tableau dashboards

Logistics
- Quarter-end and budget-season crunch weeks with extended hours`;

  it("reads 'Helpful' as nice to have, and extended hours as a condition, not an ask", () => {
    const { asks, conditions } = extractAsks(posting);
    expect(asks.find((a) => /Tableau/.test(a.keyword))?.kind).toBe("preferred");
    expect(asks.map((a) => a.keyword).join(" | ")).not.toMatch(/crunch|extended hours|Quarter-end/);
    expect(conditions.map((c) => c.asked).join(" | ")).toMatch(/extended hours/);
  });
});

describe("a number that is part of a name", () => {
  it.each([
    ["- Investment banking or Big 4 background", "Investment banking or Big 4 background"],
    ["- Fortune 500 clients", "Fortune 500 clients"],
  ])("stays in the ask's name: %s", (line, keyword) => {
    expect(extractAsks(`Requirements\n${line}`).asks.map((a) => a.keyword)).toContain(keyword);
  });
});

describe("a short capitalised word's period in a posting", () => {
  it("ends no sentence: a statute's 'Minn. Stat. 260E' is not read as an ask 'Stat. 260E'", () => {
    const keywords = extractAsks(
      "Duties\n- Complete Family Assessments within statutory timelines (Minn. Stat. 260E)\n- Lift 50 lb. Drive to clients.",
    ).asks.map((a) => a.keyword);
    expect(keywords.join(" | ")).not.toMatch(/^Stat|\| Stat/);
    expect(keywords).toContain("Drive to clients");
  });
});
