import { buildRecommendations, tailorResume } from "@/lib/ai/local";
import { labelledTriples } from "../../match/fixtures/labelled-set";
import {
  BACKEND_JOB,
  localInput,
  NO_REQUIREMENTS_JOB,
  PLAIN_RESUME,
  SECTIONED_RESUME,
} from "./local-cases";

const lines = (text: string) => text.split("\n");

describe("tailorResume on a résumé with sections", () => {
  const input = localInput(SECTIONED_RESUME, BACKEND_JOB);
  const output = tailorResume(input);

  it("starts with the header unchanged, then one summary: the résumé's own, with what it proves", () => {
    expect(lines(output).slice(0, 6)).toEqual([
      "JORDAN RIVERA",
      "jordan.rivera@example.com | (555) 010-2040 | Austin, TX",
      "",
      "PROFESSIONAL SUMMARY",
      "Backend engineer focused on reliable APIs. Core strengths: Python, Django, PostgreSQL and Docker.",
      "",
    ]);
    expect(output.match(/SUMMARY/g)).toHaveLength(1);
  });

  it("names matched skills only, and no gap, in the summary", () => {
    const summary = lines(output)[4];
    for (const skill of ["Python", "Django", "PostgreSQL"]) expect(summary).toContain(skill);
    expect(summary).not.toContain("Kubernetes");
    expect(summary).not.toMatch(/\d/);
  });

  it("moves the bullets that prove the job's requirements first within each role", () => {
    const body = lines(output);
    const at = (text: string) => body.findIndex((l) => l.includes(text));
    expect(at("Built Python and Django")).toBeLessThan(at("Wrote onboarding docs"));
    expect(at("Ran PostgreSQL schema")).toBeLessThan(at("Wrote onboarding docs"));
    expect(at("Automated deployments with Docker")).toBeLessThan(at("Fixed bugs in a PHP"));
    // Roles stay in their order: a bullet never crosses into another role.
    expect(at("Wrote onboarding docs")).toBeLessThan(at("Junior Developer, Litware"));
  });

  it("normalises bullet markers to '- '", () => {
    expect(output).toContain(
      "- Built Python and Django services handling 2 million requests a day.",
    );
    expect(output).not.toContain("•");
  });

  it("lists the job's skills first in the skills section", () => {
    expect(output).toContain("Languages: Python, PHP, SQL, JavaScript");
    expect(output).toContain("Tools: Django, PostgreSQL, Redis, Docker, Git");
  });

  it("keeps education and certifications as written", () => {
    expect(output).toContain(
      "EDUCATION\nB.S. Computer Science, University of Texas at Austin, 2018",
    );
    expect(output).toContain("CERTIFICATIONS\n- AWS Certified Developer – Associate (2022)");
  });

  it("is deterministic", () => {
    expect(tailorResume(localInput(SECTIONED_RESUME, BACKEND_JOB))).toBe(output);
  });
});

describe("tailorResume on a résumé without headings", () => {
  const frontend = labelledTriples().find((t) => t.name === "frontend")!;
  const input = localInput(frontend.strong, {
    title: frontend.jobTitle,
    company: "Brightlane",
    description: frontend.jobDescription,
  });
  const output = tailorResume(input);

  it("adds SUMMARY and EXPERIENCE headings around the résumé's own lines", () => {
    expect(lines(output).slice(0, 5)).toEqual([
      "Maya Ortiz",
      "",
      "SUMMARY",
      "Senior Software Engineer with hands-on experience in JavaScript, React, TypeScript and GraphQL.",
      "",
    ]);
    expect(lines(output)[5]).toBe("EXPERIENCE");
  });

  it("reorders an inline skills line with the job's skills first, in the résumé's words", () => {
    expect(lines(output).at(-1)).toBe("Skills: JS, React, TypeScript, GraphQL, Jest, Cypress, AWS");
  });
});

