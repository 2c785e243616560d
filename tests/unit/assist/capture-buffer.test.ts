import {
  appendChunk,
  chunksForClip,
  CLIP_LENGTHS,
  MAX_BUFFERED_CHUNKS,
  MAX_SNIPPET_BYTES,
  MIN_CAPTURE_BYTES,
  selectCapture,
  toClipLength,
} from "@/lib/assist/capture-buffer";

type Chunk = { id: number; size: number };

function record(count: number, size = 1000): { header: Chunk | null; chunks: Chunk[] } {
  let buffer: { header: Chunk | null; chunks: Chunk[] } = { header: null, chunks: [] };
  for (let id = 0; id < count; id++) buffer = appendChunk(buffer, { id, size });
  return buffer;
}

describe("capture buffer", () => {
  it.each([
    [10, 13],
    [30, 40],
    [180, 240],
  ])("a %i s clip takes %i chunks of 750 ms", (seconds, chunks) => {
    expect(chunksForClip(seconds)).toBe(chunks);
  });

  it("takes at least one chunk", () => {
    expect(chunksForClip(0.1)).toBe(1);
  });

  it("keeps the first chunk as the header and prepends it to every capture", () => {
    const buffer = record(60);
    expect(buffer.header?.id).toBe(0);
    const capture = selectCapture(buffer, 10);
    if (!capture.ok) throw new Error(capture.reason);
    expect(capture.parts.map((p) => p.id)).toEqual([
      0,
      ...Array.from({ length: 13 }, (_, i) => 47 + i),
    ]);
    expect(capture.bytes).toBe(14 * 1000);
  });

  it("keeps the longest window plus 10 s and never drops the header", () => {
    const buffer = record(1000);
    expect(buffer.chunks).toHaveLength(MAX_BUFFERED_CHUNKS);
    expect(MAX_BUFFERED_CHUNKS).toBe(Math.ceil(190_000 / 750));
    expect(buffer.header?.id).toBe(0);
    expect(buffer.chunks.at(-1)?.id).toBe(999);
  });

  it("says no audio has come before the first chunk", () => {
    expect(selectCapture(record(0), 30)).toEqual({ ok: false, reason: "no-audio" });
  });

  it("says there is nothing to capture when only the header exists", () => {
    expect(selectCapture(record(1), 30)).toEqual({ ok: false, reason: "nothing" });
  });

  it("refuses a capture under the minimum size and one over 2 MB", () => {
    expect(selectCapture(record(3, 100), 30)).toEqual({ ok: false, reason: "too-short" });
    expect(MIN_CAPTURE_BYTES).toBeGreaterThan(300);
    const huge = record(41, 60_000);
    expect(41 * 60_000).toBeGreaterThan(MAX_SNIPPET_BYTES);
    expect(selectCapture(huge, 30)).toEqual({ ok: false, reason: "too-large" });
  });

  it("reads a clip length as one of the choices, else the default 30", () => {
    expect(CLIP_LENGTHS).toEqual([10, 15, 20, 30, 45, 60, 90, 120, 150, 180]);
    expect(toClipLength("45")).toBe(45);
    expect(toClipLength(120)).toBe(120);
    expect(toClipLength("abc")).toBe(30);
    expect(toClipLength("7")).toBe(30);
    expect(toClipLength(null)).toBe(30);
  });
});
