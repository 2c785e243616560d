"use client";
import { useEffect, useState } from "react";
import {
  COMMIT_EVERY_MS,
  emptyTranscript,
  INIT_WAIT_MS,
  liveText,
  readTranscriptEvent,
  transcriptionSessionUpdate,
} from "@/lib/client/realtime/assist-transcription";
import { bytesToBase64, SAMPLE_RATE } from "@/lib/client/realtime/pcm";
import { realtimeUrl } from "@/lib/client/realtime/voice-protocol";
import { toast } from "@/lib/client/toast-store";
import { useVoiceAvailability } from "@/components/simulator/use-voice-availability";

const WORKLET_URL = "/worklets/pcm-capture.js";

const notice = (title: string, description?: string) =>
  toast({ title, description, variant: "destructive" });

/** Streams the listened audio to a transcription session (24 kHz PCM16, 2,400-sample chunks). */
async function streamAudio(stream: MediaStream, socket: WebSocket) {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  await context.audioWorklet.addModule(WORKLET_URL);
  const node = new AudioWorkletNode(context, "pcm-capture");
  node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    const audio = bytesToBase64(new Uint8Array(event.data));
    socket.send(JSON.stringify({ type: "input_audio_buffer.append", audio }));
  };
  context.createMediaStreamSource(stream).connect(node);
  return context;
}

/**
 * The live transcript while listening, when the server has a realtime service; otherwise
 * null and capture alone works (spec 3 §7.2 "Realtime transcription socket", §8.2).
 */
export function useLiveTranscript(stream: MediaStream | null): string | null {
  // The relay's one answer to "is a realtime service configured", shared with the simulator.
  const isAvailable = useVoiceAvailability().available;
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    if (!stream || !isAvailable) return;
    let isClosing = false;
    let state = emptyTranscript();
    let context: AudioContext | null = null;
    let commitTimer: ReturnType<typeof setInterval> | undefined;
    const socket = new WebSocket(realtimeUrl(window.location, { intent: "transcription" }));
    const initTimer = setTimeout(() => {
      if (state.isReady) return;
      notice(
        "Interview Assist unavailable",
        "Interview Assist session is still initializing. Please try again.",
      );
      socket.close();
    }, INIT_WAIT_MS);

    socket.onmessage = (message: MessageEvent<string>) => {
      const wasReady = state.isReady;
      const read = readTranscriptEvent(state, message.data);
      if (read.kind === "error") return notice(read.message);
      if (read.kind !== "state") return;
      state = read.state;
      if (!wasReady && state.isReady) {
        clearTimeout(initTimer);
        socket.send(JSON.stringify(transcriptionSessionUpdate()));
        socket.send(JSON.stringify({ type: "input_audio_buffer.clear" }));
        setText("");
        void streamAudio(stream, socket)
          .then((opened) => (isClosing ? void opened.close() : (context = opened)))
          .catch(() => notice("Interview Assist connection failed"));
        commitTimer = setInterval(
          () => socket.send(JSON.stringify({ type: "input_audio_buffer.commit" })),
          COMMIT_EVERY_MS,
        );
      } else setText(liveText(state));
    };
    socket.onerror = () => {
      if (!isClosing && !state.isReady) notice("Interview Assist connection failed");
    };
    socket.onclose = () => {
      clearInterval(commitTimer);
      if (!isClosing && state.isReady) notice("Interview Assist disconnected");
    };
    return () => {
      isClosing = true;
      clearTimeout(initTimer);
      clearInterval(commitTimer);
      void context?.close();
      socket.close(1000);
      setText(null);
    };
  }, [stream, isAvailable]);

  return stream && isAvailable ? text : null;
}
