import { writeCoverLetter, writeInterviewQuestions } from "@/lib/ai/local";
import { asRole, displayTitle, fullTitle, resumeRoles } from "@/lib/ai/local/resume-roles";
import { localInput, engineTexts } from "./local-cases";

// A role heading is who the person was, never a piece of work to quote as proof.
const RESUME = `Dana Kowalski
Chicago, IL · dana.k@example.com

EXPERIENCE
Senior SDR, Vantor Networks (network security SaaS) — Chicago
Jan 2024 – Present
- Book 18–22 qualified meetings a month with IT managers and security leads
- Trained in Command of the Message; log everything in Salesforce and Outreach

Payroll Coordinator
Palmetto Coast Hotels — Myrtle Beach, SC
03/2019 – 08/2021
- Tie each payroll register out to the GL and book accrual entries
- Built Excel workbooks to match registers to labor reports`;

const JOB = {
  title: "Account Executive",
  company: "Northwind",
  description: `Requirements:
- Book qualified meetings with IT leaders
- Salesforce and Outreach
- Network security experience
- Working with finance on payroll`,
};

describe("role headings in what the local engine writes", () => {
  const input = localInput(RESUME, JOB);

  it("are never quoted as work done", () => {
    const texts = [writeCoverLetter(input), ...writeInterviewQuestions(input).map((q) => q.answer)];
    for (const text of texts) expect(text).not.toMatch(/\(network security SaaS\) — Chicago/);
  });

  it("name an employer as an employer, never as a title", () => {
    const all = engineTexts(input).join("\n");
    expect(all).not.toMatch(/as an? Palmetto Coast Hotels/);
  });

  it("say a duty that opens with a verb in the first person", () => {
    const all = engineTexts(input).join("\n");
    expect(all).not.toMatch(/includes tie each/i);
  });
});

describe("a role heading's title, as a sentence names it", () => {
  it.each([
    [
      "Manager, Customer Success — Beaconly (marketing automation SaaS)",
      "Manager",
      "Customer Success Manager",
    ],
    [
      "Director, Customer Success — Pivotline, Denver CO",
      "Director",
      "Director of Customer Success",
    ],
    ["Manager, Starbucks — Seattle, WA", "Manager", "Manager"],
    ["Manager, Acme Corp — Boston", "Manager", "Manager"],
    ["Financial Analyst, FP&A — Capital Region Mutual", "Financial Analyst", "Financial Analyst"],
  ])("reads '%s'", (heading, title, expected) => {
    expect(fullTitle(heading, title)).toBe(expected);
  });

  it("says a promotion within one heading in words", () => {
    expect(displayTitle("Server → Shift Lead")).toBe("Server, then Shift Lead");
    expect(displayTitle("Software Engineer I -> II")).toBe("Software Engineer I, then II");
  });

  it("reads the employer first, then the title, and a service as where one served", () => {
    const [, army] = resumeRoles(
      "Cody Doe\nEXPERIENCE\nLead Wind Technician, Red Mesa Energy Partners, Snyder, TX\nApr 2023 – Present\n- Run PMs\nU.S. Army, 91D Power Generation Equipment Repairer, Fort Cavazos, TX\nJan 2016 – Dec 2020\n- Maintained tactical generators",
    );
    expect(asRole(army)).toBe("as a 91D Power Generation Equipment Repairer in the U.S. Army");
  });
});

describe("role headings laid out in other ways", () => {
  it("reads parts set apart by middle dots: title, employer, place, dates", () => {
    const roles = resumeRoles(`Jo Doe
EXPERIENCE
Financial Analyst (Plant Finance) · Texan Steel Components, Round Rock, TX · Aug 2023 – present
  - Build the yearly plant budgets
Supply Chain Analyst · Lonestar Distribution, Austin, TX · Jun 2021 – Jul 2023
  - Inventory and freight cost reporting`);
    expect(roles.map(asRole)).toEqual([
      "as a Financial Analyst at Texan Steel Components",
      "as a Supply Chain Analyst at Lonestar Distribution",
    ]);
  });

  it("reads an employer's line over a dated title line as the employer, not the title", () => {
    const roles = resumeRoles(`Jo Doe
EXPERIENCE
Alamo Geospatial, LLC — San Antonio, TX
Party Chief | January 2026 – present
- I run a 2-person crew on boundary and ALTA/NSPS surveys`);
    expect(roles.map(asRole)).toEqual(["as a Party Chief at Alamo Geospatial"]);
  });
});
