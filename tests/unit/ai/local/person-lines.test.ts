import type { Requirement } from "@/lib/match";
import { writeCoverLetter, writeInterviewQuestions } from "@/lib/ai/local";
import { heldCredentials } from "@/lib/ai/local/credential-names";
import { gerundSecondDuty, gerundVerbList } from "@/lib/ai/local/duty-gerunds";
import { makeWording } from "@/lib/ai/local/wording";
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

  it("says who the person is when a title carries letters, digits or 'in'", () => {
    expect(
      sayLine("Restaurant GM with 12 years in full-service, the last five running $4M+ buildings."),
    ).toBe(
      "I am a restaurant GM with 12 years in full-service, the last five running $4M+ buildings.",
    );
    expect(sayLine("Tier 1 SOC analyst at a regional health system, 14 months")).toMatch(
      /^I am a tier 1 SOC analyst at a regional health system/,
    );
    expect(sayLine("Assistant property manager in affordable housing")).toBe(
      "I am an assistant property manager in affordable housing.",
    );
    expect(sayLine("Super-user for the 2023 Epic upgrade")).toBe(
      "I am a super-user for the 2023 Epic upgrade.",
    );
    expect(sayLine("Bilingual (English/Spanish)")).toBe("I am bilingual (English/Spanish).");
    expect(sayLine("Bilingual English/Igbo")).toBe("I am bilingual in English/Igbo.");
  });

  it("reads a verb before an article as a deed, and what the work spans as the person's", () => {
    expect(sayLine("Clock the crew in and out and complete daily production sheets")).toBe(
      "I clock the crew in and out and complete daily production sheets.",
    );
    expect(sayLine("Hand off the consensus forecast to supply planners")).toBe(
      "I hand off the consensus forecast to supply planners.",
    );
    expect(sayLine("Upsold food and beverage on 40% of groups")).toBe(
      "I upsold food and beverage on 40% of groups.",
    );
    expect(sayLine("Corporate groups include sales kickoffs and board retreats")).toBe(
      "my corporate groups include sales kickoffs and board retreats.",
    );
    // A sentence that leans on the one before is kept, never "my work includes that means".
    expect(sayLine("That means croissants and danish")).toBe("That means croissants and danish.");
  });
});

