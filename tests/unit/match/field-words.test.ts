import { analyzeFit } from "@/lib/match";
import { clippedForm } from "@/lib/match/nlp/word-key";

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

// Short forms people in a trade write: a clipped word the English lexicon lacks ("perio",
// "peds", "admin") stands for the longer word it starts; an acronym in capitals stands for
// the words it spells. A real word ("intern", "info") is never read as a short form.
describe("short forms", () => {
  it.each([
    ["Complete full periodontal charting", "Perio charting at every recall"],
    ["Diagnostic testing of rooftop units", "Diag testing on 40 rooftop units a month"],
    ["Orthodontic assisting", "Ortho assisting in a four-chair office"],
    ["Chemotherapy infusions", "Chemo infusions for 12 patients a day"],
    ["Rehabilitation exercises after surgery", "Rehab exercises after knee surgery"],
    ["Scaling and root planing", "SRP and perio maintenance, 8 patients a day"],
    ["Personal protective equipment", "Fitted PPE for 40 floor staff"],
    ["Cognitive behavioral therapy", "CBT with adolescents, 20 clients a week"],
    ["Change-order notes in Buildertrend", "Daily logs and COs in Buildertrend"],
    ["Long-term agreements with key suppliers", "Negotiated 3-year LTAs with 5 key suppliers"],
    ["Take digital radiographs", "Positioning and exposure for DR rads, 30 a day"],
    ["Blood pressure monitoring", "Monitoring with oscillometric BP every 5 minutes"],
    ["Place and manage purchase orders", "PO placement and expediting for 1,200 parts"],
    ["Place IV catheters", "IVC placement (cephalic/saphenous) and venipuncture"],
    ["Fill prescriptions", "Fill and label Rx for 60 patients a day"],
  ])("'%s' is shown by '%s'", (ask, line) => {
    expect(evidenceFor(ask, line)).toBe(`- ${line}`);
  });

  it.each([
    ["International shipping", "Summer intern in the mailroom"],
    ["Specialist referrals", "Read the specs for every order"],
    ["Information security", "Info desk cover for the front office"],
    ["Scaling and root planing", "Srp and other notes"],
    ["Patient care", "PC repair and imaging for 40 staff"],
    // Two capitals in a name: a college, a clinic.
    ["Chemotherapy compounding", "Sterile Compounding Certificate, Spokane Falls CC"],
    ["Medical assisting", "Front desk at Lakeview Family MA clinic"],
  ])("'%s' is not shown by '%s'", (ask, line) => {
    expect(evidenceFor(ask, line)).toBeNull();
  });

  it("reads a clipped form only for a word the lexicon lacks", () => {
    expect(["perio", "prophies", "chemo", "rehab"].map(clippedForm)).toEqual([
      "perio",
      "prophy",
      "chemo",
      "rehab",
    ]);
    expect(["intern", "info", "specs", "temps", "report", "periodontist"].map(clippedForm)).toEqual(
      [null, null, null, null, null, null],
    );
  });

  it("highlights the short form it read", () => {
    const fit = analyzeFit({
      resumeText: "Jo Doe\nExperience\nHygienist, Smile Co (2020 - 2024)\n- SRP and perio charting",
      jobTitle: "Hygienist",
      jobDescription: "Requirements:\n- Scaling and root planing\n- Periodontal charting",
    });
    expect(fit.requirements.map((r) => r.matched)).toEqual([["SRP"], ["perio", "charting"]]);
  });
});
