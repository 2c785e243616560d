import { analyzeFit } from "@/lib/match";
import { evidenceFor, requirementsFor } from "./fixtures/evidence-for";

describe("words that look alike but say something else are no evidence", () => {
  it("a degree in human resource management is not partnering with hiring managers", () => {
    expect(
      evidenceFor("Partner with hiring managers", "B.B.A. Human Resource Management, 2019"),
    ).toBeNull();
    expect(
      evidenceFor("Partner with hiring managers", "Run intake meetings with hiring managers"),
    ).toBe("- Run intake meetings with hiring managers");
  });

  it("legal discovery deadlines are not an e-discovery platform", () => {
    expect(
      evidenceFor(
        "Relativity or a comparable e-discovery review platform",
        "Maintain the discovery deadline calendar in Clio",
      ),
    ).toBeNull();
  });

  it("a title in a field is not a certificate in it", () => {
    const resumeText =
      "Jo Doe, RN\nRegistered Nurse — Medical/Surgical\n\nExperience\nStaff RN, Mercy (2021 - Present)";
    const certificate = (extra: string) =>
      analyzeFit({
        resumeText: `${resumeText}${extra}`,
        jobTitle: "Registered Nurse",
        jobDescription: "Requirements:\n- Med-surg certification (CMSRN)",
      }).requirements[0].evidence;
    expect(certificate("")).toBeNull();
    expect(certificate("\n\nCertifications\nMedical-surgical nursing (CMSRN), 2024")).toBe(
      "Medical-surgical nursing (CMSRN), 2024",
    );
  });

  it("pipeline sourced is not revenue closed", () => {
    const item = "Quota is $850K in new ARR per year";
    expect(
      evidenceFor(item, "Sourced $2.1M in pipeline in 2025, $640K of it closed-won by AEs"),
    ).toBeNull();
    expect(evidenceFor(item, "Closed $910K in new ARR in 2025")).toBe(
      "- Closed $910K in new ARR in 2025",
    );
  });

  it("working with a registered technician is not being one", () => {
    const asked = "Registered Veterinary Technician in the State of Ohio";
    const fit = (resumeText: string) =>
      analyzeFit({
        resumeText,
        jobTitle: "Veterinary Technician",
        jobDescription: `Requirements:\n- ${asked}`,
      }).requirements[0];
    expect(fit("Sam Lee\nExperience\n- Intake exams with the RVT").evidence).toBeNull();
    expect(fit("Sam Lee, RVT\nOhio RVT #R.012847 (active)").evidence).toBe(
      "Ohio RVT #R.012847 (active)",
    );
    const elsewhere = fit("Sam Lee, RVT\nKentucky RVT #4471 (active)");
    expect(elsewhere.evidence).toBeNull();
    expect(elsewhere.detail).toMatch(/Ohio/);
  });

  it("a credential inside another's name, or not yet finished, is not held", () => {
    const credential = (asked: string, resumeText: string) =>
      analyzeFit({
        resumeText,
        jobTitle: "Technician",
        jobDescription: `Requirements:\n- ${asked}`,
      }).requirements[0].evidence;
    const role = "Experience\nTechnician, Acme (2019 - Present)\n- Repair units";
    // Another credential that shares the words: a PTA is not a physical therapist.
    expect(
      credential(
        "PT license",
        `Jo Doe\nPhysical Therapist Assistant, Lakeside Rehab (2019 - Present)`,
      ),
    ).toBeNull();
    expect(
      credential("PT license", `Jo Doe, PT\nPhysical Therapist, Lakeside Rehab (2019 - Present)`),
    ).not.toBeNull();
    expect(
      credential(
        "NATE certification (Core plus one specialty)",
        `Jo Doe\n${role}\n\nCertifications\nNATE Ready-to-Work (2022)`,
      ),
    ).toBeNull();
    expect(
      credential(
        "NATE certification (Core plus one specialty)",
        `Jo Doe\n${role}\n\nCertifications\nNATE: Core, Gas Heating (2020)`,
      ),
    ).toBe("NATE: Core, Gas Heating (2020)");
    // Hours still being logged toward it.
    expect(
      credential(
        "LCSW license",
        `Jo Doe\n${role}\n\nLicenses\nLogging supervised hours toward LCSW licensure (2,400 of 3,000)`,
      ),
    ).toBeNull();
    expect(credential("LCSW license", `Jo Doe\n${role}\n\nLicenses\nLCSW, Ohio (2021)`)).toBe(
      "LCSW, Ohio (2021)",
    );
    // A permit held in another state; the posting names the state.
    const permit = "Colorado local anesthesia permit, or the ability to obtain one within 90 days";
    expect(
      credential(permit, `Jo Doe\n${role}\n\nLicenses\nWyoming local anesthesia certification`),
    ).toBeNull();
    expect(
      credential(
        permit,
        `Jo Doe\n${role}\n\nLicenses\nLocal Anesthesia Permit, Colorado Dental Board (2020)`,
      ),
    ).toBe("Local Anesthesia Permit, Colorado Dental Board (2020)");
    // One exam of two passed, the other scheduled.
    expect(
      credential(
        "CompTIA A+ certification",
        `Jo Doe\n${role}\n\nCertifications\nCompTIA A+ — Core 1 passed (2025), Core 2 scheduled`,
      ),
    ).toBeNull();
    expect(
      credential(
        "CompTIA A+ certification",
        `Jo Doe\n${role}\n\nCertifications\nCompTIA A+ (2025)`,
      ),
    ).toBe("CompTIA A+ (2025)");
  });

  it("a permit is held only where the ask is the permit", () => {
    const types = (item: string) => requirementsFor(item, "Repair units").map((r) => r.type);
    expect(types("Colorado local anesthesia permit")).toEqual(["licence"]);
    expect(types("Pull building permit")).not.toContain("licence");
    expect(types("Hot work permit")).not.toContain("licence");
  });

  it("other people's work in a line is not the person's: '; the sales managers negotiate the contracts'", () => {
    const duty = "Negotiate hotel contracts";
    expect(
      evidenceFor(
        duty,
        "Track group room blocks and pickup in Opera; the sales managers negotiate the contracts",
      ),
    ).toBeNull();
    expect(
      evidenceFor(duty, "Track room blocks in Opera and negotiate the contracts with hotels"),
    ).toBe("- Track room blocks in Opera and negotiate the contracts with hotels");
  });

  it("a summary that names the thing is no deed on it: 'on the venue side' sources no venues", () => {
    const resume = (line: string) =>
      `Jo Doe\nSummary\nCoordinator with 3+ years on the venue side.\nExperience\nCoordinator, Ellison Hotel (2022 - Present)\n- ${line}`;
    const fit = (line: string) =>
      analyzeFit({
        resumeText: resume(line),
        jobTitle: "Event Coordinator",
        jobDescription: "Requirements:\n- Source venues",
      }).requirements[0].evidence;
    expect(fit("Build group bills for 150 groups a year")).toBeNull();
    expect(fit("Source venues for 40 client events a year")).toBe(
      "- Source venues for 40 client events a year",
    );
  });
});

