import { analyzeFit } from "@/lib/match";

// Credentials named by their letters, and issuers by an old name.
const POSTING = `Requirements
- CRCST certification from HSPA (formerly IAHCSMM) within 6 months of hire
- 2+ years of acute-care hospital dietetics experience
Preferred
- Certified Instrument Specialist (CIS)
- Certified Endoscope Reprocessor (CER)`;

/** Each ask of the posting and whether the résumé covers it. */
const coveredIn = (jobDescription: string) => (resumeText: string) =>
  Object.fromEntries(
    analyzeFit({
      resumeText,
      jobTitle: "Technician",
      jobDescription,
      now: new Date("2026-11-01T00:00:00Z"),
    }).requirements.map((r) => [r.keyword, r.evidence !== null]),
  );
const covered = coveredIn(POSTING);

describe("a credential named by its letters", () => {
  it("is shown by the letters alone, and an issuer's former name is no more of the ask", () => {
    const held = covered(`Tamika Ellison
EXPERIENCE
Sterile Processing Technician, Mercy Hospital | Jun 2020 – present
- Decon, assembly and sterilization
CERTIFICATIONS
CRCST, HSPA, 2020 (current)
CIS, HSPA, 2023`);
    expect(held).toMatchObject({
      "CRCST certification from HSPA": true,
      "Certified Instrument Specialist (CIS)": true,
      "Certified Endoscope Reprocessor (CER)": false,
    });
  });

  it("is shown by its name written out, never by one of its words", () => {
    const held = covered(`Jo Doe
CERTIFICATIONS
Certified Instrument Specialist, HSPA, 2023
Instrument specialist training (in progress)`);
    expect(held["Certified Instrument Specialist (CIS)"]).toBe(true);
    const partial = covered(`Jo Doe
SKILLS
Instrument identification, endoscope leak testing`);
    expect(partial["Certified Instrument Specialist (CIS)"]).toBe(false);
    expect(partial["Certified Endoscope Reprocessor (CER)"]).toBe(false);
  });
});

describe("a years ask in a field its roles sign", () => {
  it("counts a clinical dietitian's ICU role at a medical center as hospital dietetics", () => {
    const held = covered(`Megan O'Rourke
EXPERIENCE
Clinical Dietitian – Critical Care
St. Brendan Medical Center, Toledo, OH | Aug 2022 – present
• Primary RD for the 20-bed surgical ICU`);
    expect(held["2+ years of acute-care hospital dietetics experience"]).toBe(true);
    const clinic = covered(`Jo Doe
EXPERIENCE
Outpatient Dietitian, Lakeside Family Clinic | Aug 2018 – present
• Diabetes and weight management counselling`);
    expect(clinic["2+ years of acute-care hospital dietetics experience"]).toBe(false);
  });
});

describe("a credential on the way", () => {
  const SOLAR = `Requirements
- California General Electrician certification (DIR)
- NABCEP PV Installation Professional (PVIP)`;
  const held = coveredIn(SOLAR);

  it("is not held while hours are logged toward its exam or the person studies for it", () => {
    expect(
      held(`Jo Doe
CERTIFICATIONS
California DIR Electrician Trainee card: 6,200 hours logged toward the General Electrician exam
Studying for NABCEP PV Installation Professional (exam scheduled January 2027)`),
    ).toEqual({
      "California General Electrician certification (DIR)": false,
      "NABCEP PV Installation Professional (PVIP)": false,
    });
    expect(
      held(`Jo Doe
CERTIFICATIONS
California General Electrician certification (DIR), 2024
NABCEP PV Installation Professional (PVIP), 2025`),
    ).toEqual({
      "California General Electrician certification (DIR)": true,
      "NABCEP PV Installation Professional (PVIP)": true,
    });
  });
});

describe("a credential with several sets of letters", () => {
  const POSTING_SIT = `Preferred
- Surveyor-in-Training (SIT/LSIT) certification
- Certified Meeting Professional (CMP) designation`;
  const held = coveredIn(POSTING_SIT);

  it("is shown by any one of them, never needing all", () => {
    expect(
      held(
        "Jo Doe\njo@example.com\n\nSurvey party chief: 9+ years in the field\nLSIT (Colorado) · OSHA 10 (Construction)",
      ),
    ).toMatchObject({
      "Surveyor-in-Training (SIT/LSIT) certification": true,
    });
    expect(held("Jo Doe\nCERTIFICATIONS\nSurveyor in Training (SIT), Texas, 2024")).toMatchObject({
      "Surveyor-in-Training (SIT/LSIT) certification": true,
    });
    expect(held("Jo Doe\nCERTIFICATIONS\nOSHA 10, 2022")).toMatchObject({
      "Surveyor-in-Training (SIT/LSIT) certification": false,
    });
  });

  it("is not held while its application is approved and its exam is only planned", () => {
    const keywords = held(
      "Jo Doe\nCERTIFICATIONS\nCMP – application approved, exam planned for spring 2027",
    );
    expect(Object.entries(keywords).filter(([k, v]) => /CMP/.test(k) && v)).toEqual([]);
  });
});
