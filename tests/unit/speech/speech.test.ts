/**
 * @jest-environment node
 */
import { COMPRESSION_LADDER } from "@/lib/speech/compress";
import { isAcceptedDeclaredType, sniffAudio } from "@/lib/speech/audio-type";
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

describe("telling audio by its first bytes", () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((value) =>
        typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value],
      ),
    );

  it.each([
    ["an ID3-tagged MP3", bytes("ID3", 4, 0, 0, 0, 0, 0, 0, 0, 0), "mp3"],
    ["a bare MPEG frame", bytes(0xff, 0xfb, 0x90, 0x64), "mp3"],
    ["a WAV", bytes("RIFF", 0, 0, 0, 0, "WAVE"), "wav"],
    ["a WebM", bytes(0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0), "webm"],
    ["an M4A", bytes(0, 0, 0, 0x20, "ftypM4A "), "mp4"],
    ["a PNG", bytes(0x89, "PNG", 13, 10, 26, 10), null],
    ["an AVI (RIFF but not WAVE)", bytes("RIFF", 0, 0, 0, 0, "AVI "), null],
    ["text", bytes("Interviewer: hi"), null],
    ["too short", bytes("ID"), null],
    ["an MPEG frame with a reserved layer", bytes(0xff, 0xf9, 0, 0), null],
  ])("%s", (_label, head, kind) => {
    expect(sniffAudio(head)).toBe(kind);
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