describe("a product's name is shown only whole", () => {
  it("ArcGIS Online is not ArcGIS Enterprise, though another line says 'enterprise'", () => {
    const lines = ["Build web maps in ArcGIS Online for clients", "Enterprise geodatabase edits"];
    expect(evidenceFor("ArcGIS Enterprise", ...lines)).toBeNull();
    expect(evidenceFor("ArcGIS Enterprise", "Publish services to ArcGIS Enterprise 11.1")).toBe(
      "- Publish services to ArcGIS Enterprise 11.1",
    );
  });

  it("a product in brackets with words of its own is not the skill it starts with", () => {
    const line = "Digitized boundaries in ArcGIS Pro";
    expect(evidenceFor("JavaScript (ArcGIS Maps SDK)", line)).toBeNull();
    expect(
      evidenceFor(
        "Renovation loans (FHA 203(k), Fannie Mae HomeStyle)",
        "Fannie Mae and FHA files",
      ),
    ).toBeNull();
  });

  it("'processing' says little: drone data is not GNSS data post-processed", () => {
    expect(evidenceFor("Drone (sUAS) data processing", "Post-process GNSS data")).toBeNull();
    expect(evidenceFor("Payroll processing", "Ran biweekly payroll for 240 staff")).toBe(
      "- Ran biweekly payroll for 240 staff",
    );
  });
});
