import { analyzeFit, cachedIndex, findResumeTitles, namedSeniority } from "@/lib/match";
import { resumeJobTitles } from "@/lib/match/resume/titles";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { indexResume } from "@/lib/match/resume/index-resume";

const NOW = new Date("2026-11-01T00:00:00Z");
const teacher = (heading: string) => `Laura Bennett
laura@example.com

EXPERIENCE
${heading}
- Teach Algebra I, Geometry and AP Calculus AB to 150 students a year

EDUCATION
Westfield High School, 2011
B.S. Mathematics, University of Illinois (2015)`;

describe("a role at a school named '... High School'", () => {
  it.each([
    "Math Teacher, Westfield High School (2016 - Present)",
    "Math Teacher — Westfield High School, 2016–Present",
  ])("is work, not education: %s", (heading) => {
    const index = indexResume(teacher(heading), NOW);
    expect(index.roles.map((r) => r.title)).toEqual(["Math Teacher"]);
    expect(index.totalYears).toBeGreaterThan(10);
  });

  it("still reads the school of an education line as education", () => {
    const index = indexResume(teacher("Math Teacher, Westfield High School (2016 - Present)"), NOW);
    const school = index.lines.find((l) => l.text === "Westfield High School, 2011")!;
    expect(school.isRoleLine).toBe(false);
  });

  it("counts the teacher's years against a years ask", () => {
    const fit = analyzeFit({
      resumeText: teacher("Math Teacher, Westfield High School (2016 - Present)"),
      jobTitle: "Mathematics Teacher",
      jobDescription: "Requirements:\n- 3+ years of experience teaching high school mathematics",
      now: NOW,
    });
    expect(fit.requirements[0].evidence).not.toBeNull();
  });
});

describe("job titles are read only from jobs held", () => {
  const buyer = `Tanya Reeves
tanya@example.com

EXPERIENCE
Purchasing Agent — Erie Area School District (2022–Present)
- Issue 2,500+ purchase orders a year

EDUCATION
Associate of Arts, Erie County Community College, 2015
Paralegal Certificate, Gannon University, 2016

CERTIFICATIONS
Certified Professional Public Buyer (CPPB), UPPCC, 2021`;

  it("never takes a degree, a certificate or a credential line for a title", () => {
    expect(resumeJobTitles(buyer)).toEqual(["Purchasing Agent"]);
    expect(analyzeResumeKeywords(buyer).jobTitles).toEqual(["Purchasing Agent"]);
  });

  it("compares the posting's title with the job held, not the credential", () => {
    const fit = analyzeFit({
      resumeText: buyer,
      jobTitle: "Buyer II – Direct Materials",
      jobDescription: "Requirements:\n- Place purchase orders",
      now: NOW,
    });
    expect(fit.strengths.join("\n")).not.toMatch(/Certified Professional Public Buyer/);
    expect(fit.flags.join("\n")).toMatch(/Purchasing Agent/);
  });
});

describe("a role's dates written with one year", () => {
  it("reads 'May – Aug 2023' as a range, so the role's lines are its own", () => {
    const resumeText =
      "Jo Doe\nEXPERIENCE\nGIS Technician, City of Caldwell      July 2024 – Present\n- Edit layers\n\nGIS Intern, Idaho Department of Lands      May – Aug 2023\n- Digitized timber sale boundaries\n\nClerk, Acme | Nov–Feb 2022\n- Filed";
    const index = cachedIndex(resumeText);
    expect(index.roles.map((r) => r.title)).toEqual(["GIS Technician", "GIS Intern", "Clerk"]);
    const intern = index.lines.find((l) => l.text.includes("timber"));
    expect(intern?.role).toBe(1);
    // A winter range starts in the year before.
    expect(index.roles[2].ranges[0].end - index.roles[2].ranges[0].start).toBe(3);
  });
});

describe("an employer named with a short word's period", () => {
  it("reads 'St. Brendan Medical Center | Aug 2022 – present' as the role's dates, not prose", () => {
    const resumeText =
      "Megan O'Rourke\nEXPERIENCE\nClinical Dietitian – Critical Care\nSt. Brendan Medical Center (512 beds, Level I trauma), Toledo, OH | Aug 2022 – present\n• Primary RD for the surgical ICU\n\nDietitian\nMt. Carmel Hospital, Ft. Wayne | Jun 2019 – Jul 2022\n• Med-surg caseload";
    const index = indexResume(resumeText, NOW);
    expect(index.roles.map((r) => r.title)).toEqual(["Clinical Dietitian", "Dietitian"]);
    expect(index.lines.find((l) => l.text.includes("surgical ICU"))?.role).toBe(0);
  });

  it("still reads two sentences with a date as prose", () => {
    const index = indexResume(
      "Jo Doe\nEXPERIENCE\nI code surgeries. Audit accuracy 97% since 2021.",
      NOW,
    );
    expect(index.roles).toEqual([]);
  });
});

describe("titles of field crews and of several parts", () => {
  it("reads 'Party Chief' as a title at a crew lead's level, not an executive's", () => {
    expect(
      findResumeTitles("Party Chief — Poudre Land Surveying & Engineering, Fort Collins, CO"),
    ).toEqual(["Party Chief"]);
    expect(namedSeniority("Survey Party Chief")).toBe("lead");
    expect(namedSeniority("Chief Financial Officer")).toBe("director");
  });

  it("reads a title with a slash between its parts: 'Technician III / Evening Lead'", () => {
    expect(findResumeTitles("Sterile Processing Technician III / Evening Lead")).toEqual([
      "Sterile Processing Technician III / Evening Lead",
    ]);
  });
});