describe("tailorResume edge cases", () => {
  it("keeps a résumé with no recognisable sections and adds nothing invented", () => {
    const output = tailorResume(localInput(PLAIN_RESUME, BACKEND_JOB));
    expect(output).toBe(PLAIN_RESUME);
  });

  it("builds the summary from the résumé's own skills when the job lists no requirements", () => {
    const input = localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB);
    expect(input.fit.requirements).toEqual([]);
    const output = tailorResume(input);
    // Nothing to prove against: the résumé's own summary stands alone.
    expect(lines(output)[4]).toBe("Backend engineer focused on reliable APIs.");
    expect(output).toContain("- Wrote onboarding docs for new hires.");
  });

  it("returns an empty string for an empty résumé", () => {
    expect(tailorResume(localInput("", BACKEND_JOB))).toBe("");
  });
});

describe("tailorResume on a résumé whose roles come before its first heading", () => {
  it("puts the summary right after the name and contact lines", () => {
    const resume = [
      "Jane Doe",
      "jane@example.com",
      "Senior Frontend Engineer, Northwind (2019 - Present)",
      "- Built GraphQL services in Node.js on AWS.",
      "- Led the migration of the customer dashboard to React and TypeScript.",
      "Education",
      "B.S. Computer Science, State University (2015)",
    ].join("\n");
    const output = lines(tailorResume(localInput(resume, BACKEND_JOB)));
    expect(output.slice(0, 4)).toEqual(["Jane Doe", "jane@example.com", "", "Summary"]);
    expect(output.indexOf("Summary")).toBeLessThan(
      output.indexOf("Senior Frontend Engineer, Northwind (2019 - Present)"),
    );
    expect(output.indexOf("Education")).toBeGreaterThan(output.indexOf("Summary"));
  });
});

describe("tailorResume on a résumé whose summary is one line without a full stop", () => {
  it("writes one summary from it, never a second one above it", () => {
    const resume = [
      "Nadia Petrov, CPhT",
      "Spokane Valley, WA · 509-555-0119 · nadia@example.com",
      "",
      "Hospital pharmacy technician: 5 yrs inpatient, IV room and hazardous-hood trained",
      "",
      "EXPERIENCE",
      "Inpatient Pharmacy Technician II — Sacred Valley Hospital — Oct 2021–Present",
      "- First doses, the 24-hr cart fill and STAT tubes; deliver to 14 nursing units",
    ].join("\n");
    const job = {
      title: "Pharmacy Technician II",
      company: "St. Brendan",
      description: "Requirements:\n- Fill first doses and cart fills\n- Deliver to nursing units",
    };
    const output = tailorResume(localInput(resume, job));
    const own = "Hospital pharmacy technician: 5 yrs inpatient, IV room and hazardous-hood trained";
    expect(output.split(own)).toHaveLength(2);
    expect(output).not.toMatch(/with hands-on experience in/);
    expect(lines(output)[3]).toBe("SUMMARY");
    expect(lines(output)[4]).toMatch(new RegExp(`^${own}\\.`));
  });
});

describe("tailorResume on a résumé with a title over its summary", () => {
  const resume = `LAUREN PIKE
Fort Mill, SC | 803.555.0157 | lauren@example.com

SENIOR MORTGAGE LOAN PROCESSOR
7 years processing retail conventional and government loans from initial disclosure to CTC. Known for clean submissions.

EXPERIENCE
Senior Loan Processor, Piedmont Crest Mortgage, Charlotte, NC        03/2021 – Present
• Manage 40–55 loans in process at a time for 6 loan officers
• Review 1003s and disclosures at setup; order credit and appraisals`;
  const job = {
    title: "Mortgage Loan Processor II",
    company: "Harborview",
    description: "Requirements:\n- Manage a pipeline of loans\n- Order credit and appraisals",
  };
  const tailored = tailorResume(localInput(resume, job));

  it("keeps the title as the summary's headline and writes one summary under it", () => {
    const blocks = tailored.split("\n\n");
    expect(blocks[1].split("\n")[0]).toBe("SENIOR MORTGAGE LOAN PROCESSOR");
    expect(blocks[1]).toContain("7 years processing retail conventional");
    expect(tailored).not.toMatch(/^SUMMARY$/m);
    expect(tailored.match(/7 years processing/g)).toHaveLength(1);
  });

  it("names the title as it reads in a sentence in the action plan", () => {
    const plan = buildRecommendations(localInput(resume, job).fit)
      .map((r) => r.insight)
      .join(" ");
    expect(plan).toContain("Your experience as Senior Mortgage Loan Processor matches");
  });
});