describe("a role's heading shown in part", () => {
  it("is never offered as the story an answer builds on", () => {
    const input = localInput(
      `Jo Doe
EXPERIENCE
PAYROLL / ACCOUNTS PAYABLE CLERK — Coastal Carolina Builders, Ladson, SC
Jan 2021 – present
I handle weekly payroll for our 180 field and office employees in Paychex Flex.`,
      {
        title: "Payroll Specialist",
        company: "Harbor & Pine",
        description:
          "Responsibilities\n- Process biweekly payroll for 1,400+ employees in ADP Workforce Now",
      },
    );
    const answers = writeInterviewQuestions(input)
      .map((q) => q.answer)
      .join("\n");
    expect(answers).not.toMatch(/includes "PAYROLL/);
  });
});

describe("a line's clauses and names, said as the person's", () => {
  it.each([
    [
      "Trained 5 instrument persons; 2 now run their own crews",
      "I trained 5 instrument persons, and 2 now run their own crews.",
    ],
    [
      "Hunt for and recover section, quarter and lot corners",
      "I hunt for and recover section, quarter and lot corners.",
    ],
    [
      "Property line, topo and ALTA/NSPS land title surveys for lenders; about 60 jobs a year",
      "my work includes property line, topo and ALTA/NSPS land title surveys for lenders, with about 60 jobs a year.",
    ],
    [
      "Primary RD for the 20-bed surgical/trauma ICU, about 14 patients a day",
      "I am the primary RD for the 20-bed surgical/trauma ICU, about 14 patients a day.",
    ],
    [
      "Reprocessed flexible GI scopes in Olympus OER-Pro AERs; leak testing and drying cabinet logs",
      "I reprocessed flexible GI scopes in Olympus OER-Pro AERs, with leak testing and drying cabinet logs.",
    ],
    [
      "Flash every attachment and tile hook; crew's go-to for tile roofs",
      "I flash every attachment and tile hook, and I am the crew's go-to for tile roofs.",
    ],
    [
      "A handful of ground-mount arrays on farms outside Fresno",
      "my work includes a handful of ground-mount arrays on farms outside Fresno.",
    ],
    [
      "Clean, inspect, assemble and wrap instrument trays for GI cases",
      "I clean, inspect, assemble and wrap instrument trays for GI cases.",
    ],
    [
      "Factory trained on Carrier Infinity and Trane ComfortLink II communicating equipment",
      "I am factory trained on Carrier Infinity and Trane ComfortLink II communicating equipment.",
    ],
    [
      "Powerwall 2/Powerwall 3 with Backup Gateway 2",
      "my work includes Powerwall 2/Powerwall 3 with Backup Gateway 2.",
    ],
  ])("%s", (line, said) => {
    expect(sayLine(line)).toBe(said);
  });

  it("names a credential once, never again inside a longer name of it", () => {
    const held = (keyword: string): Requirement => ({
      keyword,
      asked: keyword,
      kind: "required",
      type: "licence",
      evidence:
        "Registered Dietitian Nutritionist, Commission on Dietetic Registration, since 2019",
    });
    const names = heldCredentials(
      [held("Registered Dietitian"), held("Registered Dietitian Nutritionist")],
      makeWording([]),
    );
    expect(names.join(" | ")).not.toMatch(/Registered Dietitian(?! Nutritionist)/);
    expect(names.join(" | ")).toMatch(/Registered Dietitian Nutritionist/);
    expect(names).toHaveLength(1);
  });
});

describe("a duty's list of verbs", () => {
  it("names each as work, its last one too though it reads as a noun alone", () => {
    const phrase = "inspect, assemble and package surgical instrument sets";
    const words = phrase.split(" ");
    gerundVerbList(phrase, words);
    expect(words.join(" ")).toBe("inspecting, assembling and packaging surgical instrument sets");
  });
});

describe("a paragraph after a deed", () => {
  it("goes on with deeds only where a sentence opens with one", () => {
    expect(
      sayLine("Fix brakes and alignments. Fast and careful on brakes, suspension and alignments."),
    ).not.toMatch(/I fast/);
    expect(
      sayLine(
        "About two weekend shifts a month covering med-surg floors. Initial and follow-up assessments for patients at nutrition risk.",
      ),
    ).toBe(
      "I work about two weekend shifts a month covering med-surg floors. Initial and follow-up assessments for patients at nutrition risk.",
    );
  });
});

describe("a licence held in another state", () => {
  it("is said as held through its issuer, and the one asked as what getting it would take", () => {
    const input = localInput(
      `Jenna Kowalczyk
EXPERIENCE
Clinical Dietitian (PRN) — Three Rivers Community Hospital, Fort Wayne, IN — Feb 2025 to present
Initial and follow-up assessments for patients flagged at nutrition risk.
CREDENTIALS
Certified Dietitian (CD), Indiana Professional Licensing Agency`,
      {
        title: "Clinical Dietitian II",
        company: "Maumee Valley Health",
        description: "What you need\n- Current Ohio dietitian license (LD)",
      },
    );
    const qa = writeInterviewQuestions(input).find((q) => /Ohio/.test(q.question));
    expect(qa?.question).toMatch(/asks for a current Ohio dietitian license/);
    expect(qa?.answer).toContain("through the Indiana Professional Licensing Agency");
    expect(qa?.answer).not.toMatch(/build on that/);
  });
});

describe("what the person is doing now", () => {
  it("is said as theirs after a list of strengths", () => {
    expect(
      sayLine(
        "Strong in patient teaching and renal diets; now building hospital experience in a PRN role",
      ),
    ).toBe(
      "I am strong in patient teaching and renal diets, and I am now building hospital experience in a PRN role.",
    );
  });
});

describe("a describing word before a thing", () => {
  it("is never named as a deed ('live unloads', not 'living unloads')", () => {
    const phrase = "handle drop-and-hook and live unloads";
    const words = phrase.split(" ");
    gerundSecondDuty(phrase, words);
    expect(words.join(" ")).not.toMatch(/living/);
  });
});

describe("a letter's second example and a precepting duty", () => {
  it("says 'I have also been ...' and names the duty 'precepting dietetic interns'", () => {
    const letter = writeCoverLetter(
      localInput(
        `Megan O'Rourke
EXPERIENCE
Clinical Dietitian – Critical Care
St. Brendan Medical Center, Toledo, OH | Aug 2022 – present
• Design and titrate enteral regimens and parenteral nutrition with the nutrition support team
• Preceptor for 10 dietetic interns since 2023`,
        {
          title: "Clinical Dietitian II",
          company: "Maumee Valley Health",
          description:
            "What you need\n- Recommend, calculate and monitor enteral and parenteral nutrition\n- Precept dietetic interns",
        },
      ),
    );
    expect(letter).toContain("I have also been a preceptor for 10 dietetic interns since 2023.");
    expect(letter).toContain("precepting dietetic interns");
    expect(letter).not.toMatch(/I also have been|Preceptor dietetic/);
  });
});
