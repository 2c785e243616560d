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

  it("writes 1 to 3 sentences from the titles, skills and one real line", () => {
    expect(summary).toBe(
      "Software Engineer with experience as Junior Developer. Skills include Python, Django, PostgreSQL, PHP and Docker. " +
        "Notable work: Built Python and Django services handling 2 million requests a day.",
    );
    expect(sentences(summary)).toHaveLength(3);
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
    expect(result).toBe("I have worked in retail for several years and enjoy helping customers.");
  });

  it("is empty for an empty résumé", () => {
    expect(summarizeProfile({ resumeText: "", skills: [], jobTitles: [] })).toBe("");
  });
});
