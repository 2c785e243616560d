import { analyzeFit, extractAsks } from "@/lib/match";

const ZENDESK_LINE = "- Resolved 60 tickets a day in Zendesk for a SaaS help desk.";
const FRESHDESK_LINE = "- Resolved 60 tickets a day in Freshdesk for a SaaS help desk.";
const PYTHON_LINE = "- Wrote Python scripts that tag incoming tickets by topic.";
const SUPPORT_JOB = "Requirements:\n- Experience with Zendesk or Freshdesk\n- Python";

const resume = (...lines: string[]) =>
  ["Sam Lee", "Support Engineer, Initech (2019 - Present)", ...lines].join("\n");

const fit = (resumeText: string, jobDescription = SUPPORT_JOB) => {
  const result = analyzeFit({ resumeText, jobTitle: "Support Engineer", jobDescription });
  // The requirement as these tests speak of it: its name, kind and evidence line.
  const requirements = result.requirements.map(({ keyword, kind, evidence }) => ({
    keyword,
    kind,
    evidence,
  }));
  return { ...result, requirements };
};

/** The job's keywords as "keyword (kind)", in order. */
const keywords = (line: string, section = "Requirements") =>
  extractAsks(`${section}:\n- ${line}`).asks.map((k) => `${k.keyword} (${k.kind})`);

