import {
  canCompressInBrowser,
  COMPRESSION_LADDER,
  MB,
  planAudio,
  sniffAudio,
  type BrowserTraits,
} from "@/lib/client/audio-plan";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0";

const chrome: BrowserTraits = {
  isSecureContext: true,
  hasSharedArrayBuffer: true,
  userAgent: CHROME,
  deviceMemoryGb: 8,
};

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe("sniffAudio reads the container from the first bytes", () => {
  it.each([
    ["wav", bytes("RIFF", 0, 0, 0, 0, "WAVE", "fmt ")],
    ["mp4", bytes(0, 0, 0, 0x20, "ftypM4A ")],
    ["webm", bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f)],
    ["mp3", bytes("ID3", 4, 0)],
    ["mp3", bytes(0xff, 0xfb, 0x90, 0x64)],
  ])("%s", (kind, head) => {
    expect(sniffAudio(head)).toBe(kind);
  });

  it.each([
    ["a text file named .mp3", bytes("Hello, this is not audio")],
    ["a PDF", bytes("%PDF-1.7")],
    ["an MPEG sync with the reserved layer", bytes(0xff, 0xe0, 0, 0)],
    ["nothing", bytes()],
  ])("refuses %s", (_, head) => {
    expect(sniffAudio(head)).toBeNull();
  });
});

describe("planAudio (spec 2 §9)", () => {
  it("uploads a file at or under 24 MB unchanged", () => {
    expect(planAudio(24 * MB, chrome)).toEqual({ action: "upload" });
    expect(planAudio(1000, { ...chrome, isSecureContext: false })).toEqual({ action: "upload" });
  });

  it("compresses in the browser above 24 MB up to 150 MB", () => {
    expect(planAudio(24 * MB + 1, chrome)).toEqual({ action: "compress" });
    expect(planAudio(150 * MB, chrome)).toEqual({ action: "compress" });
  });

  it("refuses anything over 150 MB", () => {
    expect(planAudio(150 * MB + 1, chrome)).toEqual({ action: "refuse", reason: "too-large" });
  });

  it("leaves compression to the server where the browser may not run it", () => {
    expect(planAudio(30 * MB, { ...chrome, isSecureContext: false })).toEqual({
      action: "server",
      warning: "blocked",
    });
    expect(planAudio(100 * MB, { ...chrome, deviceMemoryGb: 2 })).toEqual({
      action: "server",
      warning: "large-skipped",
    });
    expect(planAudio(30 * MB, { ...chrome, deviceMemoryGb: 2 })).toEqual({ action: "compress" });
  });
});

describe("canCompressInBrowser", () => {
  it.each([
    ["Chrome in a secure context", chrome, true],
    ["an insecure context", { ...chrome, isSecureContext: false }, false],
    [
      "Safari without SharedArrayBuffer",
      { ...chrome, userAgent: SAFARI, hasSharedArrayBuffer: false },
      false,
    ],
    ["Safari with SharedArrayBuffer", { ...chrome, userAgent: SAFARI }, true],
    ["an in-app browser", { ...chrome, userAgent: INSTAGRAM }, false],
  ])("%s: %p", (_, traits, expected) => {
    expect(canCompressInBrowser(traits as BrowserTraits)).toBe(expected);
  });
});

it("the ladder has 11 mono mp3 steps from 96k at 44.1 kHz down to 8k at 12 kHz", () => {
  expect(COMPRESSION_LADDER).toHaveLength(11);
  expect(COMPRESSION_LADDER[0]).toEqual({ bitrate: "96k", sampleRate: 44_100 });
  expect(COMPRESSION_LADDER[10]).toEqual({ bitrate: "8k", sampleRate: 12_000 });
  const kbps = COMPRESSION_LADDER.map((step) => parseInt(step.bitrate, 10));
  expect([...kbps].sort((a, b) => b - a)).toEqual(kbps);
});
