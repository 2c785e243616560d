import { analyzeFit } from "@/lib/match";
import { evidenceFor } from "./fixtures/evidence-for";

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
});
