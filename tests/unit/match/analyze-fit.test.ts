import { analyzeFit, KEYWORD_CAP, STRENGTH_CAP, type FitResult } from "@/lib/match";
import { labelledTriples } from "./fixtures/labelled-set";

const triples = labelledTriples();

function resumeLines(text: string): string[] {
  return text.split("\n").map((l) => l.trim());
}

describe("analyzeFit on the labelled set", () => {
  it("covers at least 7 jobs (21 pairs) across the fields", () => {
    expect(triples.length).toBeGreaterThanOrEqual(20);
    expect(new Set(triples.map((t) => t.name)).size).toBe(triples.length);
  });

  it.each(triples.map((t) => [t.name, t] as const))(
    "orders strong > middling > weak for %s",
    (_name, t) => {
      const score = (resumeText: string) =>
        analyzeFit({ resumeText, jobTitle: t.jobTitle, jobDescription: t.jobDescription }).score;
      const [strong, middling, weak] = [score(t.strong), score(t.middling), score(t.weak)];
      expect(strong).toBeGreaterThan(middling);
      expect(middling).toBeGreaterThan(weak);
      expect(strong).toBeGreaterThanOrEqual(70);
      expect(weak).toBeLessThanOrEqual(20);
    },
  );

  it.each(
    triples.flatMap((t) =>
      [t.strong, t.middling, t.weak].map((r, i) => [`${t.name}#${i}`, t, r] as const),
    ),
  )(
    "evidence is an exact résumé line containing the skill, and a gap has none (%s)",
    (_label, t, resumeText) => {
      const result = analyzeFit({
        resumeText,
        jobTitle: t.jobTitle,
        jobDescription: t.jobDescription,
      });
      const lines = resumeLines(resumeText);
      for (const req of result.requirements) {
        if (req.evidence !== null) expect(lines).toContain(req.evidence);
      }
      const gapKeywords = result.requirements
        .filter((r) => r.evidence === null)
        .map((r) => `${r.keyword} (${r.kind})`);
      expect(result.gaps).toEqual(gapKeywords);
      expect(result.coverageCovered).toBe(result.requirements.length - gapKeywords.length);
      expect(result.coverageTotal).toBe(result.requirements.length);
      expect(Number.isInteger(result.score)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
    },
  );
});

describe("aliases and synonyms count as evidence", () => {
  const cases: [string, string, string, string][] = [
    [
      "JavaScript",
      "Requirements:\n- JavaScript",
      "Built dashboards in plain JS and HTML for the sales team",
      "JS",
    ],
    [
      "Kubernetes",
      "Requirements:\n- Kubernetes",
      "Operated k8s clusters for twelve product teams at scale",
      "k8s",
    ],
    [
      "CPA",
      "Requirements:\n- CPA license",
      "Licensed Certified Public Accountant in the state of Ohio",
      "Certified Public Accountant",
    ],
    [
      "RN",
      "Requirements:\n- Registered Nurse",
      "Current RN with five years on a cardiac step-down unit",
      "RN",
    ],
    [
      "Answer phones",
      "Requirements:\n- Answer phones",
      "Handled 60 inbound calls a day for the service desk",
      "calls",
    ],
    [
      "Splunk Enterprise Security",
      "Requirements:\n- Splunk Enterprise Security",
      "Investigate escalations from Splunk ES notables for 60+ clients",
      "Splunk ES",
    ],
    [
      "Reconcile tipped wages",
      "Requirements:\n- Reconcile tipped wages",
      "Reconciled tip pay for 40 servers every week",
      "pay",
    ],
    [
      "Photograph products for the web store",
      "Requirements:\n- Photograph products for the web store",
      "Shoot product pictures in our tabletop studio",
      "pictures",
    ],
    [
      "Road test customer vehicles",
      "Requirements:\n- Road test customer vehicles",
      "Road test every customer car before and after the repair",
      "car",
    ],
    [
      "Greet clients",
      "Requirements:\n- Greet clients",
      "Greeted guests and managed the waitlist as host",
      "guests",
    ],
    [
      "Maintain the case calendar",
      "Requirements:\n- Maintain the case calendar",
      "Docket deadlines under the FRCP in CompuLaw",
      "Docket deadlines",
    ],
    [
      "Manage the principals' calendars",
      "Requirements:\n- Manage the principals' calendars",
      "Keep Outlook calendars for two partners",
      "partners",
    ],
    [
      "Trial binders",
      "Requirements:\n- Trial binders",
      "Prepare trial notebooks for the cases that reach trial",
      "notebooks",
    ],
    [
      "IV therapy",
      "Requirements:\n- IV therapy",
      "PCA and IV push meds, blood administration, wound vac care",
      "IV push",
    ],
    [
      "Federal Rules of Civil Procedure",
      "Requirements:\n- Federal rules of civil procedure",
      "Docket deadlines under the FRCP in CompuLaw",
      "FRCP",
    ],
    [
      "PACER",
      "Requirements:\n- PACER/ECF",
      "E-file in the E.D. Pa. (CM/ECF) and state court",
      "CM/ECF",
    ],
    [
      "Blueprint reading",
      "Requirements:\n- Blueprint reading",
      "Layout and conduit runs; read plans for each floor",
      "read plans",
    ],
    [
      "Respond to vendor inquiries",
      "Requirements:\n- Respond to vendor inquiries",
      "Answered supplier questions by phone and email",
      "Answered supplier questions",
    ],
    [
      "Adjust reserves",
      "Requirements:\n- Adjust reserves",
      "Set and revised reserves on 140 open claims",
      "revised reserves",
    ],
    [
      "Microsoft Excel",
      "Requirements:\n- Advanced Excel",
      "Built forecasting models in MS Excel for the regional office",
      "MS Excel",
    ],
  ];
  it.each(cases)("%s is covered by '%s'", (keyword, jobDescription, line) => {
    const result = analyzeFit({
      resumeText: `Jane Doe\n${line}`,
      jobTitle: "Specialist",
      jobDescription,
    });
    expect(result.requirements).toHaveLength(1);
    expect(result.requirements[0]).toMatchObject({ keyword, kind: "required", evidence: line });
    expect(result.matchedKeywords).toEqual([keyword]);
  });
});

describe("analyzeFit behaviour", () => {
  const t = triples[0];
  const input = { resumeText: t.strong, jobTitle: t.jobTitle, jobDescription: t.jobDescription };

  it("is deterministic", () => {
    const a = analyzeFit(input);
    const b = analyzeFit({ ...input });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("returns the Analysis shape with companyOverview left to the model", () => {
    const result: FitResult = analyzeFit(input);
    expect(result.companyOverview).toBe("");
    expect(result.isScored).toBe(true);
    expect(result.alignmentExplanation).toMatch(/^Meets \d+ of \d+ requirements \(.+ — see '.+'\)/);
    expect(result.alignmentExplanation).toContain(`Score ${result.score} = 85 ×`);
    expect(result.alignmentExplanation).toContain(
      "title aligns (Senior Frontend Engineer ↔ Frontend Developer)",
    );
  });

  it("names what is missing in the explanation and the flags", () => {
    const result = analyzeFit({ ...input, resumeText: triples[0].middling });
    expect(result.alignmentExplanation).toContain("missing TypeScript");
    expect(result.flags[0]).toMatch(/^No evidence of required TypeScript/);
    expect(result.gaps).toContain("TypeScript (required)");
  });

  it("caps keyword lists at 12 and strengths and flags at 4", () => {
    const skills = [
      "Python",
      "Java",
      "Go",
      "Rust",
      "Scala",
      "Kotlin",
      "Ruby",
      "PHP",
      "Perl",
      "Haskell",
      "Elixir",
      "Erlang",
      "Clojure",
      "Lua",
    ];
    const jobDescription = `Requirements:\n${skills.map((s) => `- ${s} and SQL`).join("\n")}\nNice to have:\n- Docker\n- Terraform`;
    const resumeText = `Senior Software Engineer\n${skills.map((s) => `- Shipped production services in ${s} with SQL and Redis`).join("\n")}`;
    const result = analyzeFit({ resumeText, jobTitle: "Junior Data Analyst", jobDescription });
    expect(result.jobKeywords).toHaveLength(KEYWORD_CAP);
    expect(result.matchedKeywords).toHaveLength(KEYWORD_CAP);
    expect(result.resumeKeywords).toHaveLength(KEYWORD_CAP);
    expect(result.requirements.length).toBeGreaterThan(KEYWORD_CAP);
    expect(result.strengths.length).toBeLessThanOrEqual(STRENGTH_CAP);
    expect(result.strengths.length).toBeGreaterThan(0);

    const weak = analyzeFit({
      resumeText: "Data Analyst Intern\nWrote essays",
      jobTitle: "Senior Data Analyst",
      jobDescription,
    });
    expect(weak.flags).toHaveLength(STRENGTH_CAP);
    expect(weak.flags[0]).toBe("Seniority gap: the job is senior, the résumé reads intern");
    expect(weak.flags[1]).toBe("No evidence of required Python in the résumé");
    expect(weak.strengths).toEqual(["Title aligns: Data Analyst Intern ↔ Senior Data Analyst"]);
  });

  it("does not invent a number for a job with no extractable requirements", () => {
    const result = analyzeFit({
      resumeText: t.strong,
      jobTitle: "Something",
      jobDescription: "We are a friendly team. Join us and have a great time!",
    });
    expect(result.isScored).toBe(false);
    expect(result.score).toBe(0);
    expect(result.coverageTotal).toBe(0);
    expect(result.alignmentExplanation).toMatch(/No requirements could be extracted/);
  });

  it("required skills weigh more than preferred ones", () => {
    const jobDescription = "Requirements:\n- Python\nNice to have:\n- Docker";
    const withRequired = analyzeFit({
      resumeText: "Built ETL jobs in Python for reporting",
      jobTitle: "",
      jobDescription,
    });
    const withPreferred = analyzeFit({
      resumeText: "Packaged services with Docker for staging",
      jobTitle: "",
      jobDescription,
    });
    expect(withRequired.score).toBe(75);
    expect(withPreferred.score).toBe(25);
  });

  it("title and seniority alignment move the score within their bounds", () => {
    const jobDescription = "Requirements:\n- Python";
    const base = { jobTitle: "Senior Backend Engineer", jobDescription };
    const same = analyzeFit({
      ...base,
      resumeText: "Senior Backend Engineer\n- Built APIs in Python daily for years",
    });
    const junior = analyzeFit({
      ...base,
      resumeText: "Junior Backend Engineer\n- Built APIs in Python daily for years",
    });
    const none = analyzeFit({ ...base, resumeText: "- Built APIs in Python daily for years" });
    expect(same.score).toBe(100);
    expect(none.score).toBe(85);
    expect(junior.score).toBe(90);
    expect(junior.flags.some((f) => f.startsWith("Seniority gap"))).toBe(true);
  });
});

describe("a job without a title", () => {
  it("scores on coverage alone and does not call the title a mismatch", () => {
    const input = {
      resumeText:
        "Jane Doe\nSenior Frontend Engineer, Northwind (2019 - Present)\n- Built React apps in TypeScript.",
      jobDescription: "Requirements:\n- React\n- TypeScript",
    };
    const untitled = analyzeFit({ ...input, jobTitle: "" });
    expect(untitled.score).toBe(100);
    expect(untitled.flags.join(" ")).not.toMatch(/Title differs/);
    expect(untitled.alignmentExplanation).toContain("Score 100 = 100 × 100% weighted coverage.");
    expect(analyzeFit({ ...input, jobTitle: "Registered Nurse" }).score).toBe(85);
  });
});
