import { splitSentences } from "@/lib/ai/local/text";
import { firstParagraph, snapshotFromResume, snapshotText } from "@/lib/dashboard/snapshot";

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `w${index + 1}`).join(" ");

describe("firstParagraph", () => {
  it("stops at the first blank line and joins wrapped lines", () => {
    expect(firstParagraph("\n\nLine one\nline two.\n  \nSecond paragraph.")).toBe(
      "Line one line two.",
    );
  });

  it.each([
    [
      "a header block",
      "Maya Thompson\nSenior Customer Success Manager\nmaya@example.com | (555) 201-3344\n\nSUMMARY\nCustomer success leader.",
    ],
    [
      "contact lines in a paragraph of their own",
      "Maya Thompson\n\nmaya@example.com\n(555) 201-3344\nDenver, CO\nlinkedin.com/in/maya\n\nCustomer success leader.",
    ],
    [
      "a name in capitals, then the contact line under a heading",
      "MAYA THOMPSON\n\nCONTACT\nmaya@example.com · Denver, CO\n\nProfessional Summary:\nCustomer success leader.",
    ],
  ])("passes over %s: no name, email, phone, city or link", (_, text) => {
    expect(firstParagraph(text)).toBe("Customer success leader.");
  });

  it("keeps a short line with a comma that names no place", () => {
    expect(firstParagraph("Maya Thompson\nDenver, CO\n\nProduct designer, storyteller")).toBe(
      "Product designer, storyteller",
    );
  });

  it("keeps the line after a name when it is the résumé's own words", () => {
    expect(
      firstParagraph("Jane Doe\nStaff Engineer at Acme Corp. Led the payments platform."),
    ).toBe("Staff Engineer at Acme Corp. Led the payments platform.");
  });
});

describe("splitSentences", () => {
  it("splits on . ! and ? followed by whitespace", () => {
    expect(splitSentences("One. Two! Three? Four")).toEqual(["One.", "Two!", "Three?", "Four"]);
  });

  it("does not split inside numbers or domains", () => {
    expect(splitSentences("Grew revenue 2.5x at acme.io. Then left.")).toEqual([
      "Grew revenue 2.5x at acme.io.",
      "Then left.",
    ]);
  });
});

describe("snapshotFromResume", () => {
  it("keeps up to five sentences whole, with no ellipsis", () => {
    const text = "One. Two. Three. Four. Five.";
    expect(snapshotFromResume(text)).toBe(text);
  });

  it("cuts after five sentences and adds an ellipsis", () => {
    expect(snapshotFromResume("One. Two. Three. Four. Five. Six. Seven.")).toBe(
      "One. Two. Three. Four. Five. …",
    );
  });

  it("uses only the first paragraph", () => {
    expect(snapshotFromResume("Engineer. Builder.\n\nOther. Text. Here. And. More. Stuff.")).toBe(
      "Engineer. Builder.",
    );
  });

  it("falls back to the first 60 words when there are no sentence ends", () => {
    const result = snapshotFromResume(words(80));
    expect(result).toBe(`${words(60)}…`);
  });

  it("adds no ellipsis when the word fallback cuts nothing", () => {
    expect(snapshotFromResume(words(60))).toBe(words(60));
  });

  it("gives an empty string for an empty résumé", () => {
    expect(snapshotFromResume("   \n\n ")).toBe("");
    expect(snapshotFromResume(undefined)).toBe("");
  });
});

describe("snapshotText", () => {
  it("prefers the summary", () => {
    expect(snapshotText("  A summary. ", "Resume text.")).toBe("A summary.");
  });

  it("falls back to the résumé when the summary is blank", () => {
    expect(snapshotText(" ", "Resume text.")).toBe("Resume text.");
    expect(snapshotText(null, "Resume text.")).toBe("Resume text.");
  });
});
