import { analyzeFit } from "@/lib/match";

describe("a credential someone else holds is not the person's", () => {
  const cases: [string, string, string][] = [
    [
      "Journeyman electrician license",
      "Apprentice Electrician, Lakeshore Electric (2022 - Present)\n- Residential wiring and conduit bending under a licensed journeyman.",
      "Licensed journeyman electrician; install commercial wiring to NEC code.",
    ],
    [
      "CPA license",
      "Staff Accountant, Brightline (2021 - Present)\n- Prepared workpapers with the outside CPA firm each quarter.",
      "Licensed CPA (Ohio, 2019); Staff Accountant at Brightline.",
    ],
  ];
  it.each(cases)("%s", (asked, otherHolds, holds) => {
    const fit = (resumeText: string) =>
      analyzeFit({
        resumeText,
        jobTitle: "Specialist",
        jobDescription: `Requirements:\n- ${asked}`,
      }).requirements[0];
    expect(fit(`Ben Carter\n${otherHolds}`).evidence).toBeNull();
    expect(fit(`Ray Jackson\n${holds}`).evidence).toBe(holds);
  });
});

describe("a word a skill's name shares is not the skill", () => {
  it("keeping Outlook calendars is not docketing a case calendar", () => {
    const [ask] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nAssistant, Acme (2024 - Present)\n- Keep Outlook calendars for two partners",
      jobTitle: "Paralegal",
      jobDescription: "Requirements:\n- Maintain the case calendar",
    }).requirements;
    expect(ask.evidence).toBeNull();
  });
});

describe("the level an ask names is the skill's own", () => {
  const fit = (item: string, resumeText: string) =>
    analyzeFit({
      resumeText,
      jobTitle: "Teacher",
      jobDescription: `Requirements:\n- ${item}`,
    }).requirements.at(-1);

  it("'Algebra I for advanced 8th graders' asks for Algebra, not advanced Algebra", () => {
    const line = "Skills: Algebra I, geometry, Desmos";
    expect(
      fit("Deliver lessons including Algebra I for advanced 8th graders", `Jo Doe\n${line}`),
    ).toMatchObject({ keyword: "Algebra", evidence: line });
  });

  it("a listed skill with a bracketed detail shows advanced use: 'Word (tables of authorities)'", () => {
    const line = "Word (tables of authorities, styles, mail merge), Excel (pivot tables), iManage";
    expect(fit("Advanced Microsoft Word skills", `Jo Doe\n\nSkills\n${line}`)).toMatchObject({
      keyword: "Microsoft Word",
      evidence: line,
    });
  });
});

describe("a licence's state is where it is held, not a word to find", () => {
  it("'Valid WA driver's license' is met by a Washington driver's license", () => {
    const line = "Washington driver's license";
    const [ask] = analyzeFit({
      resumeText: `Jo Doe\nElectrician\n\nLicenses\n${line}`,
      jobTitle: "Electrician",
      jobDescription: "Requirements:\n- Valid WA driver's license",
    }).requirements;
    expect(ask).toMatchObject({ evidence: line });
  });
});

describe("'CPA or CPA-eligible' is met on the way to the credential, never by someone else's", () => {
  const resumeText = (line: string) =>
    `Jo Doe\nSummary: ${line}\n\nExperience\nStaff Accountant, Acme (2020 - Present)\n- Worked with the outside CPA at year end`;
  const fit = (item: string, line: string) =>
    analyzeFit({
      resumeText: resumeText(line),
      jobTitle: "Staff Accountant",
      jobDescription: `Requirements:\n- ${item}`,
    }).requirements[0];

  it("sitting for the exam shows 'CPA-eligible'", () => {
    expect(
      fit("CPA or CPA-eligible", "Sitting for the CPA exam (FAR and AUD passed)."),
    ).toMatchObject({
      evidence: "Summary: Sitting for the CPA exam (FAR and AUD passed).",
      detail: "on the way to it",
    });
  });

  it("but not a CPA licence, and working with the outside CPA shows neither", () => {
    expect(
      fit("CPA license", "Sitting for the CPA exam (FAR and AUD passed).").evidence,
    ).toBeNull();
    expect(
      fit("CPA or CPA-eligible", "Accountant with five years in manufacturing.").evidence,
    ).toBeNull();
  });
});

describe("a licence class is part of the ask", () => {
  const resumeText = "Jo Doe\nDriver\n\nLicenses\nCDL Class B, Texas, 2019";
  it.each(["Valid Class A CDL", "Class A CDL with hazmat endorsement"])("%s", (item) => {
    const [ask] = analyzeFit({
      resumeText,
      jobTitle: "Driver",
      jobDescription: `Requirements:\n- ${item}`,
    }).requirements;
    expect(ask.asked).toMatch(/^Class A CDL/);
    expect(ask).toMatchObject({
      evidence: null,
      detail: "Class B held; the posting asks for Class A",
    });
  });
});

describe("a certificate named before the word 'certification'", () => {
  const fit = (resumeText: string) =>
    analyzeFit({
      resumeText,
      jobTitle: "Veterinary Technician",
      jobDescription: "Requirements:\n- Fear Free certification",
    }).requirements[0];

  it("is held when the headline names it", () => {
    const line = "Fear Free Certified Professional";
    expect(fit(`Kayla Brandt\n${line}\n\nExperience\n- Placed IV catheters`).evidence).toBe(line);
  });

  it("is held when a listing names it with its year", () => {
    const line = "Fear Free (2020) · SpO2 and Doppler monitoring";
    expect(fit(`Kayla Brandt\n\nExperience\n- Placed IV catheters\n\n${line}`).evidence).toBe(line);
  });

  it("is not held by someone the person works with", () => {
    expect(
      fit("Kayla Brandt\n\nExperience\n- Assisted the Fear Free certified trainer").evidence,
    ).toBeNull();
  });
});
