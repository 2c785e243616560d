import { sayLine } from "@/lib/ai/local/say-line";

describe("a résumé line said by the candidate", () => {
  it.each([
    [
      "- Book of 60 mid-market accounts; 91% gross retention",
      "my work includes a book of 60 mid-market accounts, with 91% gross retention.",
    ],
    [
      "- Bring 30+ customer requests to Product each quarter; 6 shipped as features in 2025",
      "I bring 30+ customer requests to Product each quarter, and 6 shipped as features in 2025.",
    ],
    [
      "- Gainsight power user: health scores, CTAs, renewal timelines",
      "as a Gainsight power user, I worked with health scores, CTAs and renewal timelines.",
    ],
    ["- Own 38 accounts; 96% renewal rate", "I own 38 accounts, with a 96% renewal rate."],
    [
      "• Visit 11 elementary schools and 6 child care centers each spring to promote summer reading",
      "I visit 11 elementary schools and 6 child care centers each spring to promote summer reading.",
    ],
    [
      "- Chase aged A/R with Medicare and Idaho workers' comp; cut the share of A/R over 60 days from 31% to 18%",
      "I chase aged A/R with Medicare and Idaho workers' comp, and cut the share of A/R over 60 days from 31% to 18%.",
    ],
    [
      "- Give my own blocks and infiltrations for SRP quadrants",
      "I give my own blocks and infiltrations for SRP quadrants.",
    ],
    [
      "- Open Dental for charting and clinical notes",
      "my work includes Open Dental for charting and clinical notes.",
    ],
    [
      "- Explain home care and interdental brushes; a lot of our patients are diabetic so we talk nutrition too",
      "I explain home care and interdental brushes, and a lot of our patients are diabetic so we talk nutrition too.",
    ],
    [
      "- Daily MRP exception messages in SAP S/4HANA",
      "my work includes daily MRP exception messages in SAP S/4HANA.",
    ],
    [
      "- Troubleshot DHCP leases and DNS resolution",
      "I troubleshot DHCP leases and DNS resolution.",
    ],
    [
      "- Count the CII vault with the RPh each shift and reconcile CSOS orders",
      "I count the CII vault with the RPh each shift and reconcile CSOS orders.",
    ],
    [
      "- Quote repairs and explain them to the homeowner",
      "I quote repairs and explain them to the homeowner.",
    ],
    [
      "- Responsible for 20–24 residents on a short-term rehab hall",
      "I am responsible for 20–24 residents on a short-term rehab hall.",
    ],
    [
      "- Trainer for new material handlers on the forklift since 2025",
      "I have been a trainer for new material handlers on the forklift since 2025.",
    ],
    [
      "Analyst with four years in retail banking analytics",
      "I am an analyst with four years in retail banking analytics.",
    ],
    [
      "- Team beat the 2025 renewal target (91% GRR vs 90%)",
      "my team beat the 2025 renewal target (91% GRR vs 90%).",
    ],
    [
      "- No accidents or moving violations in 6 years",
      "I have had no accidents or moving violations in 6 years.",
    ],
    [
      "- Mostly drop-and-hook loads at shippers and DCs",
      "my work is mostly drop-and-hook loads at shippers and DCs.",
    ],
    [
      "- Fire alarm install on two 40-unit apartment buildings",
      "my work includes fire alarm install on two 40-unit apartment buildings.",
    ],
    [
      "- Fix lab printers; escalate network issues to Tier 2",
      "I fix lab printers, and escalate network issues to Tier 2.",
    ],
    [
      "- First doses, the 24-hr cart fill and STAT tubes; deliver to 14 nursing units",
      "my work includes first doses, the 24-hr cart fill and STAT tubes, and I deliver to 14 nursing units.",
    ],
    [
      "- Load, restock and troubleshoot Omnicell XT cabinets; work the daily discrepancy report",
      "I load, restock and troubleshoot Omnicell XT cabinets, and work the daily discrepancy report.",
    ],
    [
      "- Renewal calls and save offers for at-risk accounts; logo churn 9%",
      "my work includes renewal calls and save offers for at-risk accounts, with logo churn 9%.",
    ],
    [
      "- Register, returns desk and phone orders",
      "my work includes register, returns desk and phone orders.",
    ],
    [
      "- Excel (pivot tables, Power Query) reporting; moved weekly reports off emailed spreadsheets",
      "my work includes Excel (pivot tables, Power Query) reporting, and I moved weekly reports off emailed spreadsheets.",
    ],
    [
      "- Relief charge nurse on nights since 2024; precept new grads",
      "I have been a relief charge nurse on nights since 2024, and precept new grads.",
    ],
    [
      "Production framer with 7 years on new construction: tract homes and townhomes",
      "I am a production framer with 7 years on new construction: tract homes and townhomes.",
    ],
    [
      "Backend engineer, four years in logistics SaaS",
      "I am a backend engineer with four years in logistics SaaS.",
    ],
    [
      "- Bitewings and FMX with Carestream sensors",
      "my work includes bitewings and FMX with Carestream sensors.",
    ],
    [
      "Licensed Practical Nurse, Wildwood Medical Group",
      "I am a Licensed Practical Nurse, Wildwood Medical Group.",
    ],
    [
      "- Licensed journeyman electrician; install commercial wiring to NEC code.",
      "I am a licensed journeyman electrician, and I install commercial wiring to NEC code.",
    ],
    [
      "- Certified in dry needling; mentor two PT students each year.",
      "I am certified in dry needling, and I mentor two PT students each year.",
    ],
    ["- Certified trainer for new crew members", "I am a certified trainer for new crew members."],
    [
      "- Forklift certified; loaded trucks for shipping and receiving.",
      "I am forklift certified, and I loaded trucks for shipping and receiving.",
    ],
    [
      "- EPA Section 608 Universal and NATE certified.",
      "I am EPA Section 608 Universal and NATE certified.",
    ],
    [
      "- Kept OSHA compliance with zero recordables; forklift certified.",
      "I kept OSHA compliance with zero recordables, and I am forklift certified.",
    ],
    [
      "PMP-certified project manager with 7 years in hospitals.",
      "I am a PMP-certified project manager with 7 years in hospitals.",
    ],
    [
      "- Valid driver's license with a clean record.",
      "I hold a valid driver's license with a clean record.",
    ],
    ["Washington driver's license", "I hold a Washington driver's license."],
    [
      "Ohio LPN license (active); BLS (AHA)",
      "I hold an Ohio LPN license (active), with BLS (AHA).",
    ],
    ["DOT medical card current", "I hold a current DOT medical card."],
    [
      "- OSHA 10 card; follow LOTO on every job.",
      "I hold an OSHA 10 card, and I follow LOTO on every job.",
    ],
    [
      "Google Data Analytics Certificate, 2024",
      "I hold a Google Data Analytics Certificate, 2024.",
    ],
  ])("%s", (line, said) => {
    expect(sayLine(line)).toBe(said);
  });

  it("says a label's list with the verb agreeing, and a labelled summary as the summary", () => {
    expect(sayLine("Certifications: BLS, ACLS, CCRN")).toBe(
      "my certifications include BLS, ACLS, CCRN.",
    );
    expect(sayLine("Education: Paralegal Certificate, Arapahoe Community College (2015)")).toBe(
      "my education includes Paralegal Certificate, Arapahoe Community College (2015).",
    );
    expect(sayLine("Licenses/Certs: WA Electrical Training Certificate (ET); First Aid/CPR")).toBe(
      "my licenses/certs include WA Electrical Training Certificate (ET), First Aid/CPR.",
    );
    expect(sayLine("Tools & Equipment: Festool track saw, laser levels")).toBe(
      "my tools & equipment include Festool track saw, laser levels.",
    );
    expect(sayLine("Summary: Licensed journeyman with 4 years in residential service.")).toBe(
      "I am a licensed journeyman with 4 years in residential service.",
    );
  });

  it.each([
    [
      "- Finish: paint-grade and stain-grade trim, prehung doors",
      "my finish work includes paint-grade and stain-grade trim, prehung doors.",
    ],
    [
      "- Layout from plans: plates, walls, floor systems",
      "my work includes layout from plans: plates, walls, floor systems.",
    ],
    [
      "- Discharges and client ed: go-home instructions",
      "my work includes discharges and client ed: go-home instructions.",
    ],
  ])("says a label that names work as that work, never as something owned: %s", (line, said) => {
    expect(sayLine(line)).toBe(said);
  });

  it("reads a clerk's 'Type' as a deed and a leading gerund in lower case", () => {
    expect(sayLine("- Type letters in Microsoft Word and track invoices in Excel")).toBe(
      "I type letters in Microsoft Word and track invoices in Excel.",
    );
    expect(sayLine("- Learning Figma for web design")).toBe(
      "my work includes learning Figma for web design.",
    );
    expect(sayLine("- Open Dental charting for 9 hygienists")).toMatch(/Open Dental/);
  });

  it("reads a verb after its prefix as a deed ('Co-taught'), and a prefixed noun as a thing", () => {
    expect(sayLine("- Co-taught 18 four-year-olds; daily read-alouds and circle times")).toBe(
      "I co-taught 18 four-year-olds, with daily read-alouds and circle times.",
    );
    expect(sayLine("- Re-keyed 40 locks after the move")).toBe(
      "I re-keyed 40 locks after the move.",
    );
    expect(sayLine("Co-op placement at Acme")).toBe("my work includes co-op placement at Acme.");
    expect(sayLine("- Field-inspect 6–10 residential losses a week")).toBe(
      "I field-inspect 6–10 residential losses a week.",
    );
    expect(sayLine("- Wrote 60+ KB articles; owns the ServiceNow KB")).toBe(
      "I wrote 60+ KB articles, and own the ServiceNow KB.",
    );
    expect(sayLine("- Double-sided printing for 40 teachers")).toBe(
      "my work includes double-sided printing for 40 teachers.",
    );
  });

  it("says a hyphenated noun phrase as work, not a quote ('Hands-on care for 12 residents')", () => {
    expect(sayLine("- Hands-on care for 12 residents")).toBe(
      "my work includes hands-on care for 12 residents.",
    );
    expect(
      sayLine(
        "• Low-stress restraint for fearful and fractious patients; Fear Free certified 2020",
      ),
    ).toBe(
      "my work includes low-stress restraint for fearful and fractious patients, and I became Fear Free certified in 2020.",
    );
  });

  it("says things a line names by their letters as work, but never a title ('RN on ...')", () => {
    expect(sayLine("• SOAPs and treatment sheets in ezyVet")).toBe(
      "my work includes SOAPs and treatment sheets in ezyVet.",
    );
    expect(sayLine("- RN on a 30-bed unit")).not.toMatch(/work includes RN/);
  });

  it("names two things of work in one line, but never a part that may be a duty or a result", () => {
    expect(
      sayLine("- Detention pond and storm sewer design; runoff calcs with the Rational Method"),
    ).toBe(
      "my work includes detention pond and storm sewer design, as well as runoff calcs with the Rational Method.",
    );
    for (const line of [
      "- Full-mouth perio charting at every recall; flag pocket changes for the doctor",
      "- Admissions and head-to-toe assessments; PCA and IV push meds",
      "- Sourcing for 15 reqs; time-to-fill down from 58 to 41 days",
    ])
      expect(sayLine(line)).not.toMatch(/as well as/);
  });

  it("says two verbs joined by a slash, a welding process's verb and a result after the work", () => {
    expect(sayLine("• Load/unload and touch up parts on 2 robotic weld cells")).toBe(
      "I load/unload and touch up parts on 2 robotic weld cells.",
    );
    expect(sayLine("• MIG weld (GMAW) frames and hitches")).toBe(
      "I MIG weld (GMAW) frames and hitches.",
    );
    expect(sayLine("HVAC service tech with 9 years in the field")).not.toMatch(/^I HVAC/);
    expect(sayLine("- Sales/marketing support for 3 regions")).not.toMatch(/^I /);
    expect(sayLine("- Daily notes and CPT billing in WebPT; 98% of notes signed same day")).toBe(
      "my work includes daily notes and CPT billing in WebPT, with 98% of notes signed same day.",
    );
  });

  it("says 'Interview children ...' as a deed, but 'Interview panels' as a thing", () => {
    expect(
      sayLine("• Interview children at school and at home; interview parents and relatives"),
    ).toBe("I interview children at school and at home, and interview parents and relatives.");
    expect(sayLine("- Interview panels for 40 roles")).toBe(
      "my work includes interview panels for 40 roles.",
    );
  });

  it("spells out note-taking shorthand ('w/', 'thru', '/yr', '~', '+') but keeps a name's '&'", () => {
    expect(sayLine("• Ran 30+ RFQs/yr for NPI; cut avg lead time from 16 to 10 wks")).toBe(
      "I ran 30+ RFQs a year for NPI, and cut average lead time from 16 to 10 weeks.",
    );
    expect(sayLine("- Daily logs in Buildertrend; walk clients thru changes w/ photos")).toBe(
      "my work includes daily logs in Buildertrend, and I walk clients through changes with photos.",
    );
    expect(sayLine("- Lead a crew of 2 carps + 1 apprentice")).toBe(
      "I lead a crew of 2 carps and 1 apprentice.",
    );
    expect(sayLine("• Supplier visits ~4x/yr, incl. 2 trips to Pune foundries")).toBe(
      "my work includes supplier visits about 4 times a year, including 2 trips to Pune foundries.",
    );
    expect(sayLine("• Monitoring w/ SpO2, Doppler & oscillometric BP")).toMatch(
      /with SpO2, Doppler and oscillometric BP/,
    );
    expect(sayLine("- Built C++ tools for Johnson & Johnson")).toBe(
      "I built C++ tools for Johnson & Johnson.",
    );
  });

  it("never reads a describing word as a deed", () => {
    expect(sayLine("Powered Industrial Truck operator — sit-down counterbalance")).not.toMatch(
      /^I powered\b/,
    );
    // "-ed" is a past tense only when its stem is a verb.
    expect(sayLine("- Flatbed deliveries of lumber and roofing")).not.toMatch(/^I flatbed\b/);
    expect(sayLine("- Prepped 40 sheet pans a night")).toBe("I prepped 40 sheet pans a night.");
    expect(sayLine("• Onboard and train every new associate on reach truck")).toBe(
      "I onboard and train every new associate on reach truck.",
    );
  });

  it("never takes a heading or a certification course for a credential held", () => {
    expect(sayLine("Licensure & Certifications")).not.toMatch(/^I (?:hold|am)\b/);
    expect(sayLine("Math Tutor & Alternative Certification Candidate")).not.toMatch(/^I hold\b/);
  });

  it("says a figure that leads a line as what the deeds came to", () => {
    expect(sayLine("- $1.1M in annual sales; hit my monthly goal in 31 of 40 months")).toBe(
      "I hit my monthly goal in 31 of 40 months, with $1.1M in annual sales.",
    );
  });

  it("keeps a share of something as its own clause", () => {
    expect(sayLine("- Use manual therapy; 92% of patients meet discharge goals.")).toBe(
      "I use manual therapy, and 92% of patients meet discharge goals.",
    );
  });

  it("introduces a summary that opens with a role, with the right article", () => {
    expect(sayLine("Account manager with 8 years in SaaS. I run QBRs.")).toBe(
      "I am an account manager with 8 years in SaaS. I run QBRs.",
    );
  });
});
