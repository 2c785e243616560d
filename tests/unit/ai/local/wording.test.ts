import { containsTerm, standsAlone, termOccurrences } from "@/lib/ai/local/text";
import { makeWording } from "@/lib/ai/local/wording";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { listedSkills } from "@/lib/resume/listed-skills";

describe("a term standing alone", () => {
  it("is no part of a dotted name or an address", () => {
    const text = "Next.js and JS; mail sam@gmail.com";
    expect(termOccurrences(text, "js").map((m) => m.text)).toEqual(["JS"]);
    expect(containsTerm(text, "gmail")).toBe(false);
    expect(containsTerm("I write JS.", "JS")).toBe(true);
    expect(standsAlone(text, text.indexOf("Next.js"), text.indexOf("Next.js") + 7)).toBe(true);
  });

  it("keeps a skill as the résumé writes it, never as the tail of a dotted name", () => {
    const resume = "- Shipped a Next.js site and Node.js services.\nSkills: JS, TypeScript";
    expect(makeWording([resume])("JS")).toBe("JS");
  });
});

describe("skills a résumé lists", () => {
  it("are read whole, brackets and all, and never from an email address", () => {
    const resume =
      "Sam Lee\nsam.lee@gmail.com\nSkills: SQL, Excel (pivot tables, VLOOKUP), GCP (GKE, Cloud SQL)";
    expect(listedSkills(resume)).toEqual([
      "SQL",
      "Excel (pivot tables, VLOOKUP)",
      "GCP (GKE, Cloud SQL)",
    ]);
    expect(analyzeResumeKeywords(resume).skills).not.toContain("Gmail");
  });
});
