import { analyzeFit, extractAsks } from "@/lib/match";
import { yearsAsk } from "./fixtures/evidence-for";

// Years and leadership asks as postings write them, against the roles that show them
// (structured-asks.test.ts has the rest of the structured asks).
describe("a years or leadership ask read from its words", () => {
  it("reads 'Two or more years of' as a years ask, not a phrase a word of it shows", () => {
    const fit = yearsAsk(
      "Jo Doe\nExperience\nSpeech-Language Pathologist, Bright Kids Clinic — Oct 2025 – Present\n- Mixed caseload of school-age clients",
      "Two or more years of school-based experience",
    );
    expect(fit).toMatchObject({ type: "years", evidence: null });
  });

  it("counts years at a rank ('as lead installer or crew lead') only in roles held at it", () => {
    const ask = "At least 1 year as lead installer or crew lead";
    const installer =
      "Jo Doe\nExperience\nSolar Installer II, Central Valley Sunworks (Aug 2024 – Present)\n• Roof crew on 3–4 residential installs a week";
    expect(yearsAsk(installer, ask).evidence).toBeNull();
    const lead =
      "Jo Doe\nExperience\nCrew Lead — Sierra Sun Electric — 03/2022 to present\n- Lead a crew of 4 installers";
    expect(yearsAsk(lead, ask).evidence).toBe(
      "Crew Lead — Sierra Sun Electric — 03/2022 to present",
    );
    const ledCrew =
      "Jo Doe\nExperience\nSolar Installer, Valley Bright Solar — 06/2019 to present\n- Lead a crew of 3 on residential installs";
    expect(yearsAsk(ledCrew, ask).evidence).not.toBeNull();
  });

  it("counts apartment community management as multifamily property management", () => {
    const manager =
      "Jo Doe\nExperience\nCommunity Manager — Brightwater Residential, The Pines (288 units) | April 2021 – Present\n- Averaged 96.4% occupancy";
    expect(
      yearsAsk(manager, "3+ years of multifamily property management experience").evidence,
    ).toBe(
      "Community Manager — Brightwater Residential, The Pines (288 units) | April 2021 – Present",
    );
  });

  it("reads a role line long with separators as a role: 'Title | Employer – Site (150 units, LIHTC / Section 8) | City | dates'", () => {
    const line =
      "Assistant Property Manager | Harbison Housing Partners – Willow Bend Commons (150 units, LIHTC / Section 8) | Gastonia, NC | Mar 2024 – Present";
    expect(
      yearsAsk(`Jo Doe\nExperience\n${line}\n• Post rent`, "1+ year as an assistant manager")
        .evidence,
    ).toBe(line);
  });

  it("reads leading a shift or crew as leadership, not years in a role with shifts", () => {
    const cook =
      "Jo Doe\nExperience\nLine Cook, Sugar Maple Café — Jan 2024 – Present\n- Open the kitchen on the morning shift";
    expect(yearsAsk(cook, "1+ year leading a shift or crew")).toMatchObject({
      type: "leadership",
      evidence: null,
    });
  });

  it("counts a 3PL's inventory control as supply chain work", () => {
    const lead =
      "Jo Doe\nExperience\nInventory Control Lead, NorthStar Logistics (3PL) | Apr 2020 – Present\n- Run cycle counts for 11,000 pallet positions";
    expect(yearsAsk(lead, "4+ years of supply chain experience").evidence).toBe(
      "Inventory Control Lead, NorthStar Logistics (3PL) | Apr 2020 – Present",
    );
  });

  it("counts the people a lead's labelled line supports: 'Lead hand on 2nd shift: support 7 operators'", () => {
    const machinist =
      "Jo Doe\nExperience\nMachinist, Acme Aero | 2018 – Present\n- Lead hand on 2nd shift: support 7 operators with setups";
    expect(yearsAsk(machinist, "Lead a team of 6 operators")).toMatchObject({
      type: "leadership",
      evidence: "- Lead hand on 2nd shift: support 7 operators with setups",
    });
  });

  it("does not count the trade of a party the person works with ('our customs broker')", () => {
    const coordinator =
      "Jo Doe\nExperience\nInbound Logistics Coordinator | Oakhaven Home | Aug 2021 – Present\n- Send invoices to our customs broker for clearance\n- Our forwarder handles the carrier booking";
    const asked = "2+ years of experience in freight forwarding or customs brokerage operations";
    expect(yearsAsk(coordinator, asked).evidence).toBeNull();
    const broker = coordinator.replace(
      "Inbound Logistics Coordinator",
      "Customs Brokerage Specialist",
    );
    expect(yearsAsk(broker, asked).evidence).not.toBeNull();
  });

  it("reads a role after 'as a' as the years' role, not a skill asked again", () => {
    const asks = extractAsks(
      "Requirements:\n- 2+ years as a wind turbine technician, or a wind energy technology program plus 1 year of field experience",
    ).asks;
    expect(asks.map((a) => a.type)).not.toContain("skill");
    // "plus" joins two asks; it is no word of either.
    expect(asks.map((a) => a.keyword)).toContain("wind energy technology program");
  });

  it("reads an ask whose brackets only say who else will be considered", () => {
    const asks = extractAsks(
      "Requirements:\n- 1+ year of hospital laboratory experience as a generalist (new graduates with a completed clinical practicum will be considered)",
    ).asks;
    expect(asks.map((a) => a.asked)).toEqual(["1+ year of hospital laboratory experience"]);
    expect(extractAsks("Requirements:\n- New graduates will be considered").asks).toEqual([]);
  });

  it("counts a branch's personal banker and teller as retail banking", () => {
    const banker =
      "Jo Doe\nExperience\nPersonal Banker | Prairie State Bank & Trust | Sept 2022 – Present\n- Open checking and savings accounts; backup teller 2 days a week";
    expect(yearsAsk(banker, "2+ years of experience in retail banking").evidence).toBe(
      "Personal Banker | Prairie State Bank & Trust | Sept 2022 – Present",
    );
  });
});

