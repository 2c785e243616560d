import PDFDocument from "pdfkit";
import type { Block } from "./document-blocks";
import type { DocumentMeta } from "./types";
import { pdfText, toWinAnsi } from "./pdf-text";

const MARGIN = { top: 54, bottom: 54, left: 60, right: 60 };
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#9CA3AF";

type Pdf = PDFKit.PDFDocument;

function write(pdf: Pdf, text: string, options: PDFKit.Mixins.TextOptions = {}) {
  pdf.text(pdfText(text), { lineGap: 1.5, ...options });
}

/** A bold "Label: " then the text on the same line. */
function labelled(pdf: Pdf, label: string, text: string, size: number) {
  pdf.font(BOLD).fontSize(size).fillColor(INK);
  write(pdf, `${label}: `, { continued: true });
  pdf.font(REGULAR);
  write(pdf, text);
}

function heading(pdf: Pdf, text: string) {
  pdf.moveDown(0.7);
  // Keep a heading with at least two lines of what follows it.
  if (pdf.y + 48 > pdf.page.height - MARGIN.bottom) pdf.addPage();
  pdf.font(BOLD).fontSize(11).fillColor(INK);
  write(pdf, text.toUpperCase(), { characterSpacing: 0.4 });
  const y = pdf.y + 1;
  pdf
    .moveTo(MARGIN.left, y)
    .lineTo(pdf.page.width - MARGIN.right, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  pdf.y = y + 4;
}

function block(pdf: Pdf, item: Block, isLetter: boolean) {
  const width = pdf.page.width - MARGIN.left - MARGIN.right;
  const body = isLetter ? 11 : 10;
  pdf.x = MARGIN.left;
  switch (item.kind) {
    case "name":
      pdf.font(BOLD).fontSize(20).fillColor(INK);
      return write(pdf, item.text, { align: "center", width });
    case "title":
      pdf.font(REGULAR).fontSize(11.5).fillColor("#333333");
      return write(pdf, item.text, { align: "center", width });
    case "contact":
      pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
      return write(pdf, item.text, { align: "center", width });
    case "heading":
      return heading(pdf, item.text);
    case "role":
      pdf.moveDown(0.35);
      pdf.font(BOLD).fontSize(body).fillColor(INK);
      return write(pdf, item.text, { width });
    case "bullet":
      pdf.font(REGULAR).fontSize(body).fillColor(INK);
      pdf.list([pdfText(item.text)], MARGIN.left + 4, pdf.y, {
        bulletRadius: 1.6,
        textIndent: 12,
        width: width - 4,
        lineGap: 1.5,
      });
      return;
    case "sign-off":
      pdf.moveDown(0.5);
      pdf.font(REGULAR).fontSize(body).fillColor(INK);
      return write(pdf, item.text, { width });
    case "paragraph":
      if (item.label) labelled(pdf, item.label, item.text, body);
      else {
        pdf.font(REGULAR).fontSize(body).fillColor(INK);
        write(pdf, item.text, { width, align: isLetter ? "justify" : "left" });
      }
      if (isLetter) pdf.moveDown(0.8);
      return;
  }
}

/**
 * A PDF from the blocks with the standard Helvetica fonts (nothing to download or embed):
 * the name large and centred over the contact line, headings in capitals over a rule,
 * bullets as a list, and wrapping and page breaks done by pdfkit.
 */
export function writePdf(blocks: Block[], meta: DocumentMeta): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    info: {
      Title: toWinAnsi(meta.title),
      Author: toWinAnsi(meta.author),
      Creator: "Shortlist",
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const isLetter = meta.kind === "cover-letter";
  for (const item of blocks) block(pdf, item, isLetter);
  pdf.end();
  return done;
}
