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

describe("a credential's question", () => {
  const resume = `Travis Henley
Round Rock, TX

CERTIFICATIONS
• TCFP Basic Fire Inspector (2023)
• Texas driver's license, Class B exempt

EXPERIENCE
Fire Inspector, City of Pflugerville Fire Marshal's Office
May 2023 – present
Inspect 600–700 existing businesses a year under the 2021 IFC. Write violation notices and re-inspect to closure.

Firefighter/EMT, Round Rock Fire Department
Aug 2015 – Apr 2023
• 24/48 shifts on engine and truck companies
• Pre-fire planning walk-throughs of commercial buildings`;
  const job = {
    title: "Fire Inspector I",
    company: "City of Brazos Ridge",
    description:
      "Minimum qualifications\n- TCFP Basic Fire Inspector certification\n- Valid Texas driver's license",
  };
  const answers = writeInterviewQuestions(localInput(resume, job));
  const answerTo = (name: RegExp) => answers.find((q) => name.test(q.question))?.answer ?? "";

  it("says the credential as held and tells its use from the role it names", () => {
    const answer = answerTo(/TCFP Basic Fire Inspector/);
    expect(answer).toMatch(/^I hold a TCFP Basic Fire Inspector certification \(2023\)\./);
    expect(answer).toContain("I work as a Fire Inspector at City of Pflugerville");
    expect(answer).toContain("I inspect 600–700 existing businesses");
  });

  it("tells no story quoted as written for a credential no role names", () => {
    expect(answerTo(/driver's license/)).not.toMatch(/includes "/);
  });
});
