/**
 * @jest-environment node
 */
import { COMPRESSION_LADDER } from "@/lib/speech/compress";
import { identifyAudio, isAcceptedDeclaredType } from "@/lib/speech/audio-type";
import { readSpeechSettings, speechConfigured } from "@/lib/speech/settings";

describe("which speech-to-text service", () => {
  it("is none without settings", () => {
    expect(readSpeechSettings({})).toBeNull();
    expect(speechConfigured({ OPENAI_MODEL: "gpt-4.1-mini" })).toBe(false);
  });

  it("prefers TRANSCRIPTION_BASE_URL, with its model and the OpenAI key if no key of its own", () => {
    expect(
      readSpeechSettings({
        TRANSCRIPTION_BASE_URL: "http://127.0.0.1:8000/v1",
        TRANSCRIPTION_MODEL: "Systran/faster-whisper-small",
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
        OPENAI_API_KEY: "sk-test",
      }),
    ).toEqual({
      provider: "compatible",
      baseURL: "http://127.0.0.1:8000/v1",
      apiKey: "sk-test",
      model: "Systran/faster-whisper-small",
      setting: "TRANSCRIPTION_BASE_URL",
    });
  });

  it("falls back to OPENAI_BASE_URL's server, then to OpenAI with whisper-1", () => {
    expect(readSpeechSettings({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toMatchObject({
      baseURL: "http://127.0.0.1:11434/v1",
      apiKey: "not-needed",
      model: "whisper-1",
      setting: "OPENAI_BASE_URL",
    });
    expect(readSpeechSettings({ OPENAI_API_KEY: " sk-test " })).toEqual({
      provider: "openai",
      baseURL: undefined,
      apiKey: "sk-test",
      model: "whisper-1",
      setting: "OPENAI_API_KEY",
    });
  });

  it("ignores blank values", () => {
    expect(readSpeechSettings({ TRANSCRIPTION_BASE_URL: "  ", OPENAI_API_KEY: "" })).toBeNull();
  });
});

describe("telling audio by its structure", () => {
  const bytes = (...values: (number | string | Uint8Array)[]) =>
    Uint8Array.from(
      values.flatMap((value) =>
        typeof value === "string"
          ? [...value].map((c) => c.charCodeAt(0))
          : value instanceof Uint8Array
            ? [...value]
            : [value],
      ),
    );
  const identify = (file: Uint8Array) =>
    identifyAudio(async (offset, length) => file.subarray(offset, offset + length));
  // MPEG-1 layer III, 128 kb/s, 44.1 kHz: 417-byte frames. MPEG-2.5, 8 kb/s, 12 kHz: 48.
  const frame = (header: number[], length: number) => bytes(...header, new Uint8Array(length - 4));
  const mp3Frames = bytes(...[1, 2, 3].map(() => frame([0xff, 0xfb, 0x90, 0x00], 417)));
  const lowFrames = bytes(...[1, 2, 3].map(() => frame([0xff, 0xe3, 0x14, 0x00], 48)));
  // An ID3v2.4 tag of `body` bytes (a syncsafe size), with a footer when asked.
  const id3 = (body: number, footer = false) =>
    bytes(
      "ID3",
      4,
      0,
      footer ? 0x10 : 0,
      (body >> 21) & 0x7f,
      (body >> 14) & 0x7f,
      (body >> 7) & 0x7f,
      body & 0x7f,
      new Uint8Array(body),
      footer ? bytes("3DI", 4, 0, 0x10, 0, 0, 0, body) : new Uint8Array(0),
    );
  const behindId3 = (text: string) => bytes(id3(0), text, mp3Frames);
  const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  const fmt = bytes("fmt ", ...le32(16), 1, 0, 1, 0, ...le32(16000), ...le32(32000), 2, 0, 16, 0);
  const wav = (...chunks: Uint8Array[]) => bytes("RIFF", 0, 0, 0, 0, "WAVE", ...chunks);
  // An EBML header (EBMLVersion 1, the DocType), then a Segment of unknown size.
  const matroska = (docType: string) =>
    bytes(
      ...[0x1a, 0x45, 0xdf, 0xa3, 0x80 | (7 + docType.length), 0x42, 0x86, 0x81, 1],
      ...[0x42, 0x82, 0x80 | docType.length, docType],
      ...[0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    );
  const ftyp = (major: string, size = 24) =>
    bytes(0, 0, 0, size, "ftyp", major, 0, 0, 2, 0, major, "isom", 0, 0, 0, 8, "free");

  it.each([
    ["an ID3-tagged MP3", bytes(id3(300), mp3Frames), "mp3"],
    ["bare MPEG frames", mp3Frames, "mp3"],
    ["8 kb/s MPEG-2.5 frames", lowFrames, "mp3"],
    ["an MP3 behind an ID3 tag with a footer", bytes(id3(20, true), mp3Frames), "mp3"],
    ["an MP3 behind two ID3 tags", bytes(id3(20), id3(40), mp3Frames), "mp3"],
    [
      "an MP3 behind an ID3 tag and zero padding",
      bytes(id3(20), new Uint8Array(100), mp3Frames),
      "mp3",
    ],
    ["a WAV", wav(fmt), "wav"],
    ["a WAV with a LIST chunk first", wav(bytes("LIST", ...le32(4), "INFO"), fmt), "wav"],
    ["a WebM", matroska("webm"), "webm"],
    ["a Matroska", matroska("matroska"), "webm"],
    ["an M4A", ftyp("M4A "), "mp4"],
    ["an MP4", ftyp("isom"), "mp4"],
    ["a QuickTime movie", ftyp("qt  "), "mp4"],
    ["a 3GPP recording", ftyp("3gp4"), "mp4"],
  ])("%s", async (_label, file, kind) => {
    expect(await identify(file)).toBe(kind);
  });

  it.each([
    ["an HLS playlist behind an ID3 header", behindId3("#EXTM3U\n#EXTINF:10,\n/etc/passwd\n")],
    ["a concat list behind an ID3 header", behindId3("ffconcat version 1.0\nfile '/etc/hosts'\n")],
    ["a file: URL behind an ID3 header", behindId3("file:/etc/passwd")],
    ["a playlist after two good frames", bytes(id3(0), mp3Frames, "#EXT-X-VERSION:3\n")],
    ["a URL after the frames", bytes(mp3Frames, "concat:/etc/hosts|/etc/passwd")],
    ["an ID3 header alone", id3(0)],
    ["an ID3 tag whose size is not syncsafe", bytes("ID3", 4, 0, 0, 0x80, 0, 0, 0, mp3Frames)],
    [
      "one MPEG frame with nothing where the next should be",
      bytes(id3(0), frame([0xff, 0xfb, 0x90, 0], 417), "x".repeat(500)),
    ],
    ["MPEG layer II frames", bytes(...[1, 2].map(() => frame([0xff, 0xfd, 0x90, 0x00], 417)))],
    ["a bad bitrate index", bytes(...[1, 2].map(() => frame([0xff, 0xfb, 0xf0, 0x00], 417)))],
    ["an HLS playlist", bytes("#EXTM3U\n#EXTINF:10,\n/etc/passwd\n")],
    ["a concat list", bytes("ffconcat version 1.0\nfile '/etc/hosts'\n")],
    ["a PNG", bytes(0x89, "PNG", 13, 10, 26, 10)],
    ["an AVI (RIFF but not WAVE)", bytes("RIFF", 0, 0, 0, 0, "AVI ", "LIST")],
    ["a WAV without a fmt chunk", wav(bytes("data", ...le32(4), 0, 0, 0, 0))],
    ["an EBML file of another DocType", matroska("mkvfoo")],
    ["a HEIF image (ftyp heic)", ftyp("heic")],
    ["an ftyp box of an absurd size", ftyp("M4A ", 200)],
    ["text", bytes("Interviewer: hi")],
    ["too short", bytes("ID")],
  ])("refuses %s", async (_label, file) => {
    expect(await identify(file)).toBeNull();
  });

  it("accepts the declared types of spec 2 §5 and refuses others", () => {
    for (const type of [
      "audio/mpeg",
      "audio/mp3",
      "audio/mp4",
      "audio/x-m4a",
      "audio/m4a",
      "audio/wav",
      "audio/webm;codecs=opus",
      "",
      null,
    ])
      expect(isAcceptedDeclaredType(type)).toBe(true);
    for (const type of ["text/plain", "image/png", "application/pdf", "audio/ogg"])
      expect(isAcceptedDeclaredType(type)).toBe(false);
  });
});

describe("the compression ladder", () => {
  it("has spec 2 §9's eleven steps, from 96k at 44.1 kHz down to 8k at 12 kHz", () => {
    expect(COMPRESSION_LADDER).toHaveLength(11);
    expect(COMPRESSION_LADDER[0]).toEqual({ kbps: 96, sampleRate: 44100 });
    expect(COMPRESSION_LADDER[10]).toEqual({ kbps: 8, sampleRate: 12000 });
    COMPRESSION_LADDER.slice(1).forEach((step, index) => {
      expect(step.kbps).toBeLessThan(COMPRESSION_LADDER[index].kbps);
      expect(step.sampleRate).toBeLessThanOrEqual(COMPRESSION_LADDER[index].sampleRate);
    });
  });
});
