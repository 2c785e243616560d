import { summarizeProfile } from "@/lib/ai/local";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { PLAIN_RESUME, SECTIONED_RESUME } from "./local-cases";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);

describe("summarizeProfile", () => {
  const keywords = analyzeResumeKeywords(SECTIONED_RESUME);
  const summary = summarizeProfile({
    resumeText: SECTIONED_RESUME,
    skills: keywords.skills,
    jobTitles: keywords.jobTitles,
  });

  it("uses the résumé's own summary, with its skills when it is one line, never the contact block", () => {
    expect(summary).toBe(
      "Backend engineer focused on reliable APIs. Skills include Python, Django, PostgreSQL, PHP and Docker.",
    );
    expect(summary).not.toMatch(/@|\(555\)|Austin|JORDAN/);
  });

  it("writes 1 to 2 sentences from the titles and skills when the résumé has no summary", () => {
    const text =
      "Sam Lee\nsam@example.com\nData Analyst, Tailspin (2021 - Present)\n- Built weekly dashboards in Tableau.\nJunior Analyst, Litware (2019 - 2021)\n- Cleaned data in SQL.";
    const result = summarizeProfile({
      resumeText: text,
      skills: ["Tableau", "SQL"],
      jobTitles: ["Data Analyst", "Junior Analyst"],
    });
    expect(result).toBe(
      "Data Analyst with experience as Junior Analyst. Skills include Tableau and SQL.",
    );
    expect(sentences(result).length).toBeLessThanOrEqual(2);
    expect(result).not.toContain("sam@example.com");
  });

  it("names skills the way the résumé writes them", () => {
    const text =
      "Sam Lee\nWeb Developer, Fabrikam (2020 - Present)\n- Built pages in JS and CSS for the portal.";
    const result = summarizeProfile({
      resumeText: text,
      skills: ["JavaScript"],
      jobTitles: ["Web Developer"],
    });
    expect(result).toContain("Skills include JS.");
    expect(result).not.toContain("JavaScript");
  });

  it("falls back to a line of the résumé when there are no titles or skills", () => {
    const result = summarizeProfile({ resumeText: PLAIN_RESUME, skills: [], jobTitles: [] });
    expect(result).toBe(
      "I have worked in retail for several years and enjoy helping customers. I managed the store's weekend schedule and trained new staff on the till.",
    );
  });

  it("is empty for an empty résumé", () => {
    expect(summarizeProfile({ resumeText: "", skills: [], jobTitles: [] })).toBe("");
  });
});
