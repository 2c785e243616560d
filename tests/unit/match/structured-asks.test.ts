import { yearsAsk } from "./fixtures/evidence-for";
import { analyzeFit, extractAsks } from "@/lib/match";

describe("degrees, amounts and examples an ask names", () => {
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

  it("reads letters in a list of other things as one of them: 'VPN and MFA' asks for no degree", () => {
    const asks = extractAsks(
      "What you'll do:\n- Support receipt printers, scanners, VPN and MFA\nRequirements:\n- BFA or MFA in graphic design\n- BSN, MSN or DNP",
    ).asks;
    expect(asks.filter((a) => a.type === "degree").map((a) => a.keyword)).toEqual([
      "BFA or MFA in graphic design",
      "BSN",
      "MSN or DNP",
    ]);
    const nurse = extractAsks("Requirements:\n- Active RN license and BSN").asks;
    expect(nurse.find((a) => a.keyword === "BSN")?.type).toBe("degree");
    expect(asks.some((a) => a.keyword === "MFA" && a.type !== "degree")).toBe(true);
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
});

describe("years in a field the role's work signs", () => {
  it("counts a material handler who runs a forklift as warehouse experience", () => {
    const handler =
      "Jo Doe\nExperience\nMaterial Handler, Lakeshore Beverage (Jan. 2023 to Present)\n* Load trailers with a sit-down forklift";
    expect(yearsAsk(handler, "2+ years of warehouse experience")).toMatchObject({
      evidence: "Material Handler, Lakeshore Beverage (Jan. 2023 to Present)",
    });
    const cashier =
      "Jo Doe\nExperience\nCashier, Lakeshore Market (Jan. 2023 to Present)\n* Ran the register";
    expect(yearsAsk(cashier, "2+ years of warehouse experience").evidence).toBeNull();
  });

  it("reads 'GM' as a general manager and counts a staff RN on a hospital unit as acute care", () => {
    expect(
      yearsAsk(
        "Jo Doe\nExperience\nGeneral Manager, Fresh Bowl Co. — 2020 – present\n* Run a $1.9M unit",
        "3+ years as a GM",
      ).evidence,
    ).toBe("General Manager, Fresh Bowl Co. — 2020 – present");
    expect(
      yearsAsk(
        "Jo Doe\nExperience\nStaff RN, 5 West Surgical — Valley Hospital, 2021 – present\n* Care for 6 adult patients",
        "1+ year of acute care nursing experience",
      ).evidence,
    ).toBe("Staff RN, 5 West Surgical — Valley Hospital, 2021 – present");
  });

  it("counts remodels of houses as residential work and an adjuster's files as claims handling", () => {
    const remodeler =
      "Jo Doe\nExperience\nLead Carpenter, Hawthorne Renovation Co., 2018 – now\n* Run $80K–$450K remodels: kitchens, baths and additions on 1910s houses";
    expect(yearsAsk(remodeler, "5+ years of residential carpentry").evidence).toBe(
      "Lead Carpenter, Hawthorne Renovation Co., 2018 – now",
    );
    const shopFitter =
      "Jo Doe\nExperience\nCarpenter, Metro Store Fixtures, 2018 – now\n* Build and install retail casework";
    expect(yearsAsk(shopFitter, "5+ years of residential carpentry").evidence).toBeNull();
    const adjuster =
      "Jo Doe\nExperience\nStaff Property Field Adjuster — Lone Star Insurance, 2017 – present\n* Inspect hail and wind losses; pending 120–140 files";
    expect(yearsAsk(adjuster, "3+ years of property claims handling experience").evidence).toBe(
      "Staff Property Field Adjuster — Lone Star Insurance, 2017 – present",
    );
    const autoAdjuster =
      "Jo Doe\nExperience\nField Auto Adjuster — Trinity Auto Insurance, 2017 – present\n* Handle collision claims";
    expect(
      yearsAsk(autoAdjuster, "3+ years of property claims handling experience").evidence,
    ).toBeNull();
  });

  it("counts a dealership line technician's brake jobs and check-engine work as automotive", () => {
    const tech =
      "Jo Doe\nExperience\nLine Technician, Toyota of Greeley, Apr 2021 – Present\n- Diagnosed no-starts and check-engine lights\nGeneral Service Technician, Sun Auto, Jun 2017 – Apr 2021\n- Oil changes, brake jobs and timing belts";
    expect(yearsAsk(tech, "3+ years as an automotive technician").evidence).toBe(
      "Line Technician, Toyota of Greeley, Apr 2021 – Present",
    );
  });

  it("reads each field of a listed choice, one word or several: '..., healthcare or public safety setting'", () => {
    const asked =
      "1+ year of work in a call center, customer service, healthcare or public safety setting";
    const cna =
      "Jo Doe\nExperience\nCertified Nursing Assistant, Valley Healthcare, 2022 – present\n- Care for 10 residents a shift";
    expect(yearsAsk(cna, asked)).toMatchObject({ keyword: asked });
    expect(yearsAsk(cna, asked).evidence).not.toBeNull();
    const recruiter = extractAsks(
      "Requirements:\n- 4+ years of technical recruiting, in-house or agency",
    ).asks[0];
    expect(recruiter.keyword).toBe("4+ years of technical recruiting");
  });

  it("does not take a degree or certificate after the last role as that role's work", () => {
    const barista =
      "Jo Doe\nBarista, Lake Street Coffee, 2016 – 2023\n\nB.S. Marketing, Minnesota State University — 2024\nGoogle Ads Search Certification (2025)";
    expect(yearsAsk(barista, "5+ years in digital marketing").evidence).toBeNull();
  });

  it("counts any field of a listed choice: 'child welfare, child protection or family-based services'", () => {
    const asked =
      "1 year of experience in child welfare, child protection or family-based services";
    const worker =
      "Jo Doe\nExperience\nChild Protection Social Worker — Benton County, Sept 2022 – present\n• Interview children at school and at home";
    expect(yearsAsk(worker, asked)).toMatchObject({ keyword: asked });
    expect(yearsAsk(worker, asked).evidence).toBe(
      "Child Protection Social Worker — Benton County, Sept 2022 – present",
    );
    const caseManager =
      "Jo Doe\nExperience\nAdult Mental Health Case Manager — Prairie Lakes, March 2023 to present\n• Refer clients to housing services";
    expect(yearsAsk(caseManager, asked).evidence).toBeNull();
  });

  it("keeps each item of a longer list its own field, and a short setting after a long area out", () => {
    const area = (line: string) =>
      extractAsks(`Requirements:\n- ${line}`).asks[0].area?.map((set) => set.map((c) => c.concept))
        .length;
    expect(area("2+ years in retail, hospitality, or customer service required")).toBe(3);
    expect(
      extractAsks("Requirements:\n- 3+ years of property claims handling, field or desk").asks[0]
        .keyword,
    ).toBe("3+ years of property claims handling");
    const rep =
      "Jo Doe\nExperience\nCustomer Service Representative, Lake Street Bank, 2020 – present\n• Answer 60 calls a day";
    expect(yearsAsk(rep, "2+ years in retail, hospitality or customer service").evidence).toBe(
      "Customer Service Representative, Lake Street Bank, 2020 – present",
    );
  });

  it("wants the years asked within a month: 2.8 years is not 3+", () => {
    const fit = yearsAsk(
      "Jo Doe\nExperience\nGeneral Manager, Riverbend Taproom — Feb 2024 – Present",
      "3+ years as a GM",
    );
    expect(fit.detail).toContain("about 2.8 years");
    expect(fit.evidence).toBeNull();
  });
});

describe("a licence asked in a state", () => {
  const licence = (resumeText: string, asked: string) =>
    analyzeFit({
      resumeText: `Jo Doe\n${resumeText}`,
      jobTitle: "Stylist",
      jobDescription: `Requirements:\n- ${asked}`,
    }).requirements.find((r) => r.type === "licence");

  it("asks for the licence, not the field, when the credential word follows: 'Active Ohio cosmetology license'", () => {
    const ask = licence(
      "Licenses\nOhio Cosmetology License #C-44120",
      "Active Ohio cosmetology license",
    );
    expect(ask).toMatchObject({ evidence: "Ohio Cosmetology License #C-44120" });
    expect(
      licence("Licenses\nIndiana Cosmetology License", "Active Ohio cosmetology license"),
    ).toMatchObject({ evidence: null, detail: "held in Indiana; the posting asks for Ohio" });
  });

  it("quotes the line that names the state before one that names none, and refuses another state's", () => {
    const held = (line: string) =>
      licence(
        `Experience\nStylist, Salon Blu (2019 - 2024)\n- Licensed cosmetologist; cut and color for 40 clients a week\nLicenses\n${line}`,
        "Active Ohio cosmetology license",
      );
    expect(held("Ohio Cosmetology License #C-44120")?.evidence).toBe(
      "Ohio Cosmetology License #C-44120",
    );
    expect(held("Indiana Cosmetology License #C-1207")?.evidence).toBeNull();
  });
});

describe("schooling in a field: 'Graduate of a CODA-accredited dental hygiene program'", () => {
  const asked = "Graduate of a CODA-accredited dental hygiene program";
  const program = (resumeText: string) =>
    analyzeFit({
      resumeText: `Jo Doe\n${resumeText}`,
      jobTitle: "Dental Hygienist",
      jobDescription: `Requirements:\n- ${asked}`,
    }).requirements;

  it("is one ask, for the program, not for the field's skill", () => {
    const asks = program("Education\nA.A.S., Dental Hygiene — Pueblo Community College, 2020");
    expect(asks.map((r) => [r.type, r.keyword])).toEqual([["degree", asked]]);
    expect(asks[0].evidence).toBe("A.A.S., Dental Hygiene — Pueblo Community College, 2020");
  });

  it("is not shown by a licence, a program in another field or one not finished", () => {
    for (const line of [
      "Licenses\nColorado Dental Hygienist License #DH.0009876 — active",
      "Education\nA.A.S., Veterinary Technology — Columbus State, 2019",
      "Education\nDental hygiene program, Pueblo Community College, expected graduation 2027",
    ])
      expect(program(line)[0].evidence).toBeNull();
  });
});

describe("the setting of a years ask", () => {
  it.each([
    ["3+ years of litigation paralegal experience at a law firm", "law firm"],
    ["3 years as a line cook in a high-volume kitchen", "high-volume kitchen"],
    ["5 years of experience at a Big 4 firm or in industry", "industry"],
  ])("keeps '%s' one ask, never a separate '%s'", (line, setting) => {
    const asks = extractAsks(`Requirements:\n- ${line}`).asks;
    expect(asks.map((a) => [a.type, a.keyword])).toEqual([["years", line]]);
    expect(asks.some((a) => a.keyword === setting)).toBe(false);
  });
});

describe("a measured span of experience", () => {
  it("is said in months under a year, and the ask in years", () => {
    const fit = analyzeFit({
      resumeText:
        "Ray Cole\nEXPERIENCE\nCDL-A Driver — Swift Haul, Phoenix (January 2026 – Present)\n- Drive regional routes",
      jobTitle: "CDL-A Driver",
      jobDescription: "Requirements:\n- 1+ year of experience as a CDL-A driver",
      now: new Date("2026-11-01"),
    });
    expect(fit.requirements[0].detail).toBe(
      "about 11 months in matching roles; the posting asks for 1+ year",
    );
  });
});

describe("a share of the years asked for", () => {
  it.each([
    [
      "5+ years of software engineering, with at least 2 in backend systems at scale",
      "at least 2 years in backend systems at scale",
      2,
    ],
    ["7 years of nursing, 2 of them in the ICU", "2 years in the ICU", 2],
  ])("reads '%s' as a years ask of its own: '%s'", (line, keyword, years) => {
    const asks = extractAsks(`Requirements:\n- ${line}`).asks;
    expect(asks.find((a) => a.keyword === keyword)).toMatchObject({ type: "years", years });
    expect(asks.some((a) => /^least\b/.test(a.keyword))).toBe(false);
  });
});
