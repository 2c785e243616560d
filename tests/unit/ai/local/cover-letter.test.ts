import { writeCoverLetter } from "@/lib/ai/local";
import { stripBullet } from "@/lib/match/bullets";
import { isNarrative } from "@/lib/ai/local/evidence";
import {
  labelledCases,
  localInput,
  PLAIN_RESUME,
  SECTIONED_RESUME,
  BACKEND_JOB,
  SUPPORT_JOB,
  ZENDESK_RESUME,
} from "./local-cases";

const paragraphs = (text: string) => text.split("\n\n");

describe("writeCoverLetter", () => {
  const input = localInput(SECTIONED_RESUME, BACKEND_JOB);
  const letter = writeCoverLetter(input);

  it("addresses the company's hiring team and names the job and company", () => {
    expect(paragraphs(letter)[0]).toBe("Dear Tailwind Health hiring team,");
    expect(paragraphs(letter)[1]).toContain(
      "I am writing to apply for the Backend Engineer position at Tailwind Health.",
    );
  });

  it("quotes the crew a lead led as proof, though it names no team-size ask", () => {
    const lead = writeCoverLetter(
      localInput(
        "Sean Doe\nWORK\nLead Carpenter | Hawthorne Renovation Co. | 2018–now\n- Lead a crew of 2 carps + 1 apprentice; schedule plumbers and tile subs\n- Framing for additions and dormers\n- Finish trim, doors and cabinet installs\n- Restored fir trim on 1910s Craftsman houses",
        {
          title: "Lead Carpenter",
          company: "Alder & Ash Builders",
          description:
            "Requirements:\n- Lead small crews of 2–3 carpenters and apprentices\n- Frame walls and roofs for additions\n- Install finish trim, doors and cabinets",
        },
      ),
    );
    expect(lead).toContain("I lead a crew of 2 carps and 1 apprentice, and schedule plumbers");
  });

  it("leads with work the candidate can say, a time's colon and a figure's commas no list", () => {
    const baker = writeCoverLetter(
      localInput(
        "Nadia Doe\nEXPERIENCE\nNight Pastry Lead | Three Rivers Baking Co. | 2022–Present\n• Laminate on a Rondo reversible sheeter; Diosna spiral + 80-qt Hobart; Revent rack ovens\n• Run the 9 pm–5:30 am pastry shift: 5 bakers + 2 packers\n• 4,500–5,200 pcs/night — croissant, danish, puff turnovers",
        {
          title: "Pastry Production Lead",
          company: "Larkspur Bakery",
          description:
            "Requirements:\n- Lead an overnight crew of 6 bakers and packers\n- Shape and bake croissant and danish\n- Run a reversible sheeter and rack ovens",
        },
      ),
    );
    const proof = paragraphs(baker)[2];
    expect(proof).toMatch(
      /^For example, I run the 9 pm–5:30 am pastry shift: 5 bakers and 2 packers\./,
    );
    expect(isNarrative("• 4,500–5,200 pcs/night — croissant, danish, puff turnovers")).toBe(true);
    expect(isNarrative("• Mixers: spiral, planetary, Hobart")).toBe(false);
  });

  it("writes 'Dear Hiring Manager,' when the company is unknown", () => {
    const unknown = writeCoverLetter(
      localInput(SECTIONED_RESUME, { ...BACKEND_JOB, company: "—" }),
    );
    expect(paragraphs(unknown)[0]).toBe("Dear Hiring Manager,");
    expect(unknown).not.toContain("—");
    expect(unknown).toContain("contribute to your team.");
  });

  it("quotes or paraphrases 2 to 4 real evidence lines for required requirements", () => {
    const evidence = [
      ...new Set(
        input.fit.requirements
          .filter((r) => r.kind === "required" && r.evidence)
          .map((r) => r.evidence as string),
      ),
    ];
    // Paraphrasing changes only the first word ("Built ..." -> "I built ..."), so the
    // rest of each line appears as written.
    const rest = (line: string) =>
      stripBullet(line).split(" ").slice(1).join(" ").replace(/\.$/, "");
    const used = evidence.filter((line) => letter.includes(rest(line)));
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(used.length).toBeLessThanOrEqual(4);
    expect(letter).toContain(
      "I built Python and Django services handling 2 million requests a day.",
    );
  });

  it("names the job's needs the résumé shows, and never confesses a gap", () => {
    expect(letter).toContain(
      "This role asks for Python, Django and PostgreSQL, and that is the work I have been doing.",
    );
    expect(letter).not.toContain("Kubernetes");
    expect(letter).not.toMatch(/not yet|haven't|have not|eager to grow|new to me/i);
  });

  it("signs with the name on the résumé's first line", () => {
    expect(letter.endsWith("Sincerely,\nJordan Rivera")).toBe(true);
    const grace = labelledCases().find((c) => c.label === "finance/strong")!;
    expect(writeCoverLetter(grace.input).endsWith("Sincerely,\nGrace Liu")).toBe(true);
  });

  it("signs without the nickname the header gives between the names", () => {
    for (const first of ['Christopher "Chris" DeLeon', "Christopher (Chris) DeLeon"]) {
      const resume = SECTIONED_RESUME.replace(/^[^\n]+/, first);
      const signed = writeCoverLetter(localInput(resume, BACKEND_JOB));
      expect(signed.endsWith("Sincerely,\nChristopher DeLeon")).toBe(true);
    }
  });

  it("still writes a letter from a résumé with no structure or name", () => {
    const plain = writeCoverLetter(localInput(PLAIN_RESUME, BACKEND_JOB));
    expect(plain).toContain(
      "I have worked in retail for several years and enjoy helping customers.",
    );
    expect(plain.endsWith("Sincerely,")).toBe(true);
    expect(paragraphs(plain).length).toBeGreaterThanOrEqual(5);
  });

  it("names alternatives as the ads do, and claims only the one the résumé shows", () => {
    const support = writeCoverLetter(localInput(ZENDESK_RESUME, SUPPORT_JOB));
    expect(support).toContain("This role asks for Zendesk and Python scripting");
    expect(support).not.toMatch(/Freshdesk|AWS|GCP|Azure/);
    const none = writeCoverLetter(localInput(PLAIN_RESUME, SUPPORT_JOB));
    expect(none).not.toMatch(/Zendesk|Freshdesk|AWS|Python|not yet|eager to grow/);
  });

  it("names whole asks in the employer's words made its own: never a list cut short or 'your bay'", () => {
    const shop = writeCoverLetter(
      localInput(
        "Jo Doe\nExperience\nAutomotive Technician, Firestone (2021 - Present)\n- 25-30 brake jobs a week: pads, rotors and calipers\n- Struts, shocks and tie rod ends; computerized alignments\n- Keep my bay, lift and tools clean and safe\n- Tire rotations, mounting and balancing",
        {
          title: "Automotive Technician",
          company: "Brennan Toyota",
          description:
            "What you'll do\n- Perform brake, steering, suspension and alignment work on our Hunter rack\n- Complete tire services\n- Keep your bay, lift and shop equipment clean and safe",
        },
      ),
    );
    const asks = /This role asks for ([^.]+), and that is the work/.exec(shop)?.[1] ?? "";
    expect(asks).toMatch(/keeping the bay/);
    expect(asks).not.toMatch(/your|performing brake, steering/);
  });

  it("is deterministic", () => {
    expect(writeCoverLetter(localInput(SECTIONED_RESUME, BACKEND_JOB))).toBe(letter);
  });

  describe("a résumé in paragraphs under headings in capitals", () => {
    const resume = `Maria Castellanos
Summerville, SC | 843-555-0152 | mcastellanos22@gmail.com

PAYROLL / ACCOUNTS PAYABLE CLERK — Coastal Carolina Builders, Ladson, SC
June 2024 to present
I handle weekly payroll for our 180 field and office employees in Paychex Flex. Paychex files our quarterly taxes; I review the 941s and W-2s before they go out.

EDUCATION
Trident Technical College — Associate in Applied Science, Accounting (2023)

SKILLS
Paychex Flex · Sage 300 CRE · QuickBooks Online · Excel (pivot tables, SUMIFS)`;
    const job = {
      title: "Payroll Specialist",
      company: "Harbor & Pine",
      description: "Requirements:\n- Process weekly payroll\n- Quarterly tax filings\n- Accounting",
    };
    const written = writeCoverLetter(localInput(resume, job));

    it("names the title as it reads in a sentence", () => {
      expect(written).toContain(
        "as a Payroll / Accounts Payable Clerk at Coastal Carolina Builders",
      );
    });

    it("joins a clause with its own subject without garbling it", () => {
      expect(written).toContain("Paychex files our quarterly taxes, and I review the 941s");
    });

    it("never offers the contact line, a degree heading or a skills list as work done", () => {
      expect(written).not.toMatch(/843-555-0152|mcastellanos22|Trident|Sage 300 CRE ·/);
      expect(written).not.toContain("PAYROLL / ACCOUNTS");
    });
  });

  it("never says a role's heading as work, its dates on the next line", () => {
    const resume = `Marcus Bell
Concord, NC

Experience

Mortgage Loan Processor, First Cabarrus Bank – Concord, NC
October 2024 – Present
Process conventional and FHA loans for 3 loan officers, with 20–25 files in my pipeline.

Loan Officer Assistant / Teller, First Cabarrus Bank – Concord, NC
June 2021 – September 2024
Took applications by phone for loan officers and ordered credit reports.`;
    const job = {
      title: "Mortgage Loan Processor II",
      company: "Harborview",
      description: "Requirements:\n- Partner with loan officers\n- Order credit reports",
    };
    const written = writeCoverLetter(localInput(resume, job));
    expect(written).toContain("process conventional and FHA loans");
    expect(written).not.toMatch(/includes (?:Mortgage Loan Processor|Loan Officer Assistant),/);
  });
});