describe("a certificate or a degree in a field", () => {
  it("is met by a certificate in the field: 'Certificate or associate degree in wind energy technology'", () => {
    const [ask] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nWind Technician, Red Mesa (2021 - Present)\n- Climb and service turbines\nEducation\nCertificate, Wind Energy Technology, Llano Estacado Technical College (2021)",
      jobTitle: "Technician",
      jobDescription:
        "Requirements:\n- Certificate or associate degree in wind energy technology (or military equivalent)",
    }).requirements;
    expect(ask).toMatchObject({
      type: "degree",
      evidence: "Certificate, Wind Energy Technology, Llano Estacado Technical College (2021)",
    });
  });
});

describe("a years ask's area of two joined words", () => {
  const resume = (company: string, line: string) =>
    `Jo Doe\nExperience\nService Mechanic, ${company}, Denver, CO | Jun 2018 – Present\n- ${line}`;

  it("counts years in either: elevator service or elevator repair", () => {
    const asked = "5+ years of hands-on elevator service and repair experience";
    const fit = yearsAsk(
      resume("Apex Elevator Co.", "PM and callbacks on a 105-unit route"),
      asked,
    );
    expect(fit.evidence).toBe(
      "Service Mechanic, Apex Elevator Co., Denver, CO | Jun 2018 – Present",
    );
    // The first's words go with the second: car repair is not elevator repair.
    expect(yearsAsk(resume("Apex Auto", "Brake and engine repair"), asked).evidence).toBeNull();
  });
});

describe("running a crew of a stated size", () => {
  const ask = "Run a four-person install crew from material check-out to final walkthrough";
  it("is leadership of that many, shown by a lead's crew and never by a member's", () => {
    const asks = extractAsks(`Requirements\n- ${ask}`).asks;
    expect(asks).toMatchObject([{ type: "leadership", teamSize: 4 }]);
    const led = (line: string) =>
      analyzeFit({
        resumeText: `Jo Doe\nEXPERIENCE\nInstaller, Sun Co (2020 - Present)\n${line}`,
        jobTitle: "Lead Installer",
        jobDescription: `Requirements\n- ${ask}`,
      }).requirements[0].evidence !== null;
    expect(led("- Crew lead for a 4-person sampling crew")).toBe(true);
    expect(led("- Lead a crew of 4 (2 installers, 1 trainee, 1 helper)")).toBe(true);
    expect(led("- Roof crew on 3–4 residential installs a week")).toBe(false);
  });
});
