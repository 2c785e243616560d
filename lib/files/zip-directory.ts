// Reads a zip's central directory (the list at its end) without inflating anything, so a
// .docx can be refused on what it declares before a parser unpacks it.

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipDirectoryError extends Error {}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === END_SIGNATURE) return offset;
  }
  throw new ZipDirectoryError("no end of central directory record");
}

/** The entries a zip declares; throws ZipDirectoryError when the directory is malformed or Zip64. */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  if (bytes.length < END_RECORD_SIZE) throw new ZipDirectoryError("too short");
  const end = findEndRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  const isZip64 =
    count === 0xffff ||
    size === 0xffffffff ||
    start === 0xffffffff ||
    (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE);
  if (isZip64) throw new ZipDirectoryError("Zip64 archives are not accepted");
  if (start + size > end) throw new ZipDirectoryError("directory outside the file");

  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) {
      throw new ZipDirectoryError("bad directory entry");
    }
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
      name: bytes.toString("utf8", offset + 46, offset + 46 + nameLength),
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.localHeaderOffset === 0xffffffff
    ) {
      throw new ZipDirectoryError("Zip64 entries are not accepted");
    }
    if (entry.localHeaderOffset + 30 + entry.compressedSize > bytes.length) {
      throw new ZipDirectoryError("entry outside the file");
    }
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
