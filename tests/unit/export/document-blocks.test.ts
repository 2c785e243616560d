import { letterBlocks, resumeBlocks, type Block } from "@/lib/export/document-blocks";

const RESUME = `Maya Thompson
Senior Customer Success Manager
maya.thompson@example.com | (555) 201-3344 | Denver, CO | linkedin.com/in/maya

PROFESSIONAL SUMMARY
Customer success leader who turns renewals into expansion.

EXPERIENCE
Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)
- Grew net revenue retention to 118% across 40 accounts.
• Built the onboarding playbook in Gainsight.
* Ran quarterly business reviews with C-level sponsors.
Customer Success Manager, Northwind (2017 - 2021)
– Cut time to first value from 45 to 21 days.

Skills:
Tools: Salesforce, Gainsight, Zendesk
## Education
B.A. Communication, University of Colorado, 2016`;

const kinds = (blocks: Block[]) => blocks.map((block) => `${block.kind}: ${block.text}`);

describe("resumeBlocks", () => {
  it("reads the header, headings, roles, bullets and labelled lines", () => {
    const blocks = resumeBlocks(RESUME);
    expect(kinds(blocks)).toEqual([
      "name: Maya Thompson",
      "title: Senior Customer Success Manager",
      "contact: maya.thompson@example.com | (555) 201-3344 | Denver, CO | linkedin.com/in/maya",
      "heading: PROFESSIONAL SUMMARY",
      "paragraph: Customer success leader who turns renewals into expansion.",
      "heading: EXPERIENCE",
      "role: Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)",
      "bullet: Grew net revenue retention to 118% across 40 accounts.",
      "bullet: Built the onboarding playbook in Gainsight.",
      "bullet: Ran quarterly business reviews with C-level sponsors.",
      "role: Customer Success Manager, Northwind (2017 - 2021)",
      "bullet: Cut time to first value from 45 to 21 days.",
      "heading: Skills",
      "paragraph: Salesforce, Gainsight, Zendesk",
      "heading: Education",
      "role: B.A. Communication, University of Colorado, 2016",
    ]);
    expect(blocks.find((block) => block.text.startsWith("Salesforce"))?.label).toBe("Tools");
  });

  it("keeps a name in capitals as the name, and every line of text", () => {
    const text = "JORDAN RIVERA\njordan@example.com\n\nEXPERIENCE\nWrote the billing service.";
    const blocks = resumeBlocks(text);
    expect(kinds(blocks)).toEqual([
      "name: JORDAN RIVERA",
      "contact: jordan@example.com",
      "heading: EXPERIENCE",
      "paragraph: Wrote the billing service.",
    ]);
  });

  it("gives a résumé that opens with prose no header, and keeps non-ASCII text", () => {
    const text =
      "I have worked in retail for several years – café and bakery.\n· Trained new staff";
    expect(kinds(resumeBlocks(text))).toEqual([
      "paragraph: I have worked in retail for several years – café and bakery.",
      "bullet: Trained new staff",
    ]);
    expect(resumeBlocks("")).toEqual([]);
  });
});

describe("letterBlocks", () => {
  it("splits paragraphs at blank lines and keeps the sign-off's line breaks", () => {
    const letter = `Dear Northwind hiring team,

I am writing to apply for the Senior Customer Success Manager role.
My work at Brightwave taught me to listen first.

Thank you for considering my application.
Sincerely,
Maya Thompson`;
    expect(letterBlocks(letter)).toEqual([
      { kind: "paragraph", text: "Dear Northwind hiring team," },
      {
        kind: "paragraph",
        text: "I am writing to apply for the Senior Customer Success Manager role.\nMy work at Brightwave taught me to listen first.",
      },
      { kind: "paragraph", text: "Thank you for considering my application." },
      { kind: "sign-off", text: "Sincerely,\nMaya Thompson" },
    ]);
  });
});

describe("contact lines", () => {
  it("tells a phone or email from a date range, wherever the line is", () => {
    const text = `Jordan Rivera

SUMMARY
Backend engineer.
jordan@example.com | (555) 010-2040 | Austin, TX
Engineer, Acme | 2019 - 2021`;
    expect(kinds(resumeBlocks(text)).slice(-2)).toEqual([
      "contact: jordan@example.com | (555) 010-2040 | Austin, TX",
      "role: Engineer, Acme | 2019 - 2021",
    ]);
  });
});