describe("alternatives count as one requirement", () => {
  it("is covered by either alternative, named for the one found", () => {
    const withZendesk = fit(resume(ZENDESK_LINE, PYTHON_LINE));
    const withFreshdesk = fit(resume(FRESHDESK_LINE, PYTHON_LINE));
    expect(withZendesk.requirements).toEqual([
      { keyword: "Zendesk", kind: "required", evidence: ZENDESK_LINE },
      { keyword: "Python", kind: "required", evidence: PYTHON_LINE },
    ]);
    expect(withFreshdesk.requirements[0]).toEqual({
      keyword: "Freshdesk",
      kind: "required",
      evidence: FRESHDESK_LINE,
    });
    expect(withZendesk.matchedKeywords).toEqual(["Zendesk", "Python"]);
    expect(withFreshdesk.matchedKeywords).toEqual(["Freshdesk", "Python"]);
    // The job's keywords do not depend on the résumé: the group keeps its label.
    expect(withZendesk.jobKeywords).toEqual(["Zendesk or Freshdesk", "Python"]);
    expect(withFreshdesk.jobKeywords).toEqual(withZendesk.jobKeywords);
    expect(withFreshdesk.score).toBe(withZendesk.score);
  });

  it("does not make the other alternative a gap or lower the score", () => {
    const one = fit(resume(ZENDESK_LINE, PYTHON_LINE));
    const both = fit(resume(ZENDESK_LINE, FRESHDESK_LINE, PYTHON_LINE));
    expect(one.gaps).toEqual([]);
    expect(one.flags.join(" ")).not.toContain("Freshdesk");
    expect([one.coverageCovered, one.coverageTotal]).toEqual([2, 2]);
    expect(one.score).toBe(both.score);
    expect(one.alignmentExplanation).toContain("Score 100 = 85 × 100% weighted coverage");
  });

  it("prefers the first alternative the résumé shows, in the ad's order", () => {
    const result = fit(resume(FRESHDESK_LINE, ZENDESK_LINE, PYTHON_LINE));
    expect(result.requirements[0]).toEqual({
      keyword: "Zendesk",
      kind: "required",
      evidence: ZENDESK_LINE,
    });
  });

  it("is one gap, named for the group, when no alternative is shown", () => {
    const result = fit(resume(PYTHON_LINE));
    expect(result.requirements[0]).toEqual({
      keyword: "Zendesk or Freshdesk",
      kind: "required",
      evidence: null,
    });
    expect(result.gaps).toEqual(["Zendesk or Freshdesk (required)"]);
    expect(result.flags).toContain("No evidence of required Zendesk or Freshdesk in the résumé");
    expect(result.alignmentExplanation).toContain("missing Zendesk or Freshdesk");
    expect([result.coverageCovered, result.coverageTotal]).toEqual([1, 2]);
    // Weighted once: half the required weight is covered.
    expect(result.alignmentExplanation).toContain("85 × 50% weighted coverage");
  });

  it("lets examples that are alternatives stand for the category before them", () => {
    expect(keywords("Ticketing in Zendesk or Freshdesk")).toEqual([
      "Ticketing systems or Zendesk or Freshdesk (required)",
    ]);
    expect(keywords("A SIEM such as Splunk or Microsoft Sentinel")).toHaveLength(1);
    const covered = fit(resume(ZENDESK_LINE), "Requirements:\n- Ticketing in Zendesk or Freshdesk");
    expect(covered.requirements).toEqual([
      { keyword: "Zendesk", kind: "required", evidence: ZENDESK_LINE },
    ]);
    // A single skill after "with" or "in" is not an example list: both stay asked.
    expect(keywords("React with TypeScript")).toHaveLength(2);
    expect(keywords("Python in AWS")).toHaveLength(2);
  });

  it("keeps 'and' lists as separate requirements", () => {
    expect(keywords("React and TypeScript")).toEqual(["React (required)", "TypeScript (required)"]);
    expect(keywords("React, TypeScript, and Node.js")).toEqual([
      "React (required)",
      "TypeScript (required)",
      "Node.js (required)",
    ]);
    expect(keywords("Python, SQL, Tableau")).toEqual([
      "Python (required)",
      "SQL (required)",
      "Tableau (required)",
    ]);
    const result = fit(resume(PYTHON_LINE), "Requirements:\n- React and TypeScript");
    expect(result.gaps).toEqual(["React (required)", "TypeScript (required)"]);
  });

  it("groups only the skills 'or' joins, not the rest of an 'and' list", () => {
    expect(keywords("Python or Go, Docker and Kubernetes")).toEqual([
      "Python or Go (required)",
      "Docker (required)",
      "Kubernetes (required)",
    ]);
    expect(keywords("Python, Java/Kotlin, and Docker")).toEqual([
      "Python (required)",
      "Java or Kotlin (required)",
      "Docker (required)",
    ]);
    // Any other words between two skills keep them apart.
    expect(keywords("Python or 3 years of Java")).toEqual([
      "3 years of Java (required)",
      "Java (required)",
      "Python (required)",
    ]);
  });

  it("ignores an 'or' that offers something other than a skill", () => {
    expect(keywords("2+ years of Python or equivalent experience")).toEqual([
      "2+ years of Python (required)",
      "Python (required)",
    ]);
    expect(keywords("CPA or working toward it")).toEqual(["CPA (required)"]);
    expect(keywords("Zendesk or similar")).toEqual(["Zendesk (required)"]);
    expect(
      extractAsks("Requirements:\n- a BS in Computer Science or equivalent experience").asks,
    ).toHaveLength(1);
    const result = fit(resume(PYTHON_LINE), "Requirements:\n- Python or equivalent experience");
    expect(result.requirements).toEqual([
      { keyword: "Python", kind: "required", evidence: PYTHON_LINE },
    ]);
  });

  it("groups two skills joined by a slash, and leaves a slash inside a skill alone", () => {
    expect(keywords("Zendesk/Freshdesk")).toEqual(["Zendesk or Freshdesk (required)"]);
    expect(keywords("Zendesk / Freshdesk")).toEqual(["Zendesk or Freshdesk (required)"]);
    expect(keywords("CI/CD and Docker")).toEqual(["CI/CD (required)", "Docker (required)"]);
    const result = fit(resume(FRESHDESK_LINE, PYTHON_LINE), "Requirements:\n- Zendesk/Freshdesk");
    expect(result.requirements).toEqual([
      { keyword: "Freshdesk", kind: "required", evidence: FRESHDESK_LINE },
    ]);
  });

  it("groups a three-way list closed by 'or'", () => {
    const group = "AWS or Google Cloud Platform or Microsoft Azure (required)";
    expect(keywords("AWS, GCP or Azure")).toEqual([group]);
    expect(keywords("AWS, GCP, or Azure")).toEqual([group]);
    expect(keywords("AWS or GCP or Azure")).toEqual([group]);
    const azure = "- Moved 30 services to Azure with zero downtime.";
    const result = fit(resume(azure), "Requirements:\n- Cloud experience with AWS, GCP or Azure");
    expect(result.requirements).toEqual([
      { keyword: "Microsoft Azure", kind: "required", evidence: azure },
    ]);
    expect(fit(resume(PYTHON_LINE), "Requirements:\n- AWS, GCP or Azure").gaps).toEqual([group]);
  });

  it("reads 'or' with a category and 'and/or' as alternatives", () => {
    expect(keywords("Python and/or Go")).toEqual(["Python or Go (required)"]);
    expect(keywords("Python (or Go)")).toEqual(["Python or Go (required)"]);
    expect(keywords("React, Vue, or similar frameworks")).toEqual(["React or Vue.js (required)"]);
    expect(keywords("Salesforce or another CRM")).toEqual(["Salesforce or CRM (required)"]);
  });

  it("keeps the kind of the line, and merges the same group asked twice", () => {
    expect(keywords("Tableau or Power BI is a plus")).toEqual(["Tableau or Power BI (preferred)"]);
    expect(
      extractAsks(
        "Requirements:\n- Tableau or Power BI\nNice to have:\n- Power BI or Tableau",
      ).asks.map((k) => [k.keyword, k.kind, k.skillIds?.length]),
    ).toEqual([["Tableau or Power BI", "required", 2]]);
  });

  it("drops a group that a requirement for some of its members already asks", () => {
    const ids = (description: string) =>
      extractAsks(description).asks.map((k) => `${k.keyword} (${k.kind})`);
    expect(ids("Requirements:\n- Python or Go\n- Strong Python")).toEqual(["Python (required)"]);
    expect(ids("Requirements:\n- AWS or GCP\n- AWS, GCP or Azure")).toEqual([
      "AWS or Google Cloud Platform (required)",
    ]);
    // A preferred skill does not imply a required group: both stay.
    expect(ids("Requirements:\n- Python or Go\nNice to have:\n- Python")).toEqual([
      "Python or Go (required)",
      "Python (preferred)",
    ]);
  });

  it("lists a skill matched twice once in matchedKeywords", () => {
    const result = fit(
      resume(PYTHON_LINE),
      "Requirements:\n- Python or Go\nNice to have:\n- Python",
    );
    expect(result.requirements.map((r) => r.keyword)).toEqual(["Python", "Python"]);
    expect(result.matchedKeywords).toEqual(["Python"]);
    expect(result.jobKeywords).toEqual(["Python or Go", "Python"]);
  });
});
