import { analyzeFit, extractAsks } from "@/lib/match";

const NOW = new Date("2026-11-26T00:00:00Z");

const firstRequirement = (resumeText: string, ask: string) =>
  analyzeFit({
    resumeText,
    jobTitle: "Job",
    jobDescription: `Requirements:\n- ${ask}`,
    now: NOW,
  }).requirements[0];

describe("the field of a degree the posting asks for", () => {
  it("is the subject after 'Bachelor of Science in', not 'Science'", () => {
    const ask = "Bachelor of Science in Civil Engineering from an ABET-accredited program";
    expect(
      firstRequirement(
        "Megan Schaefer\nEducation\nB.S. Civil Engineering, Iowa State University, 2019",
        ask,
      ),
    ).toMatchObject({ evidence: "B.S. Civil Engineering, Iowa State University, 2019" });
    expect(
      firstRequirement("Jo Doe\nEducation\nB.S. Biology, Iowa State University, 2019", ask)
        .evidence,
    ).toBeNull();
  });

  it("is the one a degree's letters name: a BSN is a bachelor's in nursing, not in communication", () => {
    const ask = "BSN from an accredited program";
    expect(
      firstRequirement("Maya Thompson\nEducation\nB.A. Communication, CU Boulder, 2016", ask)
        .evidence,
    ).toBeNull();
    expect(
      firstRequirement("Jo Doe\nEducation\nBSN, The Ohio State University, 2019", ask).evidence,
    ).toBe("BSN, The Ohio State University, 2019");
  });

  it("is any of the fields listed: 'in social work, psychology, sociology or a closely related field'", () => {
    const ask =
      "Bachelor's degree in social work, psychology, sociology or a closely related field";
    const [degree] = extractAsks(`Requirements:\n- ${ask}`).asks;
    expect(degree.keyword).toBe("Bachelor's degree in social work, psychology, sociology");
    expect(
      firstRequirement(
        "Jo Doe\nEducation\nB.A. in Psychology, Southwest Minnesota State, 2021",
        ask,
      ).evidence,
    ).toBe("B.A. in Psychology, Southwest Minnesota State, 2021");
    expect(
      firstRequirement("Jo Doe\nEducation\nB.S.W., St. Cloud State University, 2021", ask).evidence,
    ).toBe("B.S.W., St. Cloud State University, 2021");
    expect(
      firstRequirement("Jo Doe\nEducation\nB.S. Accounting, St. Cloud State University, 2021", ask)
        .evidence,
    ).toBeNull();
  });

  it("stands in for a related field only when a whole field of its family is named", () => {
    const ask =
      "Bachelor's degree in Construction Management, Engineering, Architecture or related field";
    // "Information Systems" shares a word with information technology, not a field with engineering.
    expect(
      firstRequirement("Jo Doe\nEducation\nB.S. Information Systems, Grand Valley State, 2016", ask)
        .evidence,
    ).toBeNull();
    expect(
      firstRequirement(
        "Jo Doe\nEducation\nB.S. Mechanical Engineering, Purdue University, 2016",
        ask,
      ).evidence,
    ).toBe("B.S. Mechanical Engineering, Purdue University, 2016");
  });

  it("says plainly that equivalent experience may stand in when no degree is listed", () => {
    const degree = firstRequirement(
      "Jo Doe\nExperience\nMedical Coder, Panhandle Bone & Joint (2016 - Present)\n- Code E/M visits",
      "Associate degree in health information technology (or equivalent experience)",
    );
    expect(degree.evidence).toBeNull();
    expect(degree.detail).toMatch(
      /^no such degree is listed; the posting accepts equivalent experience, and the résumé shows about [\d.]+ years of work$/,
    );
  });

  it("keeps where the degree is from as part of the ask: '... from an ALA-accredited program (MLS/MLIS)'", () => {
    const ask =
      "Master's degree in library and information science from an ALA-accredited program (MLS/MLIS), or enrolled with completion within 6 months of hire";
    const degree = firstRequirement(
      "Jo Doe\nEducation\nM.S. in Library and Information Science, Clarion University (ALA-accredited), 2020",
      ask,
    );
    expect(degree).toMatchObject({
      keyword:
        "Master's degree in library and information science from an ALA-accredited program (MLS/MLIS)",
      evidence:
        "M.S. in Library and Information Science, Clarion University (ALA-accredited), 2020",
    });
  });
});

describe("words that only qualify the years asked", () => {
  it("reads 'progressively responsible civil engineering experience' as civil engineering", () => {
    const found = firstRequirement(
      "Megan Schaefer\nExperience\nProject Engineer, Hawkeye Civil Consultants — 2019 to present\n- Storm sewer design and detention basin sizing",
      "At least 3 years of progressively responsible civil engineering experience",
    );
    expect(found.evidence).toBe("Project Engineer, Hawkeye Civil Consultants — 2019 to present");
  });
});

