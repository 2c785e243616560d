import { orgFrom, resumeRoles } from "@/lib/ai/local/resume-roles";
import { starAnswer } from "@/lib/ai/local/star-answer";
import { containsTerm, standsAlone, termOccurrences } from "@/lib/ai/local/text";
import {
  articleFor,
  isHardRequirement,
  isNameable,
  lowerFirstWord,
  makeWording,
  midSentence,
  proseName,
  withArticle,
} from "@/lib/ai/local/wording";
import { credentialName } from "@/lib/ai/local/credential-names";
import type { Requirement } from "@/lib/match";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { listedSkills } from "@/lib/resume/listed-skills";

describe("a term standing alone", () => {
  it("is no part of a dotted name or an address", () => {
    const text = "Next.js and JS; mail sam@gmail.com";
    expect(termOccurrences(text, "js").map((m) => m.text)).toEqual(["JS"]);
    expect(containsTerm(text, "gmail")).toBe(false);
    expect(containsTerm("I write JS.", "JS")).toBe(true);
    expect(standsAlone(text, text.indexOf("Next.js"), text.indexOf("Next.js") + 7)).toBe(true);
  });

  it("keeps a skill as the résumé writes it, never as the tail of a dotted name", () => {
    const resume = "- Shipped a Next.js site and Node.js services.\nSkills: JS, TypeScript";
    expect(makeWording([resume])("JS")).toBe("JS");
  });
});

describe("a name in the middle of a sentence", () => {
  it.each([
    ["Customer success", "customer success"],
    ["Spanish speaking", "Spanish speaking"],
    ["Texas history", "Texas history"],
  ])("%s -> %s", (name, said) => {
    expect(midSentence(name)).toBe(said);
  });
});

describe("skills a résumé lists", () => {
  it("are read item by item when the list wraps onto the next line", () => {
    const resume =
      "Sam Lee\n\nSKILLS\nSalesforce, Gainsight, Customer Onboarding,\nRenewals, Upselling";
    expect(listedSkills(resume)).toEqual([
      "Salesforce",
      "Gainsight",
      "Customer Onboarding",
      "Renewals",
      "Upselling",
    ]);
  });

  it("are read whole, brackets and all, and never from an email address", () => {
    const resume =
      "Sam Lee\nsam.lee@gmail.com\nSkills: SQL, Excel (pivot tables, VLOOKUP), GCP (GKE, Cloud SQL)";
    expect(listedSkills(resume)).toEqual([
      "SQL",
      "Excel (pivot tables, VLOOKUP)",
      "GCP (GKE, Cloud SQL)",
    ]);
    expect(analyzeResumeKeywords(resume).skills).not.toContain("Gmail");
  });
});

describe("the article before a phrase", () => {
  it.each([
    ["HR Manager", "an"],
    ["RN license", "an"],
    ["SQL analyst", "an"],
    ["MBA", "an"],
    ["FP&A analyst", "an"],
    ["X-ray technician", "an"],
    ["UX designer", "a"],
    ["BSN", "a"],
    ["B.S.", "a"],
    ["CDL-A driver", "a"],
    ["user researcher", "a"],
    ["unit lead", "a"],
    ["university", "a"],
    ["umbrella policy", "an"],
    ["unusual shift", "an"],
    ["hourly role", "an"],
    ["$850K budget", "an"],
    ["$4M budget", "a"],
    ["11-bed unit", "an"],
    ["110-bed unit", "a"],
    ["Account Executive", "an"],
    ["Route Delivery Driver", "a"],
  ])("%s takes %s", (phrase, article) => {
    expect(articleFor(phrase)).toBe(article);
    expect(withArticle(phrase)).toBe(`${article} ${phrase}`);
  });
});

