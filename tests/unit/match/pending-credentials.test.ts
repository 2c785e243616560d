import { analyzeFit } from "@/lib/match";
import { jurisdictionOf } from "@/lib/match/places";

/** The first requirement read from `asked`, against a résumé whose last section is `held`. */
const askAgainst = (asked: string, ...held: string[]) =>
  analyzeFit({
    resumeText: `Jo Doe\nExperience\nTechnician, Acme Labs (2021 - Present)\n- Run the night bench\nEducation\nA.A.S., Medical Laboratory Technology, Valley Technical College, 2021\nCertifications\n${held.join("\n")}`,
    jobTitle: "Technologist",
    jobDescription: `Requirements:\n- ${asked}`,
  }).requirements[0];

// A credential is held once it is granted: one applied for or half done is not, and a degree
// in the field is not the licence.
describe("a credential not yet held", () => {
  it("is not shown by an application submitted, nor by the degree in its field", () => {
    const ask = askAgainst(
      "Active Florida Clinical Laboratory Technologist license",
      "Florida Clinical Laboratory Technologist license: application submitted Oct 2026",
    );
    expect(ask).toMatchObject({ type: "licence", evidence: null });
  });

  it("is shown once granted", () => {
    const line = "Florida Clinical Laboratory Technologist license (active through 2027)";
    expect(
      askAgainst("Active Florida Clinical Laboratory Technologist license", line).evidence,
    ).toBe(line);
  });

  it("is not shown by modules booked for later", () => {
    const ask = askAgainst(
      "Current GWO Basic Safety Training",
      "GWO Basic Safety Training: Working at Heights done Oct 2026; Fire Awareness booked for Dec 2026",
    );
    expect(ask.evidence).toBeNull();
  });

  it("is not shown by a course started, nor by part of the name its initials stand for", () => {
    expect(
      askAgainst(
        "GWO Basic Technical Training (BTT)",
        "Moving into wind; I have started GWO training on my own dime",
      ).evidence,
    ).toBeNull();
    expect(askAgainst("GWO Basic Technical Training (BTT)", "GWO BTT, 2025").evidence).toBe(
      "GWO BTT, 2025",
    );
  });
});

describe("a credential partly earned", () => {
  it("is not shown by one part passed and the next not yet taken", () => {
    const line = "CPIM – Part 1 passed (2024); Part 2 not yet taken";
    expect(askAgainst("CPIM or CSCP certification", line)).toMatchObject({
      type: "licence",
      evidence: null,
    });
    expect(askAgainst("CPIM or CSCP certification", "CPIM (2024)").evidence).toBe("CPIM (2024)");
  });

  it("is not shown by a degree the person is finishing", () => {
    const resumeText =
      "Jo Doe\nSummary\nInventory lead with 9 years at a 3PL. I run the inventory team. Finishing a B.S. in Supply Chain Management and looking to move into planning.\nExperience\nInventory Lead, NorthStar (2017 - Present)\n- Run cycle counts";
    const [degree] = analyzeFit({
      resumeText,
      jobTitle: "Planner",
      jobDescription: "Requirements:\n- Bachelor's degree in supply chain or business",
    }).requirements;
    expect(degree).toMatchObject({ type: "degree", evidence: null });
  });

  it("is not shown by a title in its field: a Respiratory Therapist may hold the CRT only", () => {
    const rrt = (line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nExperience\n${line}\n- Set up home ventilators and BiPAP`,
        jobTitle: "Respiratory Therapist",
        jobDescription: "Requirements:\n- Registered Respiratory Therapist (RRT) credential",
      }).requirements[0];
    expect(
      rrt("Home Respiratory Therapist, Tri-State Medical (2019 - Present)").evidence,
    ).toBeNull();
    const held = "Jo Doe, RRT — Respiratory Therapist, Mercy (2019 - Present)";
    expect(rrt(held).evidence).toBe(held);
  });
});

describe("a state's letters", () => {
  it("are not a place when they name another credential ('MT/CLS', 'CT scans')", () => {
    expect(jurisdictionOf("ASCP MLS certification (or MT/CLS equivalent)")).toBeNull();
    expect(jurisdictionOf("Registered technologist for CT scans")).toBeNull();
    expect(jurisdictionOf("Active MT license")).toBe("Montana");
  });
});
