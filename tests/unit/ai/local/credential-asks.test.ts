import { tailorResume, writeCoverLetter, writeInterviewQuestions } from "@/lib/ai/local";
import { skillNamed } from "@/lib/ai/local/wording";
import { localInput } from "./local-cases";

// A credential the posting asks for is held, never "experience in" or "the role's focus".
const RESUME = `Sam Lee
Assistant General Manager
sam.lee@example.com

EXPERIENCE
Assistant General Manager, Riverbend Taproom — 2021–Present
- Built the beverage program and trained 12 bartenders on it
- Run inventory and ordering for the bar

CERTIFICATIONS
ServSafe Manager (2024)`;

const JOB = {
  title: "General Manager",
  company: "Copper Kettle",
  description: `Requirements:
- Current ServSafe Manager certification
- Build a beverage program
- Run inventory and ordering`,
};

describe("a credential asked for by its name alone", () => {
  const input = localInput(RESUME, JOB);

  it("is named as held in the tailored résumé's summary, not as experience", () => {
    const summary = tailorResume(input);
    expect(summary).not.toMatch(/experience in[^.]*ServSafe/);
    expect(summary).toMatch(/Holds[^.]*ServSafe Manager certification/);
  });

  it("is never the focus of the role in the letter or the answers", () => {
    const texts = [writeCoverLetter(input), ...writeInterviewQuestions(input).map((q) => q.answer)];
    for (const text of texts) expect(text).not.toMatch(/(?:focus on|centres on)[^.]*ServSafe/);
  });
});

// Imaging and modalities are work a person does, not a credential they hold.
describe("a modality named in a duty", () => {
  const input = localInput(
    `Brandon Lee
Physical Therapist Assistant, Cottonwood Rehab — 2021–Present
- Carry out PT plans of care for short-term rehab residents
- Use NMES and ultrasound as ordered`,
    {
      title: "Physical Therapist Assistant",
      company: "Summit Motion",
      description: `What you'll do:
- Carry out treatment plans written by the supervising physical therapist
- Apply modalities: NMES/TENS, ultrasound, mechanical traction, cryotherapy`,
    },
  );

  it("is read as work, never a licence or certification", () => {
    expect(input.fit.requirements.filter((r) => r.type === "licence")).toEqual([]);
    for (const name of ["Sonography", "MRI technology", "CT scanning"])
      expect(skillNamed(name)?.category).toBe("clinical");
  });

  it("is not claimed as a certification held in the letter", () => {
    expect(writeCoverLetter(input)).not.toMatch(
      /(?:ultrasound|MRI|CT) (?:certification|licen[cs]e)/i,
    );
  });
});
