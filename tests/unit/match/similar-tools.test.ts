import { analyzeFit } from "@/lib/match";
import { VOCABULARY } from "@/lib/match/vocabulary";
import { SIMILAR_TOOLS } from "@/lib/match/vocabulary/kinds";
import { requirementsFor } from "./fixtures/evidence-for";

const evidenceFor = (item: string, line: string) =>
  requirementsFor(item, line).map((r) => r.evidence);

describe("tools a posting accepts 'or similar'", () => {
  it("names only tools the vocabulary knows", () => {
    const names = new Set(VOCABULARY.skills.map((s) => s.name));
    expect(SIMILAR_TOOLS.flat().filter((name) => !names.has(name))).toEqual([]);
  });

  it.each([
    [
      "event-driven systems (Kafka, Kinesis or similar)",
      "Moved dispatch notifications onto Pub/Sub",
    ],
    [
      "structured sales methodology (MEDDICC, Challenger or similar)",
      "Trained in Command of the Message",
    ],
    ["Tableau or a similar BI tool", "Built Power BI dashboards for finance"],
  ])("%s is met by a tool of the same kind", (item, line) => {
    expect(evidenceFor(item, line)).toContain(`- ${line}`);
  });

  it.each([
    ["event-driven systems (Kafka, Kinesis)", "Moved dispatch notifications onto Pub/Sub"],
    ["Tableau", "Built Power BI dashboards for finance"],
  ])("%s without 'or similar' is not", (item, line) => {
    expect(evidenceFor(item, line)).not.toContain(`- ${line}`);
  });

  it("a kind of tool named inside a phrase is shown by one of its members", () => {
    expect(
      evidenceFor(
        "Experience selling cybersecurity to technical buyers",
        "Sold network security SaaS to IT directors",
      ),
    ).toContain("- Sold network security SaaS to IT directors");
  });

  it("a whole is shown by a part, never the other way round, and parts are not alike", () => {
    const licensed = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nCrew Leader, Oakleaf (2022 - Present)\n- Run a 5-man crew\nLicenses & Certifications\nNC CDL Class B (2023), clean MVR",
      jobTitle: "Crew Lead",
      jobDescription: "Requirements:\n- Valid driver's license",
    });
    expect(licensed.requirements[0].evidence).toBe("NC CDL Class B (2023), clean MVR");
    expect(evidenceFor("Microsoft Office skills", "Word, PowerPoint, Outlook and Canva")).toEqual([
      "- Word, PowerPoint, Outlook and Canva",
    ]);
    expect(evidenceFor("CDL Class B", "Valid driver's license")).toEqual([null]);
    expect(evidenceFor("Excel or similar", "Word, PowerPoint and Outlook")).toEqual([null]);
  });
});

describe("an electronic record system", () => {
  it("is shown by a charting system the vocabulary knows as one, in the singular too", () => {
    for (const [ask, line] of [
      [
        "Experience documenting in an electronic medical record",
        "Daily notes and billing in WebPT",
      ],
      ["electronic medical record (we use Epic)", "Documentation in PointClickCare"],
    ])
      expect(evidenceFor(ask, line)).toContain(`- ${line}`);
  });
});
