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
});
