import {
  analyzeFit,
  extractAsks,
  findResumeTitles,
  namedSeniority,
  seniorityFromYears,
  splitRequirements,
  titleSimilarity,
} from "@/lib/match";

/** The keywords of the asks read from one requirements bullet. */
const keywords = (text: string) =>
  extractAsks(`Requirements:\n- ${text}`).asks.map((a) => a.keyword);

const JOB = `About Acme
Acme runs on Kubernetes and pays well.
Responsibilities
- Build services in Python.
Requirements:
- Must have PostgreSQL. Solid Docker skills.
- Experience with Terraform
Nice to have
- Kafka
- Redis is a plus
Benefits
- 401(k) and Salesforce discounts`;

describe("requirements from a job description", () => {
  it("splits bullets and sentences and classifies them by section and wording", () => {
    const lines = splitRequirements(JOB);
    expect(lines.map((l) => [l.text, l.kind])).toEqual([
      ["Build services in Python.", "required"],
      ["Must have PostgreSQL.", "required"],
      ["Solid Docker skills.", "required"],
      ["Experience with Terraform", "required"],
      ["Kafka", "preferred"],
      ["Redis is a plus", "preferred"],
    ]);
  });

  it("treats untitled text before a requirements section as the company's introduction", () => {
    const lines = splitRequirements(
      "Acme builds scheduling tools for clinics.\nRequirements:\n- React and TypeScript",
    );
    expect(lines.map((l) => l.text)).toEqual(["React and TypeScript"]);
    // Without any requirements heading, every line may hold an ask.
    expect(splitRequirements("We need React. You know TypeScript.")).toHaveLength(2);
  });

  it("ignores the company blurb and benefits, and ranks required before preferred", () => {
    const keywords = extractAsks(JOB).asks;
    expect(keywords.map((k) => [k.keyword, k.kind])).toEqual([
      ["Python", "required"],
      ["PostgreSQL", "required"],
      ["Docker", "required"],
      ["Terraform", "required"],
      ["Kafka", "preferred"],
      ["Redis", "preferred"],
    ]);
  });

  it("reads inline cues such as 'preferred' and 'a plus' outside any section", () => {
    const keywords = extractAsks(
      "Python required. Experience with Go preferred; Rust is a plus.",
    ).asks;
    expect(keywords.map((k) => [k.keyword, k.kind])).toEqual([
      ["Python", "required"],
      ["Go", "preferred"],
      ["Rust", "preferred"],
    ]);
  });

  it("a skill asked for as required anywhere stays required", () => {
    const keywords = extractAsks("Requirements:\n- SQL\nNice to have:\n- SQL and dbt").asks;
    expect(keywords.map((k) => [k.keyword, k.kind, k.type])).toEqual([
      ["SQL", "required", "skill"],
      ["dbt", "preferred", "skill"],
    ]);
  });

  it("keeps a phrase outside the vocabulary whole, its scope after the preposition", () => {
    const keywords = extractAsks(
      "Qualifications:\n- Experience negotiating vendor contracts with FDA oversight",
    ).asks;
    expect(keywords.map((k) => [k.keyword, k.type])).toEqual([
      ["negotiating vendor contracts with FDA oversight", "phrase"],
    ]);
  });

  it.each([
    [
      "Present findings to non-technical stakeholders",
      "Present findings to non-technical stakeholders",
    ],
    [
      "Carry a requisition load of 15-20 open roles",
      "Carry a requisition load of 15-20 open roles",
    ],
    [
      "You'll run full-cycle sales from first call to signature, mostly with IT directors and CISOs",
      "run full-cycle sales from first call to signature",
    ],
  ])("names '%s' in whole words, ending where the ask does", (item, keyword) => {
    expect(extractAsks(`Requirements:\n- ${item}`).asks[0].keyword).toBe(keyword);
  });

  it("does not make a quality word ('accurate', 'friendly') a part the résumé must show", () => {
    const requirements = (item: string, line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\nDriver, Acme (2019 - Present)\n- ${line}`,
        jobTitle: "Driver",
        jobDescription: `Requirements:\n- ${item}`,
      }).requirements;
    expect(
      requirements("Keep accurate logs", "ELD logs with zero HOS violations")[0].evidence,
    ).toBe("- ELD logs with zero HOS violations");
    expect(
      requirements("Write clear, friendly emails", "Draft client correspondence")[0].evidence,
    ).toBe("- Draft client correspondence");
  });

  it("reads 'an associate's or bachelor's degree' as one ask met by the lower level", () => {
    const [ask] = extractAsks(
      "Requirements:\n- Supervise 8-10 associates\n- An associate's or bachelor's degree in hospitality",
    ).asks.filter((a) => a.type === "degree");
    expect(ask).toMatchObject({
      keyword: "associate's or bachelor's degree in hospitality",
      degreeLevel: 1,
    });
    const fit = analyzeFit({
      resumeText: "Jo Doe\nEducation\nA.A.S. Hospitality Management, Valencia College, 2016",
      jobTitle: "General Manager",
      jobDescription: "Requirements:\n- Associate's or bachelor's degree in hospitality",
    });
    expect(fit.requirements[0].evidence).toBe(
      "A.A.S. Hospitality Management, Valencia College, 2016",
    );
  });

  it("counts a high school diploma as shown by any education or work history, and quotes it", () => {
    const diploma = (resumeText: string) =>
      analyzeFit({
        resumeText,
        jobTitle: "Warehouse Lead",
        jobDescription: "Requirements:\n- High school diploma or GED",
      }).requirements[0];
    expect(
      diploma(
        "Jo Doe\nExperience\nServer, Harvest Table (2014 - 2017)\n\nEducation\nAttended Appalachian State University, 2010–2012",
      ),
    ).toMatchObject({ evidence: "Attended Appalachian State University, 2010–2012" });
    expect(diploma("Jo Doe\nExperience\nServer, Harvest Table (2014 - 2017)")).toMatchObject({
      evidence: "Server, Harvest Table (2014 - 2017)",
    });
    expect(diploma("Jo Doe\nA short note with no roles or schooling.").evidence).toBeNull();
  });

  it("ends a degree's ask where another ask joins it: ', as is experience in ...'", () => {
    const asks = extractAsks(
      "Requirements:\n- An associate's degree is a plus, as is experience in an architecture or design firm.",
    ).asks.map((a) => [a.type, a.keyword, a.kind]);
    expect(asks).toEqual([
      ["degree", "associate's degree", "preferred"],
      ["phrase", "architecture or design firm", "preferred"],
    ]);
  });

  it("reads a degree in the letters after the name: 'Hannah Moore, BSN, RN'", () => {
    const degree = (item: string) =>
      analyzeFit({
        resumeText:
          "Hannah Moore, BSN, RN\nhannah@example.com\n\nExperience\nStaff RN, Mercy (2020 - Present)",
        jobTitle: "Staff Nurse",
        jobDescription: `Requirements:\n- ${item}`,
      }).requirements[0];
    expect(degree("Bachelor's degree in nursing required").evidence).toBe("Hannah Moore, BSN, RN");
    expect(degree("Bachelor's degree in accounting").evidence).toBeNull();
  });

  it("reads quota attainment as revenue closed: '126% of a $780K quota' meets $850K", () => {
    const quota = (line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\nAccount Executive, Acme (2021 - Present)\n- ${line}`,
        jobTitle: "Account Executive",
        jobDescription: "Requirements:\n- Quota is $850K in new ARR per year",
      }).requirements[0];
    expect(quota("2025: 126% of a $780K new-ARR quota").evidence).toBe(
      "- 2025: 126% of a $780K new-ARR quota",
    );
    expect(quota("2025: 97% of a $780K new-ARR quota").evidence).toBeNull();
  });

  it("lets a phrase in an ask's parentheses show it, but not a single common word", () => {
    const evidence = (item: string, line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\nGeneral Manager, Acme (2021 - Present)\n- ${line}`,
        jobTitle: "General Manager",
        jobDescription: `Requirements:\n- ${item}`,
      }).requirements[0].evidence;
    const costs = "Food and labor cost control (prime cost under 60%)";
    expect(evidence(costs, "Brought prime cost from 64% to 58.5% in a year")).toBe(
      "- Brought prime cost from 64% to 58.5% in a year",
    );
    const lifecycle = "Email lifecycle programs (welcome, abandoned cart, win-back)";
    expect(evidence(lifecycle, "Built Mailchimp flows incl. abandoned cart")).toBe(
      "- Built Mailchimp flows incl. abandoned cart",
    );
    expect(evidence(lifecycle, "Welcomed guests at the host stand")).toBeNull();
  });

  it.each([
    ["Authorization to work in the United States (we cannot sponsor visas for this role)"],
    ["Nights, weekends and holidays required"],
    ["This is a hybrid role, in our Minneapolis studio Tuesday to Thursday."],
  ])("lists '%s' as a condition to confirm, never an ask", (sentence) => {
    const { asks, conditions } = extractAsks(
      `Tent Buyer\nAcme\n\nAbout us\nAcme makes tents. ${sentence}\n\nRequirements:\n- Retail buying`,
    );
    expect(asks.map((a) => a.keyword)).toEqual(["Retail buying"]);
    expect(conditions.map((c) => c.asked)).toEqual([sentence.replace(/\.$/, "")]);
  });

  it("reads no ask from the company's part of a sentence, and none from its lead-in", () => {
    expect(
      keywords("Our SDRs set meetings for you, but we expect you to self-source pipeline"),
    ).toEqual(["self-source pipeline"]);
    expect(keywords("We need journeymen to run small crews on commercial jobs")).toEqual([
      "run small crews on commercial jobs",
    ]);
    expect(keywords("Manage offers and close candidates")).toContain("Manage offers");
  });

  it("reads nothing from a clause that says who uses the work ('... our leaders act on')", () => {
    expect(
      keywords("Turn lending data into analyses our product and marketing leaders act on"),
    ).toEqual(["Turn lending data into analyses"]);
  });

  it("reads 'the restaurant's P&L' as the P&L, once, quoted as the requirements list states it", () => {
    const posting = "You'll own the restaurant's P&L.\n\nRequirements:\n- P&L accountability";
    expect(extractAsks(posting).asks.map((a) => [a.keyword, a.asked])).toEqual([
      ["P&L", "P&L accountability"],
    ]);
  });

  it("keeps a shared head after a preposition, and reads nothing from 'success in a similar seat'", () => {
    expect(keywords("Run quarterly business reviews with plant and corporate leadership")).toEqual([
      "Run quarterly business reviews with plant and corporate leadership",
    ]);
    expect(
      keywords("Proven success in a similar seat, with a track record of hitting renewal targets"),
    ).toEqual(["hitting renewal targets"]);
  });

  it("gives one-word items of a list the head of its last: 'renewal, expansion and advocacy targets'", () => {
    expect(keywords("Own renewal, expansion and advocacy targets")).toEqual([
      "renewal targets",
      "expansion targets",
      "advocacy targets",
    ]);
    // Items with words of their own stay themselves.
    expect(keywords("Post journal entries, accruals and prepaid schedules")).toEqual([
      "Post journal entries",
      "Accruals",
      "prepaid schedules",
    ]);
    const [renewal] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nCSM, Acme (2019 - Present)\n- 96% gross renewal rate on a $4M book",
      jobTitle: "CSM",
      jobDescription: "Requirements:\n- Own renewal, expansion and advocacy targets",
    }).requirements;
    expect(renewal.evidence).toBe("- 96% gross renewal rate on a $4M book");
  });

  it("keeps verbs that share their object together, and apart from the next duty", () => {
    expect(keywords("Hire, train and schedule managers and hourly staff and own the P&L")).toEqual([
      "Hire, train and schedule managers and hourly staff",
      "P&L",
    ]);
    expect(keywords("Install conduit, pull wire, set panels, terminate and test")).toEqual([
      "Install conduit",
      "pull wire",
      "set panels",
      "terminate and test",
    ]);
  });

  it.each([
    ["A B.S. or B.A. in nursing is required.", "B.S. or B.A. in nursing"],
    [
      "Bachelor's degree (B.S. or B.A.) in a quantitative field",
      "Bachelor's degree (B.S. or B.A.) in a quantitative field",
    ],
    ["B.S. in accounting or finance. CPA preferred.", "B.S. in accounting or finance"],
  ])("reads '%s' as one degree with its field", (item, keyword) => {
    const degrees = extractAsks(`Requirements:\n- ${item}`).asks.filter((a) => a.type === "degree");
    expect(degrees.map((d) => d.keyword)).toEqual([keyword]);
    expect(degrees[0].fields?.length).toBeGreaterThan(0);
  });

  it("gives each clause of a line its own kind: 'BSN required; MSN preferred'", () => {
    const kinds = extractAsks(
      "Requirements:\n- Bachelor's degree in nursing; master's preferred",
    ).asks.map((a) => [a.keyword, a.kind]);
    expect(kinds).toEqual([
      ["Bachelor's degree in nursing", "required"],
      ["master's", "preferred"],
    ]);
  });

  it("keeps a duty before the tools it names, and reads no figure of speech as an ask", () => {
    expect(keywords("Source passive candidates through LinkedIn Recruiter and GitHub")).toEqual([
      "Source passive candidates",
      "LinkedIn Recruiter",
      "GitHub",
    ]);
    expect(keywords("Cloud experience with AWS or GCP")).toEqual(["AWS or Google Cloud Platform"]);
    expect(keywords("Mentor engineers and help raise the bar in code review")).toEqual([
      "Mentor engineers",
      "Code review",
    ]);
  });

  it("keeps a hyphenated word with 'and' in it and a number with a thousands comma whole", () => {
    const keywords = extractAsks(
      "Requirements:\n- Handle drop-and-hook loads, scanning 2,300 cartons a shift",
    ).asks.map((k) => k.keyword);
    expect(keywords).toEqual(["Handle drop-and-hook loads", "scanning 2,300 cartons a shift"]);
  });

  it("lists conditions of the job to confirm instead of scoring them", () => {
    const { asks, conditions } = extractAsks(
      [
        "Requirements:",
        "- Valid Class A CDL",
        "- Must be at least 21 years old",
        "- Able to lift 50 lb repeatedly",
        "- 5 days out, home every weekend, averaging 2,300 miles a week",
        "- Available with occasional Saturdays",
      ].join("\n"),
    );
    expect(conditions.map((c) => c.asked)).toEqual([
      "Must be at least 21 years old",
      "Able to lift 50 lb repeatedly",
      "5 days out, home every weekend, averaging 2,300 miles a week",
      "Available with occasional Saturdays",
    ]);
    expect(asks.map((a) => a.keyword)).toEqual(["Commercial driver's license"]);
  });
});

describe("years in a field named as alternatives", () => {
  it("asks for the tools the years name, but not again for the field they measure", () => {
    const asked = (item: string) =>
      extractAsks(`Requirements:\n- ${item}`).asks.map((a) => [a.type, a.keyword]);
    expect(asked("3+ years of Python and Django")).toEqual([
      ["years", "3+ years of Python and Django"],
      ["skill", "Python"],
      ["skill", "Django"],
    ]);
    expect(asked("3+ years of experience in data analysis or business intelligence")).toEqual([
      ["years", "3+ years of experience in data analysis or business intelligence"],
    ]);
  });

  const resume = (title: string) =>
    `Sam Reyes\n\nExperience\n${title} — Cardinal Co., Columbus, OH\nJan 2019 – Present\n- Lead a crew of 9 on second shift`;
  const yearsAsk = (description: string, title: string) =>
    analyzeFit({
      resumeText: resume(title),
      jobTitle: "Lead",
      jobDescription: description,
      now: new Date("2026-11-26"),
    }).requirements.find((r) => r.type === "years")!;

  it("reads a bare noun as its own alternative: a warehouse role is warehouse experience", () => {
    const ask = yearsAsk(
      "Requirements:\n- 2+ years of warehouse or distribution center experience",
      "Warehouse Associate",
    );
    expect(ask.evidence).not.toBeNull();
  });

  it("gives a bare modifier the head after 'or': digital marketing, not anything digital", () => {
    const description = "Requirements:\n- 5+ years in digital or performance marketing";
    expect(yearsAsk(description, "Digital Marketing Manager").evidence).not.toBeNull();
    expect(yearsAsk(description, "Digital Systems Technician").evidence).toBeNull();
  });
});

describe("titles and seniority", () => {
  it.each([
    ["Software Engineering Intern", "intern"],
    ["Junior Data Analyst", "junior"],
    ["Sr. Product Designer", "senior"],
    ["Staff Engineer", "staff"],
    ["Principal Architect", "principal"],
    ["Tech Lead, Payments", "lead"],
    ["Engineering Manager", "manager"],
    ["Director of Marketing", "director"],
    ["Accountant", null],
  ])("%s is %s", (title, level) => {
    expect(namedSeniority(title)).toBe(level);
  });

  it("infers a level from the years a job asks for", () => {
    expect(seniorityFromYears("7+ years of experience")).toBe("senior");
    expect(seniorityFromYears("2-3 years in a similar role")).toBe("mid");
    expect(seniorityFromYears("no experience needed")).toBeNull();
  });

  it("finds résumé titles, most recent first, skipping bullets", () => {
    const resume =
      "Jane Doe\nSenior Software Engineer, Acme (2020 - Present)\n- Mentored engineer hires\nFrontend Developer | Initech | 2016 - 2020";
    expect(findResumeTitles(resume)).toEqual(["Senior Software Engineer", "Frontend Developer"]);
  });

  it("scores title similarity by role noun and modifiers", () => {
    expect(titleSimilarity("Senior Frontend Engineer", "Front-end Developer")).toBe(1);
    expect(titleSimilarity("Senior Frontend Engineer", "Senior Software Engineer")).toBeCloseTo(
      0.6,
    );
    expect(titleSimilarity("Staff Accountant", "Registered Nurse")).toBe(0);
    // The role noun is compared head to head: an assistant is not the therapist.
    expect(titleSimilarity("Physical Therapist", "Physical Therapist Assistant")).toBeLessThan(1);
    expect(titleSimilarity("Physical Therapist", "Physical Therapist")).toBe(1);
  });
});
