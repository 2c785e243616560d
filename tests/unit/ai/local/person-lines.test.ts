import { writeInterviewQuestions } from "@/lib/ai/local";
import { sayLine } from "@/lib/ai/local/say-line";
import { starAnswer } from "@/lib/ai/local/star-answer";
import { localInput } from "./local-cases";

// Lines about who the person was and for how long, said as a recruiter would read them.
const RESUME = `TRAVIS HENLEY
Round Rock, TX · thenley@example.com

Eleven years in the fire service, the last three and a half in fire prevention.

EXPERIENCE
Fire Inspector, City of Pflugerville, Pflugerville, TX
May 2023 – present
Inspect 600–700 existing businesses a year under the 2021 IFC. Witness final acceptance tests on new construction. Teach extinguisher and evacuation classes to businesses and daycares.

Firefighter/EMT, Round Rock Fire Department
Aug 2015 – Apr 2023
• Pre-fire planning walk-throughs of commercial buildings, recording occupancy classification
• Station public education coordinator 2019–2022: smoke alarm installs, school visits`;

describe("lines about the person", () => {
  it("says years in a field as years the person has, never as 'my work includes'", () => {
    expect(
      sayLine("Eleven years in the fire service, the last three and a half in fire prevention."),
    ).toBe(
      "I have eleven years in the fire service, the last three and a half in fire prevention.",
    );
    expect(sayLine("Over 8 years of payroll for multi-state employers")).toBe(
      "I have over 8 years of payroll for multi-state employers.",
    );
  });

  it("says a part played in given years with its dates and its work", () => {
    expect(
      sayLine(
        "Station public education coordinator 2019–2022: smoke alarm installs, school visits",
      ),
    ).toBe(
      "I was a station public education coordinator from 2019 to 2022, and my work included smoke alarm installs and school visits.",
    );
    expect(
      sayLine("Safety committee lead (2021 – Present): monthly audits, near-miss reviews"),
    ).toBe(
      "I have been a safety committee lead since 2021, and my work includes monthly audits and near-miss reviews.",
    );
    // A label that is no person stays a list of work.
    expect(sayLine("Projects 2021: monthly audits")).not.toMatch(/^I was/);
  });

  it("tells work of a past role in the past ('my work included')", () => {
    const line =
      "• Pre-fire planning walk-throughs of commercial buildings, recording occupancy classification";
    expect(starAnswer(RESUME, line)).toBe(
      "Situation: I worked as a Firefighter/EMT at Round Rock Fire Department. Action: My work included pre-fire planning walk-throughs of commercial buildings, recording occupancy classification.",
    );
  });

  it("answers 'helped other people learn' from the sentence of a paragraph that teaches", () => {
    const input = localInput(RESUME, {
      title: "Fire Inspector I",
      company: "City of Brazos Ridge",
      description: "Requirements:\n- Inspect commercial occupancies\n- Witness acceptance tests",
    });
    const qa = writeInterviewQuestions(input).find((q) => /learn or grow/.test(q.question));
    expect(qa?.answer).toContain("I teach extinguisher and evacuation classes");
    expect(qa?.answer).not.toContain("600–700");
  });
});
