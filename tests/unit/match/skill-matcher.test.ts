import { extractSkills, isNoiseWord, extractAsks } from "@/lib/match";
import { getSkill, matchSkills } from "@/lib/match/skill-matcher";

describe("matching text to the vocabulary", () => {
  it("matches case-insensitively with aliases and keeps punctuation in names", () => {
    expect(
      extractSkills("Built apps with node.js, C++, C#, .NET and ASP.NET; ran CI/CD on k8s"),
    ).toEqual(["Node.js", "C++", "C#", ".NET", "ASP.NET", "CI/CD", "Kubernetes"]);
  });

  it("reads a name glued to 'approved' or 'accredited' as who approves, not as a skill", () => {
    expect(extractSkills("Paralegal certificate from an ABA-approved program")).not.toContain(
      "Applied behavior analysis",
    );
    expect(extractSkills("ABA therapy with autistic children; ABA, verbal behavior")).toContain(
      "Applied behavior analysis",
    );
  });

  it("reads an exam's code as a code, not as the skill its letters spell", () => {
    const found = extractSkills("Endpoint Administrator Associate (MD-102, 2024); OSHA-10");
    expect(found).not.toContain(getSkill(matchSkills("MD")[0].skillId).name);
    expect(found).toContain("OSHA 10");
  });

  it("matches whole words only", () => {
    expect(extractSkills("Javanese cuisine and reactive people")).toEqual([]);
    expect(extractSkills("JavaScript")).toEqual(["JavaScript"]);
    expect(extractSkills("Java")).toEqual(["Java"]);
  });

  it("prefers the longest form", () => {
    expect(extractSkills("React Native and Spring Boot")).toEqual(["React Native", "Spring Boot"]);
  });

  it("does not join a multi-word skill across punctuation", () => {
    expect(extractSkills("Expert in Figma, prototyping")).toEqual(["Figma", "Prototyping"]);
  });

  it("treats Go, R and C as languages only in a skills context", () => {
    expect(extractSkills("Services in Go and Python")).toEqual(["Go", "Python"]);
    expect(extractSkills("Languages: Go, R")).toEqual(["Go", "R"]);
    expect(extractSkills("Go beyond what customers expect with React")).toEqual(["React"]);
    expect(extractSkills("Let's go to the go-to-market review")).toEqual(["Go-to-market strategy"]);
    expect(extractSkills("statistical modelling in R")).toContain("R");
    expect(extractSkills("grade r and plan c")).toEqual([]);
  });

  it("does not read ordinary English as a tool", () => {
    expect(extractSkills("We excel at customer work and take a lean approach to time")).toEqual([]);
    expect(extractSkills("it is fun to do it")).toEqual([]);
  });

  it.each([
    "team",
    "experience",
    "work",
    "ability",
    "strong",
    "years",
    "skills",
    "environment",
    "the",
    "and",
  ])("never treats %s as a keyword", (word) => {
    expect(isNoiseWord(word)).toBe(true);
    const text = `Requirements:\n- ${word}\n- Strong ${word} and ${word} with a ${word} environment\n- ${word[0].toUpperCase()}${word.slice(1)} of 5 years`;
    // Structured asks quote the posting ("Team of 5"); skills and phrases are the keywords.
    const keywords = extractAsks(text)
      .asks.filter((k) => k.type === "skill" || k.type === "phrase")
      .map((k) => k.keyword.toLowerCase());
    expect(keywords.some((k) => k.split(" ").includes(word))).toBe(false);
  });

  it("matches skills with an apostrophe and keeps exact-case acronyms apart from words", () => {
    expect(extractSkills("Valid driver's license and workers' compensation claims")).toEqual([
      "Driver's license",
      "Workers' compensation",
    ]);
    expect(extractSkills("A safe and clean site")).not.toContain("SAFe");
    expect(extractSkills("Scaled delivery with SAFe")).toContain("SAFe");
  });
});

describe("addresses are not skills", () => {
  it("reads no skill out of an email address, a profile link or a URL", () => {
    const names = (text: string) => matchSkills(text).map((m) => getSkill(m.skillId).name);
    expect(names("Charlotte, NC · jamal@gmail.com · linkedin.com/in/jamal")).toEqual([]);
    expect(names("https://github.com/jo and GitHub Actions")).toEqual(["GitHub Actions"]);
    expect(names("Skills: Gmail, LinkedIn Recruiter")).toEqual(["Gmail", "LinkedIn Recruiter"]);
  });
});
