import {
  analyzeFit,
  extractAsks,
  findResumeTitles,
  namedSeniority,
  seniorityFromYears,
  splitRequirements,
  titleSimilarity,
} from "@/lib/match";

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

  it("reads a posting pasted from its requirements heading, and skips a title above one", () => {
    const pasted =
      "Requirements\n- 3+ years of HVAC service\n- EPA 608 certification\n\nAbout us\nWe fix things.";
    expect(splitRequirements(pasted).map((l) => l.text)).toEqual([
      "3+ years of HVAC service",
      "EPA 608 certification",
    ]);
    const titled = "HVAC Service Technician\nAcme Heating\nRequirements:\n- EPA 608 certification";
    expect(splitRequirements(titled).map((l) => l.text)).toEqual(["EPA 608 certification"]);
  });

  it("reads a bullet's label as an ask of its own, not as a heading that ends the list", () => {
    const posting = [
      "Requirements:",
      "- Strong electrical troubleshooting skills: reading wiring diagrams, using a multimeter",
      "- 3+ years of HVAC service experience",
    ].join("\n");
    expect(splitRequirements(posting).map((l) => [l.text, l.isQualification])).toEqual([
      [
        "Strong electrical troubleshooting skills; reading wiring diagrams, using a multimeter",
        true,
      ],
      ["3+ years of HVAC service experience", true],
    ]);
    expect(extractAsks(posting).asks.map((a) => a.keyword)).toEqual(
      expect.arrayContaining(["Electrical troubleshooting", "reading wiring diagrams"]),
    );
  });

  it("reads what the employer offers as no ask, even without a benefits heading", () => {
    const lines = splitRequirements(
      [
        "Pharmacy Technician",
        "",
        "Requirements",
        "- Epic Willow",
        "",
        "We offer tuition help for CPhT renewal, medical/dental/vision from day one and a pension.",
        "We'll reimburse your OSHA 30 course.",
        "$32–$44/hour depending on experience, plus spiffs on maintenance agreements",
        "",
        "Pay and benefits",
        "Spiffs on maintenance agreements, a take-home van and a 401(k) with a 4% match.",
      ].join("\n"),
    );
    expect(lines.map((l) => l.text)).toEqual(["Epic Willow"]);
  });

  it("reads a heading with a bracketed tail, however many brackets follow it", () => {
    for (const heading of ["Requirements (must have)", `Requirements${"()".repeat(30)}`]) {
      const lines = splitRequirements(`Acme builds tools for clinics.\n${heading}\n- React`);
      expect(lines.map((l) => [l.text, l.kind])).toEqual([["React", "required"]]);
    }
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

  it("keeps a hyphenated word with 'and' in it and a number with a thousands comma whole", () => {
    const keywords = extractAsks(
      "Requirements:\n- Handle drop-and-hook loads, scanning 2,300 cartons a shift",
    ).asks.map((k) => k.keyword);
    expect(keywords).toEqual(["Handle drop-and-hook loads", "scanning 2,300 cartons a shift"]);
  });

  it("keeps a word glued to a stop word by a slash whole: 'A/B test', not 'B test'", () => {
    const keywords = extractAsks("Requirements:\n- A/B test landing pages").asks.map(
      (k) => k.keyword,
    );
    expect(keywords).toEqual(["A/B test landing pages"]);
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
    // Titles of the trades and services are titles too.
    const adjuster =
      "Chris DeLeon\nStaff Property Field Adjuster — Lone Star Insurance\n2019 – present\nLine Cook | Fish House | 2015 – 2017";
    expect(findResumeTitles(adjuster)).toEqual(["Staff Property Field Adjuster", "Line Cook"]);
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
    // A level word that is the role itself is its head: "Lead" in "Warehouse Lead".
    expect(titleSimilarity("Second Shift Warehouse Lead", "Warehouse lead")).toBeGreaterThan(0.6);
    expect(titleSimilarity("Second Shift Warehouse Lead", "Warehouse Associate")).toBeLessThan(0.3);
    expect(titleSimilarity("Lead Carpenter", "Carpenter")).toBe(1);
  });
});

describe("what is not an ask of the candidate", () => {
  const read = (line: string) => extractAsks(`Requirements:\n- ${line}`);

  it("reads a working week as a condition, times and all", () => {
    const { asks, conditions } = read(
      "Able to work Tuesday–Saturday, 8:00 am to 4:30 pm, plus two Sundays a month",
    );
    expect(asks).toEqual([]);
    expect(conditions.map((c) => c.asked)).toEqual([
      "Able to work Tuesday–Saturday, 8:00 am to 4:30 pm, plus two Sundays a month",
    ]);
  });

  it.each([
    "Must pass a background and MVR check",
    "Clean credit check required",
    "Must be a US citizen",
    "Comfortable climbing extension ladders up to 28 feet",
    "Own hand tools and a reliable vehicle",
    "Travel to client sites about 20% of the time",
    "Willing to deploy to storm sites for two weeks",
    "Every other Sunday shift",
  ])("reads '%s' as a condition", (line) => {
    const { asks, conditions } = read(line);
    expect(conditions.map((c) => c.asked)).toEqual([line]);
    expect(asks).toEqual([]);
  });

  it.each([
    ["Travel industry experience", "Travel industry experience"],
    ["Experience planning travel for executives", "planning travel for executives"],
  ])("still reads '%s' as an ask", (line, asked) => {
    expect(read(line).asks.map((a) => a.asked)).toEqual([asked]);
  });

  it("drops a clause about the employer's people: 'about half of our clients speak French'", () => {
    const { asks } = read("French speaking; about half of our clients speak French at home");
    expect(asks.map((a) => a.keyword)).toEqual(["French"]);
  });

  it("keeps the credential and drops the time allowed to get it", () => {
    const { asks } = read(
      "Ohio food handler license, or the ability to obtain one within 30 days of hire",
    );
    expect(asks.map((a) => a.asked)).toEqual(["Ohio food handler license"]);
    // Without "the", and after the issuer's name in brackets: no "obtain within 12 months".
    const fire = read(
      "TCFP Basic Fire Inspector certification (Texas Commission on Fire Protection), or ability to obtain within 12 months of hire",
    );
    expect(fire.asks.map((a) => a.keyword)).toEqual([
      "TCFP Basic Fire Inspector certification (Texas Commission on Fire Protection)",
    ]);
  });
});
