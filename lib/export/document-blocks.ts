import { isBullet, stripBullet } from "../match/bullets";
import {
  hasPhone,
  isRoleLine,
  isSectionHeading,
  readHeader,
  withoutMarkdown,
} from "../resume/resume-lines";

/**
 * What a line of a plain-text résumé or letter is, for the DOCX and PDF writers:
 * the header (name, title, contact), section headings, role lines, bullets, paragraphs,
 * and the letter's sign-off. A paragraph's `label` is a leading "Skills:" shown in bold.
 */
export type BlockKind =
  "name" | "title" | "contact" | "heading" | "role" | "bullet" | "paragraph" | "sign-off";

export type Block = { kind: BlockKind; text: string; label?: string };

const LABEL_LINE = /^([A-Za-z][A-Za-z &/]{1,40}):\s+(\S.*)$/;
const SIGN_OFF =
  /^(?:sincerely|best|best regards|kind regards|warm regards|regards|respectfully|yours (?:truly|sincerely|faithfully)|thank you|many thanks|with appreciation)[,.!]?$/i;

function bodyBlock(raw: string): Block {
  const line = raw.trim();
  if (isSectionHeading(line))
    return { kind: "heading", text: withoutMarkdown(line).replace(/:$/, "") };
  if (isBullet(line)) return { kind: "bullet", text: stripBullet(line) };
  // A contact line out of place still reads as one ("… | (555) 010-2040" is no date).
  if (/@|https?:\/\//.test(line) || hasPhone(line)) return { kind: "contact", text: line };
  if (isRoleLine(line)) return { kind: "role", text: line };
  const label = LABEL_LINE.exec(line);
  if (label) return { kind: "paragraph", label: label[1], text: label[2] };
  return { kind: "paragraph", text: line };
}

/** A plain-text résumé as blocks: every non-blank line is kept, none is merged. */
export function resumeBlocks(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const { lines: header, used } = readHeader(lines);
  const blocks: Block[] = [...header];
  for (const line of lines.slice(used)) {
    if (line.trim()) blocks.push(bodyBlock(line));
  }
  return blocks;
}

/**
 * A plain-text letter as blocks: paragraphs split at blank lines (their own line breaks
 * kept as "\n"), and the sign-off ("Sincerely,\nJane Doe") from its closing word on.
 */
export function letterBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const chunks = text.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const signOff = lines.findIndex((line) => SIGN_OFF.test(line));
    const body = signOff < 0 ? lines : lines.slice(0, signOff);
    if (body.length) blocks.push({ kind: "paragraph", text: body.join("\n") });
    if (signOff >= 0) blocks.push({ kind: "sign-off", text: lines.slice(signOff).join("\n") });
  }
  return blocks;
}
