import { writeAnalysisProse } from "@/lib/ai/local";
import { localInput, SECTIONED_RESUME, BACKEND_JOB } from "./local-cases";

function overview(description: string, company = "Brightlane") {
  return writeAnalysisProse(
    localInput(SECTIONED_RESUME, { title: "Engineer", company, description }),
  ).companyOverview;
}

describe("writeAnalysisProse", () => {
  it("passes lib/match's explanation through", () => {
    const input = localInput(SECTIONED_RESUME, BACKEND_JOB);
    expect(writeAnalysisProse(input).alignmentExplanation).toBe(input.fit.alignmentExplanation);
  });

  it("takes the company overview from an 'About' section", () => {
    expect(
      overview(
        "About Brightlane\nWe are a payments company running on Kubernetes.\nRequirements:\n- React",
      ),
    ).toBe("We are a payments company running on Kubernetes.");
  });

  it("takes company sentences from anywhere, but not the hiring pitch", () => {
    const text =
      "We are looking for a Senior Engineer. Brightlane builds payment tools for 4,000 shops.\nRequirements:\n- React";
    expect(overview(text)).toBe("Brightlane builds payment tools for 4,000 shops.");
  });

  it("ignores an 'About the role' section", () => {
    expect(
      overview(
        "About the role\nYou will build checkout flows for shoppers.\nRequirements:\n- React",
      ),
    ).toBe("");
  });

  it("reads the company from the opening lines when the job names none", () => {
    const text = "Brightdesk helps small shops answer customers.\nRequirements:\n- Zendesk";
    expect(overview(text, "—")).toBe("Brightdesk helps small shops answer customers.");
    // Past the first heading, a capitalised subject is not taken for the company.
    expect(overview("Requirements:\n- Zendesk\nKubernetes is a plus.", "—")).toBe("");
  });

  it("is empty when the posting says nothing about the company", () => {
    expect(overview("Requirements:\n- React and TypeScript\n- Five years of experience", "—")).toBe(
      "",
    );
  });
});