describe("naming a requirement in a sentence", () => {
  const wording = makeWording(["Build accessible checkout flows. Active RN license."]);
  const phrase = (keyword: string, extra: Partial<Requirement> = {}): Requirement => ({
    keyword,
    kind: "required",
    evidence: null,
    type: "phrase",
    ...extra,
  });

  it("reads a duty as the work it names, whole when asked to, never as a bare verb", () => {
    const ask = phrase("Build accessible checkout flows used by millions of shoppers");
    expect(proseName(ask, wording)).toBe("building accessible checkout flows");
    expect(proseName(ask, wording, { isWhole: true })).toBe(
      "building accessible checkout flows used by millions of shoppers",
    );
    expect(proseName(phrase("run quarterly business reviews with plant"), wording)).toBe(
      "running quarterly business reviews",
    );
    // A share is named with what it is of; a phrase one word past the reach is kept whole.
    expect(proseName(phrase("self-source at least a third of pipeline"), wording)).toBe(
      "self-source at least a third of pipeline",
    );
    expect(proseName(phrase("scaling a CS team through rapid growth"), wording)).toBe(
      "scaling a CS team through rapid growth",
    );
    expect(proseName(phrase("team of 55–65.", { type: "leadership" }), wording)).toBe(
      "team of 55–65",
    );
    expect(
      proseName(phrase("run the whole building, front and back of house: roughly"), wording, {
        isWhole: true,
      }),
    ).toBe("running the whole building, front and back of house");
  });

  it("reads every verb of a duty as work, the tagger's verbs too, not a noun before a gerund", () => {
    const name = (keyword: string) => proseName(phrase(keyword), wording);
    expect(name("Induce, monitor and recover anesthetic patients")).toBe(
      "inducing, monitoring and recovering anesthetic patients",
    );
    expect(name("Restrain patients safely")).toBe("restraining patients safely");
    expect(name("Expedite late orders")).toBe("expediting late orders");
    expect(name("Program and run CMM routines")).toBe("programming and running CMM routines");
    expect(name("Block scheduling")).toBe("block scheduling");
    expect(name("Take and position digital radiographs")).toBe(
      "taking and positioning digital radiographs",
    );
    expect(name("Frame walls and roofs for additions")).toBe("framing walls and roofs");
    expect(name("paid search campaigns across Meta")).toBe("paid search campaigns");
    expect(name("progress patients")).toBe("progressing patients");
    expect(name("Keep every piece on brand")).toBe("keeping every piece on brand");
    expect(name("Interview children, parents and collateral contacts")).toBe(
      "interviewing children, parents and collateral contacts",
    );
    expect(name("interview loops and calibration")).toBe("interview loops and calibration");
    expect(name("Progress notes in Epic")).toBe("progress notes in Epic");
    expect(name("scan tools")).toBe("scan tools");
    expect(name("Install and repair tank and tankless water heaters")).toBe(
      "installing and repairing tank and tankless water heaters",
    );
    expect(name("Enter charges and submit clean claims")).toBe(
      "entering charges and submitting clean claims",
    );
    expect(name("Query providers")).toBe("querying providers");
    expect(name("Use hand tools safely")).toBe("using hand tools safely");
  });

  it("drops a word that only said who did it: 'treatment plans written by the supervising ...'", () => {
    expect(
      proseName(
        phrase("Carry out treatment plans written by the supervising physical therapist"),
        wording,
      ),
    ).toBe("carrying out treatment plans");
  });

  it("ends before a list it would cut, never on its comma", () => {
    const name = (keyword: string) => proseName(phrase(keyword), wording);
    expect(name("Handle structural changes such as beams, headers and posts")).toBe(
      "handling structural changes",
    );
    expect(name("Keep daily logs, photos")).toBe("keeping daily logs");
    expect(name("Install doors, trim and cabinets")).toBe("installing doors, trim and cabinets");
    expect(
      name("Prepare filings (941, W-2s), reports, audits, budgets and board packs for the board"),
    ).toBe("preparing filings (941, W-2s)");
    // Within reach, the list is whole.
    expect(name("Prepare filings (941, W-2s), reports and audits for the board")).toBe(
      "preparing filings (941, W-2s), reports and audits",
    );
    expect(name("Prepare year-end filings (941, state unemployment, W-2s) on time")).toBe(
      "preparing year-end filings",
    );
  });

  it("reads a degree the posting's full stop cut off as a degree", () => {
    expect(proseName(phrase("B.S"), wording)).toBe("B.S.");
    expect(isNameable(phrase("B.S"))).toBe(false);
    expect(isHardRequirement(phrase("B.S"))).toBe(true);
  });

  it("names a credential as the thing held, in the posting's words", () => {
    const licence = (keyword: string, asked: string) =>
      credentialName(phrase(keyword, { type: "licence", asked }), wording);
    expect(licence("RN", "RN license")).toBe("an RN license");
    expect(licence("RN (Ohio)", "RN license in the State of Ohio")).toBe(
      "an RN license in the State of Ohio",
    );
    expect(licence("Physical therapy", "PT license")).toBe("a PT license");
    expect(licence("Forklift operation", "Forklift certification (sit-down and reach truck)")).toBe(
      "forklift certification",
    );
    expect(licence("Driver's license", "Valid WA driver's license")).toBe(
      "a valid WA driver's license",
    );
    expect(
      licence("PMP", "PMP certification required (or obtained within 12 months of hire)"),
    ).toBe("PMP certification");
    expect(licence("CPA", "Certified Public Accountant or working toward it")).toBe(
      "CPA certification",
    );
    const cpa = phrase("CPA", { type: "licence", asked: "Certified Public Accountant" });
    expect(credentialName(cpa, makeWording(["Certified Public Accountant required"]))).toBe(
      "a Certified Public Accountant credential",
    );
    const held = phrase("Paralegal certificate", {
      type: "licence",
      asked: "Paralegal certificate from an ABA-approved program, or a",
    });
    expect(credentialName(held, wording)).toBe(
      "a paralegal certificate from an ABA-approved program",
    );
    expect(credentialName(held, wording, { isShort: true })).toBe("a paralegal certificate");
  });

  it("lowers a first word capitalised only because it opens the phrase, never a place", () => {
    expect(lowerFirstWord("Forklift certified")).toBe("forklift certified");
    expect(lowerFirstWord("Valid WA driver's license")).toBe("valid WA driver's license");
    expect(lowerFirstWord("Washington driver's license")).toBe("Washington driver's license");
    expect(lowerFirstWord("Google Ads certification")).toBe("Google Ads certification");
  });
});

