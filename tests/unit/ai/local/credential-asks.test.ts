import { tailorResume, writeCoverLetter, writeInterviewQuestions } from "@/lib/ai/local";
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
