import { ApiError } from "./errors";

// A part's headers are a name, a filename and a type: a few hundred bytes. The parsers
// behind us (formidable, undici) keep a header in memory whole, so without a cap one
// header line could be as long as the upload (150 MB).
export const MAX_PART_HEADER_BYTES = 8 * 1024;
export const MAX_PART_HEADER_LINES = 20;
// RFC 2046: a boundary is 1 to 70 characters.
const MAX_BOUNDARY_LENGTH = 70;

export const PART_HEADERS_TOO_LONG = "The upload could not be read: a part's headers are too long.";

const CR = 0x0d;
const LF = 0x0a;
const HYPHEN = 0x2d;

/**
 * The boundary of a multipart Content-Type, and the type to hand the parser: rebuilt
 * from that one boundary, so the parser splits the body exactly where the scanner does.
 * A missing, repeated, empty or over-long boundary is a 400.
 */
export function multipartBoundary(contentType: string): { boundary: string; contentType: string } {
  const [mediaType, ...parameters] = contentType.split(";");
  const boundaries = parameters
    .map((parameter) => parameter.split("="))
    .filter(([name]) => name.trim().toLowerCase() === "boundary");
  // Anything that merely contains "boundary=" (xboundary=...) would fool a parser that
  // looks for it by pattern, so it is refused rather than guessed at.
  const mentions = contentType.toLowerCase().split("boundary=").length - 1;
  if (boundaries.length !== 1 || mentions !== 1)
    throw ApiError.badRequest("The upload's Content-Type needs exactly one multipart boundary.");
  let boundary = boundaries[0].slice(1).join("=").trim();
  if (boundary.length >= 2 && boundary.startsWith('"') && boundary.endsWith('"'))
    boundary = boundary.slice(1, -1);
  if (boundary.length > MAX_BOUNDARY_LENGTH)
    throw ApiError.badRequest(
      `The upload's multipart boundary is longer than ${MAX_BOUNDARY_LENGTH} characters.`,
    );
  if (!/^[\x20-\x7e]+$/.test(boundary) || boundary.includes('"'))
    throw ApiError.badRequest("The upload's multipart boundary is missing or not valid.");
  return { boundary, contentType: `${mediaType.trim()}; boundary="${boundary}"` };
}

const enum State {
  /** Part data (or the preamble): looking for CRLF "--" boundary. */
  Body,
  /** After a boundary, up to its CRLF: the close delimiter "--" or padding. */
  BoundaryLine,
  Headers,
  /** After the close delimiter: ignored. */
  Epilogue,
}

/**
 * Fed a multipart body chunk by chunk, throws a 400 as soon as one part's header block
 * (from its boundary to the blank line) passes MAX_PART_HEADER_BYTES or
 * MAX_PART_HEADER_LINES. One pass, constant memory; a boundary or a CRLF split across
 * chunks is carried over. It errs towards counting more as headers than a parser would,
 * never fewer: any CRLF "--" boundary starts a header block, and only CRLF CRLF ends one.
 */
export class MultipartHeaderScanner {
  private readonly delimiter: Buffer;
  private state = State.Body;
  // The body starts as if after a CRLF, so a first boundary at byte 0 is found.
  private matched = 2;
  private headerBytes = 0;
  private headerLines = 0;
  /** Bytes of the current line; the previous byte, to recognise CRLF. */
  private lineBytes = 0;
  private previous = -1;
  private hyphens = 0;

  constructor(boundary: string) {
    // The boundary has no CR (it is printable ASCII), so on a mismatch the only possible
    // restart of "\r\n--boundary" is the byte itself being a CR.
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  feed(chunk: Uint8Array): void {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let index = 0;
    while (index < bytes.length) {
      if (this.state === State.Epilogue) return;
      if (this.state === State.Body) {
        if (this.matched === 0) {
          const next = bytes.indexOf(CR, index);
          if (next < 0) return;
          index = next;
        }
        const byte = bytes[index++];
        if (byte === this.delimiter[this.matched]) {
          if (++this.matched === this.delimiter.length) this.startBoundaryLine();
        } else this.matched = byte === CR ? 1 : 0;
        continue;
      }
      this.headerByte(bytes[index++]);
    }
  }

  private startBoundaryLine() {
    this.state = State.BoundaryLine;
    this.matched = 0;
    this.headerBytes = 0;
    this.headerLines = 0;
    this.lineBytes = 0;
    this.previous = -1;
    this.hyphens = 0;
  }

  private headerByte(byte: number) {
    if (++this.headerBytes > MAX_PART_HEADER_BYTES)
      throw ApiError.badRequest(PART_HEADERS_TOO_LONG);
    const endsLine = byte === LF && this.previous === CR;
    this.previous = byte;
    if (this.state === State.BoundaryLine) {
      // "--" right after the boundary closes the body.
      const isLeadingHyphen = this.lineBytes === this.hyphens && byte === HYPHEN;
      this.lineBytes++;
      if (isLeadingHyphen && ++this.hyphens === 2) this.state = State.Epilogue;
      else if (endsLine) this.startHeaders();
      return;
    }
    if (!endsLine) {
      this.lineBytes++;
      return;
    }
    // The line so far is just its CR: the blank line that ends the headers.
    if (this.lineBytes === 1) {
      this.state = State.Body;
      this.matched = 0;
      return;
    }
    if (++this.headerLines > MAX_PART_HEADER_LINES)
      throw ApiError.badRequest(PART_HEADERS_TOO_LONG);
    this.lineBytes = 0;
  }

  private startHeaders() {
    this.state = State.Headers;
    this.lineBytes = 0;
    this.previous = -1;
  }
}

/** The scanner over a body already in memory. */
export function assertPartHeadersWithinLimit(body: Uint8Array, boundary: string): void {
  new MultipartHeaderScanner(boundary).feed(body);
}
