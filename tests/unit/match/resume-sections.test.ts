import { parseResume } from "@/lib/match/resume/sections";
import { formatListLine, parseListLine, reorderItems } from "@/lib/ai/local/skill-list";
import { labelledTriples } from "./fixtures/labelled-set";
import { SECTIONED_RESUME } from "../ai/local/local-cases";

describe("parseResume", () => {
  it("splits a résumé with headings into header and known sections", () => {
    const parsed = parseResume(SECTIONED_RESUME);
    expect(parsed.header).toEqual([
      "JORDAN RIVERA",
      "jordan.rivera@example.com | (555) 010-2040 | Austin, TX",
    ]);
    expect(parsed.sections.map((s) => [s.heading, s.kind])).toEqual([
      ["PROFESSIONAL SUMMARY", "summary"],
      ["EXPERIENCE", "experience"],
      ["EDUCATION", "education"],
      ["SKILLS", "skills"],
      ["CERTIFICATIONS", "certifications"],
    ]);
    expect(parsed.isUpperCase).toBe(true);
    // "Languages: ..." under a heading is a line of that section, not a section of its own.
    expect(parsed.sections[3].lines).toEqual([
      "Languages: PHP, Python, SQL, JavaScript",
      "Tools: Git, Docker, PostgreSQL, Django, Redis",
    ]);
  });

  it("reads a résumé without headings as name, untitled experience and inline lists", () => {
    const frontend = labelledTriples().find((t) => t.name === "frontend")!;
    const parsed = parseResume(frontend.strong);
    expect(parsed.header).toEqual(["Maya Ortiz"]);
    expect(parsed.sections.map((s) => [s.heading, s.kind, s.isInline])).toEqual([
      [null, "experience", false],
      [null, "skills", true],
    ]);
    expect(parsed.sections[1].lines).toEqual([
      "Skills: JS, TypeScript, React, GraphQL, Jest, Cypress, AWS",
    ]);
  });

  it("keeps a line of words above the contact line in the header", () => {
    const parsed = parseResume(
      [
        "Jess Tran",
        "Registered Dental Hygienist",
        "Cheyenne, Wyoming — relocating to Fort Collins, January 2027",
        "(307) 555-0193 · jess.tran@example.com",
        "",
        "EDUCATION",
        "Associate of Applied Science, Dental Hygiene",
      ].join("\n"),
    );
    expect(parsed.header).toEqual([
      "Jess Tran",
      "Registered Dental Hygienist",
      "Cheyenne, Wyoming — relocating to Fort Collins, January 2027",
      "(307) 555-0193 · jess.tran@example.com",
    ]);
  });

  it("keeps every line somewhere, even in text with no structure", () => {
    const text = "Just a paragraph about me.\n\nAnother thought.";
    const parsed = parseResume(text);
    const kept = [...parsed.header, ...parsed.sections.flatMap((s) => s.lines)].filter(Boolean);
    expect(kept).toEqual(["Just a paragraph about me.", "Another thought."]);
  });

  it.each(["Licenses & Certs", "Certifications and Licenses", "Licenses/Certifications", "Certs"])(
    "reads '%s' as the credentials section",
    (heading) => {
      const parsed = parseResume(
        `Ana Ruiz\nElectrician\n\n${heading}\n- WA General Journey Level Electrician (01)`,
      );
      expect(parsed.sections.map((s) => s.kind)).toEqual(["certifications"]);
    },
  );

  it("recognises title-case headings with a colon", () => {
    const parsed = parseResume("Ana Ruiz\nWork Experience:\n- Did things\nTechnical Skills\nSQL");
    expect(parsed.sections.map((s) => s.kind)).toEqual(["experience", "skills"]);
    expect(parsed.isUpperCase).toBe(false);
  });
});

describe("skill list lines", () => {
  it("split on top-level separators only and format back unchanged", () => {
    const list = parseListLine("Data: Python (pandas, NumPy), SQL, Tableau");
    expect(list).toEqual({
      prefix: "Data: ",
      items: ["Python (pandas, NumPy)", "SQL", "Tableau"],
      separator: ",",
    });
    expect(formatListLine(list!)).toBe("Data: Python (pandas, NumPy), SQL, Tableau");
  });

  it("move ranked items first and keep the others in order", () => {
    const list = parseListLine("- Git | Docker | Redis | Bash")!;
    const rank = (item: string) => ({ Redis: 0, Docker: 1 })[item] ?? Infinity;
    expect(formatListLine(reorderItems(list, rank))).toBe("- Redis | Docker | Git | Bash");
  });

  it("are not found in a sentence or a single item", () => {
    expect(parseListLine("Certifications: Certified Scrum Product Owner (CSPO)")).toBeNull();
    expect(parseListLine("- Led a migration to React")).toBeNull();
  });
});