describe("the organisation on a role heading", () => {
  it.each([
    [
      "General Manager, Fresh Bowl Co. #114, Greenville SC — 2020 – present",
      "General Manager",
      "Fresh Bowl Co. #114",
    ],
    [
      "Staff RN, 5 West Surgical/Ortho — Maumee Valley Hospital, Toledo, OH",
      "Staff RN",
      "Maumee Valley Hospital",
    ],
    ["Data Analyst, Tailspin (2020 - Present)", "Data Analyst", "Tailspin"],
    // Beside the title, a speciality; the employer is the next part of the heading.
    [
      "Senior Buyer – Castings & Forgings | Erie Hydraulic Pump Co., Erie, PA | 2020 – Present",
      "Senior Buyer",
      "Erie Hydraulic Pump Co.",
    ],
    ["Staff Nurse – ICU | Mercy Hospital | 2020 – Present", "Staff Nurse", "Mercy Hospital"],
    [
      "Software Engineer — Acme Corp | Boston, MA | 2020 – Present",
      "Software Engineer",
      "Acme Corp",
    ],
    ["Sales Associate – Target | Part-time | 2019 – 2020", "Sales Associate", "Target"],
    // Beside the title after a comma, its function; the employer follows the dash.
    [
      "Manager, Customer Success — Beaconly (marketing automation SaaS, ~$25M ARR)",
      "Manager",
      "Beaconly",
    ],
    ["Registered Nurse, Mercy General — Sacramento", "Registered Nurse", "Mercy General"],
    ["Registered Nurse, Mercy General — Sacramento, CA", "Registered Nurse", "Mercy General"],
    [
      "Hygienist, Frontier Periodontics — Cheyenne, WY July 2025–Present",
      "Hygienist",
      "Frontier Periodontics",
    ],
    [
      "Financial Analyst, FP&A — Capital Region Mutual Insurance, Harrisburg PA      July 2021 – Present",
      "Financial Analyst",
      "Capital Region Mutual Insurance",
    ],
    [
      "Senior Marketing Specialist, Content & Email — Ferrow Labs (B2B IoT software)    2022 – Present",
      "Senior Marketing Specialist",
      "Ferrow Labs",
    ],
    // A lower-case aside says what the work was, not who it was for.
    ["OTR Driver (dry van), Longhorn Carriers — Lubbock, TX", "OTR Driver", "Longhorn Carriers"],
    [
      "Local Driver (Class B), Panhandle Building Supply — 2015–2019",
      "Local Driver",
      "Panhandle Building Supply",
    ],
    // A licence in brackets after the title is no employer.
    [
      "Plumber (Tradesman Plumber-Limited) — Apex Builders Plumbing, Pflugerville TX",
      "Plumber",
      "Apex Builders Plumbing",
    ],
    [
      "Dispatcher (Part-time) at Wood County 911, Bowling Green OH",
      "Dispatcher",
      "Wood County 911",
    ],
  ])("%s", (line, title, org) => {
    expect(orgFrom(line, title)).toBe(org);
  });
});

describe("a role heading that names only the employer", () => {
  const resume = `Maria Santos
Electrical Apprentice

Cascadia Electric Co., Tacoma — Mar 2025 – Present
  - Read plans and help the journeyman with layout`;

  it("has no title made up for it, and is said as work at the employer", () => {
    expect(resumeRoles(resume)[0]).toMatchObject({ title: "", org: "Cascadia Electric Co." });
    expect(starAnswer(resume, "  - Read plans and help the journeyman with layout")).toBe(
      "Situation: I work at Cascadia Electric Co. Action: I read plans and help the journeyman with layout.",
    );
  });
});

describe("a STAR answer from a line outside any role", () => {
  it("claims no situation and leaves no label empty", () => {
    const resume =
      "Jose Alvarado\nFramer\n\nProduction framer with 7 years on new construction.\n\nEXPERIENCE\nFraming Foreman — Columbia Ridge (2021 – present)\n• Run a 5-man framing crew";
    expect(starAnswer(resume, "Production framer with 7 years on new construction.")).toBe(
      "I am a production framer with 7 years on new construction.",
    );
  });
});
