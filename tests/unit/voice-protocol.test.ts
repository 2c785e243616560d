import { base64ToFloat32, bytesToBase64 } from "@/lib/client/realtime/pcm";
import {
  apiErrorMessage,
  closeMessage,
  realtimeUrl,
  sessionUpdate,
} from "@/lib/client/realtime/voice-protocol";
import { toGaSession } from "@/lib/realtime/to-upstream";

describe("the voice client's protocol", () => {
  it("asks for the spec's session settings, which the relay turns into a complete GA session", () => {
    const update = sessionUpdate("ballad");
    expect(update.session).toMatchObject({
      modalities: ["text", "audio"],
      voice: "ballad",
      input_audio_format: "pcm16",
      input_audio_transcription: { model: "whisper-1" },
      turn_detection: { threshold: 0.5, prefix_padding_ms: 300, silence_duration_ms: 3000 },
      temperature: 1,
      max_response_output_tokens: 2000,
    });
    expect(toGaSession(update.session, "conversation")).toMatchObject({
      output_modalities: ["audio"],
      max_output_tokens: 2000,
      audio: { output: { voice: "ballad" }, input: { transcription: { model: "whisper-1" } } },
    });
  });

  it("ignores the errors §8.1 lists and shows the others as API errors", () => {
    expect(
      apiErrorMessage({ error: { message: "Conversation already has an active response" } }),
    ).toBeNull();
    expect(
      apiErrorMessage({ error: { message: "buffer too small. Expected at least 100ms of audio" } }),
    ).toBeNull();
    expect(apiErrorMessage({ error: { message: "Invalid value: 'x'" } })).toBe(
      "API Error: Invalid value: 'x'",
    );
    expect(apiErrorMessage({})).toBe("API Error: Unknown error");
  });

  it("maps close codes to §8.1's messages", () => {
    expect(closeMessage(1005, "")).toMatch(/audio format problem or a rate limit/);
    expect(closeMessage(1006, "")).toMatch(/Connection lost abnormally/);
    expect(closeMessage(1011, "Could not reach the voice service")).toBe(
      "Server error: Could not reach the voice service. Please try again.",
    );
    expect(closeMessage(4408, "Voice interviews are limited to 30 minutes")).toBe(
      "Connection lost: Voice interviews are limited to 30 minutes",
    );
    expect(closeMessage(4999, "")).toBe("Connection lost: code 4999");
  });

  it("opens the socket on the page's own host, wss on https", () => {
    expect(
      realtimeUrl(
        { protocol: "https:", host: "app.example:8443" },
        { jobId: "c1", resumeSource: "auto" },
      ),
    ).toBe("wss://app.example:8443/api/realtime-proxy?jobId=c1&resumeSource=auto");
    expect(realtimeUrl({ protocol: "http:", host: "localhost:3000" }, { jobId: "c1" })).toBe(
      "ws://localhost:3000/api/realtime-proxy?jobId=c1",
    );
  });

  it("round-trips PCM16 through base64 as little-endian samples", () => {
    const samples = new Int16Array([0, 16384, -16384, 32767, -32768]);
    const base64 = bytesToBase64(new Uint8Array(samples.buffer));
    expect(Array.from(base64ToFloat32(base64))).toEqual([0, 0.5, -0.5, 32767 / 32768, -1]);
    expect(base64ToFloat32("%%%not base64")).toHaveLength(0);
    // A big chunk does not overflow String.fromCharCode's argument list.
    expect(bytesToBase64(new Uint8Array(200_000)).length).toBe(Math.ceil(200_000 / 3) * 4);
  });
});
