import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IParagraphOptions,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import type { Block } from "./document-blocks";
import type { DocumentMeta } from "./types";

const BULLETS = "bullets";
const FONT = "Calibri";
// docx measures type in half-points and space in twentieths of a point.
const pt = (points: number) => points * 2;
const twips = (points: number) => points * 20;

/** The lines of a block as runs with breaks between them (a letter keeps its line breaks). */
function runs(text: string, style: { bold?: boolean; size?: number; color?: string } = {}) {
  return text
    .split("\n")
    .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, ...style }));
}

const centred = (text: string, size: number, color: string): IParagraphOptions => ({
  alignment: AlignmentType.CENTER,
  spacing: { after: twips(2) },
  children: runs(text, { size: pt(size), color }),
});

function options(block: Block): IParagraphOptions {
  switch (block.kind) {
    case "name":
      return { heading: HeadingLevel.TITLE, children: runs(block.text) };
    case "title":
      return centred(block.text, 11.5, "333333");
    case "contact":
      return centred(block.text, 9.5, "555555");
    case "heading":
      return { heading: HeadingLevel.HEADING_1, children: runs(block.text) };
    case "role":
      return {
        spacing: { before: twips(6), after: twips(2) },
        keepNext: true,
        children: runs(block.text, { bold: true }),
      };
    case "bullet":
      return {
        numbering: { reference: BULLETS, level: 0 },
        spacing: { after: twips(2) },
        children: runs(block.text),
      };
    case "sign-off":
      return { spacing: { before: twips(6), after: 0 }, children: runs(block.text) };
    case "paragraph":
      return {
        spacing: { after: twips(4) },
        children: block.label
          ? [new TextRun({ text: `${block.label}: `, bold: true }), ...runs(block.text)]
          : runs(block.text),
      };
  }
}

/** A sign-off's lines ("Sincerely," and the name) are paragraphs of their own. */
function paragraphs(block: Block): Paragraph[] {
  if (block.kind !== "sign-off") return [new Paragraph(options(block))];
  return block.text
    .split("\n")
    .map((line, index) =>
      index === 0
        ? new Paragraph(options({ ...block, text: line }))
        : new Paragraph({ spacing: { after: 0 }, children: runs(line) }),
    );
}

/**
 * A Word document from the blocks: the name as the document's Title, section headings as
 * Heading 1 with a rule under them, and bullets as a real list. Letters get roomier text.
 */
export function writeDocx(blocks: Block[], meta: DocumentMeta): Promise<Buffer> {
  const isLetter = meta.kind === "cover-letter";
  const document = new Document({
    title: meta.title,
    creator: meta.author || "Shortlist",
    styles: {
      default: {
        document: {
          run: { font: FONT, size: pt(isLetter ? 11 : 10.5) },
          paragraph: { spacing: { after: isLetter ? twips(10) : 0, line: 264 } },
        },
        title: {
          run: { font: FONT, size: pt(20), bold: true, color: "111111" },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { after: twips(2) } },
        },
        heading1: {
          run: { font: FONT, size: pt(11), bold: true, color: "1F2937" },
          paragraph: {
            spacing: { before: twips(12), after: twips(4) },
            keepNext: true,
            border: {
              bottom: { style: BorderStyle.SINGLE, size: 6, color: "9CA3AF", space: 1 },
            },
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: twips(18), hanging: twips(12) } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            margin: { top: twips(50), bottom: twips(50), left: twips(56), right: twips(56) },
          },
        },
        children: blocks.flatMap(paragraphs),
      },
    ],
  });
  return Packer.toBuffer(document);
}
