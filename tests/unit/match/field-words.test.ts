import { analyzeFit } from "@/lib/match";

// Words a recruiter in the field reads as the ask, and near-misses that are not.
const evidenceFor = (ask: string, line: string) =>
  analyzeFit({
    resumeText: `Jo Doe\nExperience\nSpecialist, Acme Co (2020 - 2024)\n- ${line}`,
    jobTitle: "Specialist",
    jobDescription: `Requirements:\n- ${ask}`,
  }).requirements[0]?.evidence ?? null;

describe("field words", () => {
  it.each([
    ["Draft and file pleadings", "Draft complaints from firm templates; e-file in eCourts"],
    ["Experience with pass-through rates", "Weekly funnel report in Ashby"],
    ["Run paid social campaigns", "Ran our first Meta Ads lead campaign"],
    ["Partner with clinical leaders", "Plan after-hours shutdowns with clinical managers"],
    ["Bring customer feedback to Product", "Bring 30+ customer requests to Product each quarter"],
    ["Invoice entry in QuickBooks", "Enter vendor bills in QuickBooks Online"],
    ["Catering or private events experience", "Coordinate taproom buyouts (up to 150 guests)"],
    // A practitioner shows the practice: "therapist" and "therapy", "pharmacist" and "pharmacy".
    ["Pharmacy experience", "Staff pharmacist at a 24-hour store"],
    ["Hygiene work in a busy office", "Hygienist seeing 9 patients a day"],
  ])("'%s' is shown by '%s'", (ask, line) => {
    expect(evidenceFor(ask, line)).toBe(`- ${line}`);
  });

  it.each([
    ["Draft and file pleadings", "Resolved customer complaints by phone"],
    ["Run paid social campaigns", "Posted organic content on Instagram"],
    ["Special education experience", "IT support specialist for 200 users"],
  ])("'%s' is not shown by '%s'", (ask, line) => {
    expect(evidenceFor(ask, line)).toBeNull();
  });
});
