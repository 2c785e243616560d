import { analyzeFit, extractAsks } from "@/lib/match";
import { evidenceFor } from "./fixtures/evidence-for";

const POSTING = `What you bring
- ASE certifications in A4 (Suspension & Steering), A5 (Brakes) and A8 (Engine Performance), or able to earn them within 12 months
- EPA Section 609 certification for A/C refrigerant handling
Nice to have
- ASE Master Technician status or L1 Advanced Engine Performance`;

const covered = (resumeText: string) =>
  Object.fromEntries(
    analyzeFit({ resumeText, jobTitle: "Technician", jobDescription: POSTING }).requirements.map(
      (r) => [r.keyword, r.evidence !== null],
    ),
  );

describe("a credential's code", () => {
  it("reads each code as an ask of its own, and the time allowed to earn them as no ask", () => {
    const keywords = extractAsks(POSTING).asks.map((a) => a.keyword);
    expect(keywords).toEqual(expect.arrayContaining(["A5 (Brakes)", "A8 (Engine Performance)"]));
    expect(keywords.join(" | ")).not.toMatch(/earn/);
  });

  it("is shown by the code, never by work in what it certifies", () => {
    const tech = covered(`Jo Doe
Experience
Technician, Sun Auto (2017 - Present)
- Brake jobs, front-end work and timing belts
- Diagnosed check-engine lights and engine performance complaints
Certifications
ASE A4 Suspension & Steering
EPA 609 MVAC`);
    expect(tech).toMatchObject({
      "ASE certifications in A4 (Suspension & Steering)": true,
      "A5 (Brakes)": false,
      "A8 (Engine Performance)": false,
      "EPA Section 609 certification for A/C": true,
      "ASE Master Technician status or L1 Advanced Engine Performance": false,
    });
    const listed = covered(`Jo Doe
Certifications
ASE: A1, A4, A5, A6, A8 (all current)`);
    expect(listed).toMatchObject({ "A5 (Brakes)": true, "A8 (Engine Performance)": true });
  });

  it("needs the number a credential is named by: EPA 608 is not EPA 609", () => {
    expect(
      covered("Jo Doe\nCertifications\nEPA 608 Universal")["EPA Section 609 certification for A/C"],
    ).toBe(false);
  });
});

describe("a trade licence's grade", () => {
  const licence = (resumeText: string) =>
    analyzeFit({
      resumeText,
      jobTitle: "Service Plumber",
      jobDescription:
        "What you bring\n- Texas Journeyman Plumber license (TSBPE), or a Tradesman Plumber-Limited license with the journeyman exam scheduled",
    }).requirements[0];

  it("is not met by a lower grade, and says which grade is held", () => {
    expect(licence("Jo Doe\nLicenses\nTradesman Plumber-Limited, TSBPE (2023)")).toMatchObject({
      evidence: null,
      detail: "Tradesman held; the posting asks for Journeyman",
    });
  });

  it("is met by the grade asked", () => {
    expect(licence("Jo Doe\nLicenses\nTexas Journeyman Plumber, TSBPE (2021)").evidence).toBe(
      "Texas Journeyman Plumber, TSBPE (2021)",
    );
  });
});

describe("capitals joined by '&'", () => {
  it("are one name: an 'L&I' ask is not met by workers' comp in another state", () => {
    const [billing] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nCoder, Snake River Ortho (2019 - Present)\n- Chase aged A/R with Medicare and Idaho workers' comp; billing for 6 surgeons",
      jobTitle: "Medical Coder",
      jobDescription: "Nice to have\n- Washington L&I workers' compensation billing",
    }).requirements;
    expect(billing.evidence).toBeNull();
    const keywords = extractAsks(
      "What you'll do\n- Follow up with Medicare, Apple Health (Medicaid), L&I and commercial payers",
    ).asks.map((a) => a.keyword);
    expect(keywords.join(" | ")).not.toMatch(/\bL\b(?!&)/);
  });
});

describe("a credential's letters", () => {
  const emd = (resumeText: string) =>
    analyzeFit({
      resumeText,
      jobTitle: "Dispatcher",
      jobDescription: "Minimum qualifications\n- EMD certification",
    }).requirements[0].evidence;

  it("are met by the credential written out in a certifications list", () => {
    expect(emd("Jo Doe\nCertifications\nEmergency Medical Dispatcher – IAED (current)")).toBe(
      "Emergency Medical Dispatcher – IAED (current)",
    );
    expect(emd("Jo Doe\nCertifications\nEmergency Medical Dispatcher (2024)")).toBe(
      "Emergency Medical Dispatcher (2024)",
    );
  });

  it("are not met by a job title's initials", () => {
    expect(
      emd("Jo Doe\nExperience\nEvent Marketing Director, Acme (2019 - Present)\n- Ran 40 events"),
    ).toBeNull();
  });
});

describe("a licence named in a condition", () => {
  const posting =
    "What you bring\n- Valid Texas driver's license and an insurable driving record (you will take home a company truck)";

  it("is an ask of its own, and the driving record stays a condition", () => {
    const { asks, conditions } = extractAsks(posting);
    expect(asks.map((a) => a.keyword)).toEqual(["Driver's license"]);
    expect(conditions[0].asked).toMatch(/driving record/);
  });

  it("is met by the licence the résumé lists", () => {
    const fit = analyzeFit({
      resumeText: "Jo Doe\nLicenses\nTexas Class C driver's license",
      jobTitle: "Service Plumber",
      jobDescription: posting,
    });
    expect(fit.requirements[0].evidence).toBe("Texas Class C driver's license");
  });
});

describe("a code in an ask's brackets", () => {
  const pipe = (line: string) =>
    analyzeFit({
      resumeText: `Jo Doe\nExperience\nWelder, Acme Fab (2019 - Present)\n- ${line}`,
      jobTitle: "Welder",
      jobDescription: "Nice to have\n- Pipe welding experience (6G) or GTAW/TIG",
    }).requirements[0].evidence;

  it("is what the ask asks for: pipe welded without 6G is not 6G pipe welding", () => {
    expect(pipe("Stick welded pipe fence and cattle guards on ranches")).toBeNull();
    expect(pipe("6G pipe welding, stick and TIG, on 2-8 inch carbon steel")).toBe(
      "- 6G pipe welding, stick and TIG, on 2-8 inch carbon steel",
    );
  });
});

describe("an agency's authorization and a choice of tools", () => {
  it("reads 'FAA Inspection Authorization (IA)' as a credential held, not inspection work", () => {
    expect(
      evidenceFor(
        "FAA Inspection Authorization (IA)",
        "Most of my day is inspections; annuals are signed off by our IA",
      ),
    ).toBeNull();
    const held = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nTechnician, Acme (2019 - Present)\n- Annual inspections\nCertifications\nFAA Inspection Authorization (IA), 2023",
      jobTitle: "Technician",
      jobDescription: "Nice to have:\n- FAA Inspection Authorization (IA)",
    }).requirements[0];
    expect(held.evidence).toBe("FAA Inspection Authorization (IA), 2023");
  });

  it("needs one of the tools a phrase names: Windows security logs are not AWS or Azure logging", () => {
    expect(
      evidenceFor("AWS or Azure security logging", "Read Windows Security logs for lockouts"),
    ).toBeNull();
    expect(
      evidenceFor("AWS or Azure security logging", "Tuned Azure security logging for 3 tenants"),
    ).toBe("- Tuned Azure security logging for 3 tenants");
  });
});
