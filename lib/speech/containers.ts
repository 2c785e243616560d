/*
 * WAV, WebM/Matroska and MP4/M4A told by their structure in the first bytes of a file:
 * the container's own header read as the format defines it, not a magic number alone.
 */

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const isFourCC = (text: string) => /^[\x20-\x7e]{4}$/.test(text);

/** RIFF....WAVE, then chunks up to a "fmt " chunk that describes audio. */
export function isWav(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 0, 4) !== "RIFF" || ascii(head, 8, 12) !== "WAVE")
    return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  // Other chunks ("JUNK", "bext", "LIST") may come first; "data" before "fmt " is no WAV.
  for (let at = 12; at + 8 <= head.length;) {
    const id = ascii(head, at, at + 4);
    const size = view.getUint32(at + 4, true);
    if (!isFourCC(id) || id === "data") return false;
    if (id === "fmt ") {
      if (size < 16 || at + 24 > head.length) return false;
      const channels = view.getUint16(at + 10, true);
      const sampleRate = view.getUint32(at + 12, true);
      return view.getUint16(at + 8, true) !== 0 && channels > 0 && sampleRate > 0;
    }
    at += 8 + size + (size & 1);
  }
  return false;
}

// EBML variable-length integers: the count of leading zero bits of the first byte says
// how many bytes follow. An element ID keeps its marker bit; a size drops it.
function vint(bytes: Uint8Array, at: number, maxLength: number, keepMarker: boolean) {
  if (at >= bytes.length) return null;
  const first = bytes[at];
  const length = first === 0 ? 9 : 8 - Math.floor(Math.log2(first));
  if (length > maxLength || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index];
  return { value, length };
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const MAX_EBML_HEADER_BYTES = 1024;

/** An EBML header whose DocType is "webm" or "matroska", followed by a Segment. */
export function isMatroska(head: Uint8Array): boolean {
  const id = vint(head, 0, 4, true);
  if (!id || id.value !== EBML_HEADER) return false;
  const size = vint(head, id.length, 8, false);
  if (!size || size.value > MAX_EBML_HEADER_BYTES) return false;
  const start = id.length + size.length;
  const end = start + size.value;
  if (end > head.length) return false;
  let docType = "";
  for (let at = start; at < end;) {
    const child = vint(head, at, 4, true);
    const childSize = child && vint(head, at + child.length, 8, false);
    if (!child || !childSize) return false;
    const body = at + child.length + childSize.length;
    if (body + childSize.value > end) return false;
    if (child.value === DOC_TYPE)
      docType = ascii(head, body, body + childSize.value).replace(/\0+$/, "");
    at = body + childSize.value;
  }
  if (docType !== "webm" && docType !== "matroska") return false;
  const next = vint(head, end, 4, true);
  return next !== null && next.value === SEGMENT;
}

// ISO base media brands of audio and video files: iTunes audio and books (M4A, M4B, M4V),
// MP4 versions 1 and 2, ISO base media (isom, iso2..iso9), AVC, DASH, 3GPP and 3GPP2,
// QuickTime, Sony (MSNV). Images (heic, avif, mif1) and anything else are refused.
const AUDIO_VIDEO_BRANDS =
  /^(?:M4[ABV] |mp4[12]|isom|iso[2-9]|avc1|dash|3g[p2][0-9a-z]|qt {2}|MSNV)$/;
const MAX_FTYP_BYTES = 1024;

/** An `ftyp` box at offset 0 of a sane size and a known major brand, then another box. */
export function isMp4(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const size = view.getUint32(0);
  if (size < 16 || size > MAX_FTYP_BYTES || size % 4 !== 0 || size > head.length) return false;
  if (!AUDIO_VIDEO_BRANDS.test(ascii(head, 8, 12))) return false;
  for (let at = 16; at < size; at += 4) if (!isFourCC(ascii(head, at, at + 4))) return false;
  if (size + 8 > head.length) return false;
  const nextSize = view.getUint32(size);
  // 0: to the end of the file; 1: a 64-bit size follows; otherwise at least its own header.
  return isFourCC(ascii(head, size + 4, size + 8)) && (nextSize <= 1 || nextSize >= 8);
}
