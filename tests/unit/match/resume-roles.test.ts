import { analyzeFit } from "@/lib/match";
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