describe("a verb alone before its object", () => {
  it("asks for the object: 'Coordinate with law enforcement' is shown by work with law enforcement", () => {
    const [ask] = extractAsks("Requirements:\n- Coordinate with law enforcement").asks;
    const weights = Object.fromEntries(
      (ask.concepts ?? [])[0].map((c) => [c.word.toLowerCase(), c.weight]),
    );
    expect(weights.law).toBeGreaterThan(weights.coordinate);
    expect(
      firstRequirement(
        "Jo Doe\nExperience\nCaseworker, Benton County — 2022 to present\n- Work with law enforcement on joint investigations",
        "Coordinate with law enforcement",
      ).evidence,
    ).toBe("- Work with law enforcement on joint investigations");
    expect(
      firstRequirement(
        "Jo Doe\nExperience\nCaseworker, Benton County — 2022 to present\n- Coordinate care with psychiatrists and landlords",
        "Coordinate with law enforcement",
      ).evidence,
    ).toBeNull();
  });
});

describe("a skill or a phrase as alternatives", () => {
  it("reads 'Training in motivational interviewing or trauma-informed practice' as one ask either shows", () => {
    const ask = "Training in motivational interviewing or trauma-informed practice";
    expect(extractAsks(`Requirements:\n- ${ask}`).asks).toHaveLength(1);
    const resume = (line: string) => `Jo Doe\nTraining\n${line}`;
    expect(firstRequirement(resume("Motivational Interviewing (2-day), 2023"), ask).evidence).toBe(
      "Motivational Interviewing (2-day), 2023",
    );
    expect(
      firstRequirement(resume("Trauma-informed practice certificate, 2024"), ask).evidence,
    ).toBe("Trauma-informed practice certificate, 2024");
    expect(firstRequirement(resume("CPR and First Aid, 2024"), ask).evidence).toBeNull();
  });
});

describe("products named as examples", () => {
  it("lets any product after 'such as' show the ask, known to the vocabulary or not", () => {
    const ask = "Stormwater modeling software such as HydroCAD, StormCAD or PCSWMM";
    const resume = (line: string) =>
      `Jo Doe\nExperience\nProject Engineer, Hawkeye Civil — 2019 to present\n- ${line}`;
    for (const tool of ["HydroCAD", "StormCAD", "PCSWMM"])
      expect(firstRequirement(resume(`Hydrology and hydraulics in ${tool}`), ask).evidence).toBe(
        `- Hydrology and hydraulics in ${tool}`,
      );
    expect(
      firstRequirement(resume("Hydrology and hydraulics by hand calculation"), ask).evidence,
    ).toBeNull();
  });

  it("reads the product after 'we use' in brackets as an example, however it is written", () => {
    const ask = "Familiarity with an integrated library system (we use Polaris)";
    const skills = (line: string) => `Jo Doe\nSkills & Tools\n${line}`;
    expect(firstRequirement(skills("Polaris, Libby/OverDrive, Canva"), ask).evidence).toBe(
      "Polaris, Libby/OverDrive, Canva",
    );
    expect(firstRequirement(skills("Libby/OverDrive, Canva"), ask).evidence).toBeNull();
  });
});

describe("short forms résumés use", () => {
  it("reads 'specs' as specifications and 'mgmt' as management", () => {
    expect(
      firstRequirement(
        "Jo Doe\nExperience\nProject Engineer, Hawkeye Civil — 2019 to present\n- Plans, specs and estimates per SUDAS",
        "Prepare plans and specifications",
      ).evidence,
    ).toBe("- Plans, specs and estimates per SUDAS");
    expect(
      firstRequirement(
        "Jo Doe\nExperience\nCoordinator, Acme — 2019 to present\n- Vendor mgmt for 40 suppliers",
        "Vendor management",
      ).evidence,
    ).toBe("- Vendor mgmt for 40 suppliers");
  });

  it("reads the field before 'certificate or associate degree'", () => {
    const ask = "High school diploma or GED, plus a machining certificate or associate degree";
    const degree = extractAsks(`Requirements:\n- ${ask}`).asks.find((a) => a.isProgram)!;
    expect(degree.asked).toBe("machining certificate or associate degree");
    const held = (line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nEducation\n${line}`,
        jobTitle: "Machinist",
        jobDescription: `Requirements:\n- ${ask}`,
        now: NOW,
      }).requirements.find((r) => r.type === "degree" && r.asked === degree.asked)?.evidence;
    expect(held("Certificate, Machining Technology, WSU Tech (2016)")).toBe(
      "Certificate, Machining Technology, WSU Tech (2016)",
    );
    expect(held("Certificate, HVAC Technology, Durham Tech (2022)")).toBeNull();
  });
});
