// Hostile files built in the test, each small on the wire and expensive to parse.
import { crc32, createDeflateRaw } from "node:zlib";
import { makeDocx } from "./files";

interface RawEntry {
  name: string;
  compressed: Buffer;
  crc: number;
  size: number;
  /** What the directory claims; defaults to the real size. */
  declaredSize?: number;
}

/** A zip written by hand, so its directory can say whatever the test wants. */
function writeZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function deflateRepeated(chunk: string, totalBytes: number) {
  const piece = Buffer.from(chunk.repeat(Math.ceil(65_536 / chunk.length)));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  let crc = 0;
  let size = 0;
  while (size < totalBytes) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return { compressed: Buffer.concat(out), crc, size };
}

/** A .docx whose word/document.xml inflates to ~200 MB of paragraphs (under 1 MB packed). */
export async function docxDeflateBomb(options: { declaredSize?: number } = {}): Promise<Buffer> {
  const paragraph = "<w:p><w:r><w:t>Managed a team of twelve engineers.</w:t></w:r></w:p>";
  const xml = await deflateRepeated(paragraph, 200 * 1024 * 1024);
  return writeZip([{ name: "word/document.xml", ...xml, declaredSize: options.declaredSize }]);
}

/** A real small .docx whose directory then claims word/document.xml unpacks to 2 GB. */
export async function docxWithHugeDeclaredSize(): Promise<Buffer> {
  const docx = await makeDocx(["Jane Doe", "Engineer"]);
  const end = docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = docx.readUInt32LE(end + 16);
  while (docx.readUInt32LE(offset) === 0x02014b50) {
    const nameLength = docx.readUInt16LE(offset + 28);
    const name = docx.toString("utf8", offset + 46, offset + 46 + nameLength);
    if (name === "word/document.xml") docx.writeUInt32LE(0x7fffffff, offset + 24);
    offset += 46 + nameLength + docx.readUInt16LE(offset + 30) + docx.readUInt16LE(offset + 32);
  }
  return docx;
}

/** A valid PDF of `pages` pages sharing one content stream. */
export function manyPagePdf(
  pages: number,
  content = "BT /F1 12 Tf 72 720 Td (Experience) Tj ET",
): Buffer {
  const first = 5; // objects 1-4: catalog, page tree, content, font
  const kids = Array.from({ length: pages }, (_, index) => `${first + index} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...Array.from(
      { length: pages },
      () =>
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>",
    ),
  ];
  const parts = ["%PDF-1.4\n"];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const text = `${index + 1} 0 obj\n${object}\nendobj\n`;
    parts.push(text);
    length += text.length;
  });
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  parts.push(offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join(""));
  parts.push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(""), "latin1");
}

/**
 * A small PDF (about 12 KB) that takes a parser a few hundred milliseconds: 20 pages that
 * each draw the same 500 words.
 */
export const slowPdf = () =>
  manyPagePdf(20, `BT /F1 12 Tf 72 720 Td ${"(Experience) Tj 0 -1 Td ".repeat(500)}ET`);

/** ~3 MB of 370,000 paragraphs: under the fetch's byte cap, far over the element cap. */
export const manyParagraphsHtml = () =>
  `<!doctype html><html><body>${"<p>x</p>".repeat(370_000)}</body></html>`;

/** 300,000 nested (never closed) divs, 1.5 MB. */
export const deeplyNestedHtml = () =>
  `<!doctype html><html><body>${"<div>".repeat(300_000)}Engineer</body></html>`;
