import { attachmentHeader, exportFileName } from "@/lib/export/file-name";
import { toWinAnsi } from "@/lib/export/pdf-text";

describe("toWinAnsi", () => {
  it.each([
    [
      "keeps what the standard fonts draw",
      "Café – 2019 · “quoted” ’s • €5 …",
      "Café – 2019 · “quoted” ’s • €5 …",
    ],
    ["spells arrows and signs", "Led A → B, ≥ 30% growth", "Led A -> B, >= 30% growth"],
    ["drops marks the fonts lack", "Łukasz Wałęsa, Iași, Őrs", "Lukasz Walesa, Iasi, Ors"],
    ["shows a visible ? for emoji and other scripts", "Ship it 🚀 中文", "Ship it ? ??"],
    ["turns tabs and odd spaces into spaces", "A\tB\u00a0C\u200bD", "A    B CD"],
  ])("%s", (_, input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});

describe("exportFileName", () => {
  const base = { company: "Northwind", jobTitle: "Senior Customer Success Manager" } as const;

  it.each([
    [
      "person, document, company and title",
      { personName: "Maya Thompson", document: "resume", format: "docx" },
      "Maya-Thompson-Resume-Northwind-Senior-Customer-Success-Manager.docx",
      "Maya-Thompson-Resume-Northwind-Senior-Customer-Success-Manager.docx",
    ],
    [
      "accents spelled in ASCII, kept in the Unicode name",
      { personName: "José Núñez", document: "cover-letter", format: "pdf" },
      "Jose-Nunez-Cover-Letter-Northwind-Senior-Customer-Success-Manager.pdf",
      "José-Núñez-Cover-Letter-Northwind-Senior-Customer-Success-Manager.pdf",
    ],
    [
      "no name, no company and a placeholder title left out",
      { personName: "", document: "resume", format: "pdf", company: "—", jobTitle: "Untitled" },
      "Resume.pdf",
      "Resume.pdf",
    ],
  ] as const)("%s", (_, input, ascii, unicode) => {
    expect(exportFileName({ ...base, ...input })).toEqual({ ascii, unicode });
  });

  it("adds an RFC 5987 filename* only when the name is not plain ASCII", () => {
    expect(attachmentHeader({ ascii: "A-Resume.pdf", unicode: "A-Resume.pdf" })).toBe(
      'attachment; filename="A-Resume.pdf"',
    );
    expect(attachmentHeader({ ascii: "Resume.pdf", unicode: "李雷-Resume.pdf" })).toBe(
      "attachment; filename=\"Resume.pdf\"; filename*=UTF-8''%E6%9D%8E%E9%9B%B7-Resume.pdf",
    );
  });
});
