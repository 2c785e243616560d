"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  appendChunk,
  CHUNK_MS,
  DEFAULT_AUDIO_TYPE,
  selectCapture,
  type CaptureResult,
} from "@/lib/assist/capture-buffer";

export type AudioSource = "microphone" | "tab";
export const AUDIO_SOURCE_KEY = "shortlist:assist-audio-source";

type Buffer = { header: Blob | null; chunks: Blob[] };

async function openStream(source: AudioSource): Promise<MediaStream> {
  if (source === "microphone") return navigator.mediaDevices.getUserMedia({ audio: true });
  // A call's audio comes from its tab: share it with audio; the picture is not needed.
  const shared = await navigator.mediaDevices.getDisplayMedia({ audio: true, video: true });
  shared.getVideoTracks().forEach((track) => track.stop());
  if (shared.getAudioTracks().length === 0)
    throw new DOMException("No audio shared", "NotFoundError");
  return new MediaStream(shared.getAudioTracks());
}

/** The rolling buffer behind Start Listening (spec 3 §4.3, §5): MediaRecorder in 750 ms chunks. */
export function useAudioCapture() {
  const [isListening, setIsListening] = useState(false);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const buffer = useRef<Buffer>({ header: null, chunks: [] });
  const audioContext = useRef<AudioContext | null>(null);

  const stop = useCallback(() => {
    const active = recorder.current;
    recorder.current = null;
    if (active && active.state !== "inactive") active.stop();
    active?.stream.getTracks().forEach((track) => track.stop());
    void audioContext.current?.close();
    audioContext.current = null;
    buffer.current = { header: null, chunks: [] };
    setAnalyser(null);
    setStream(null);
    setIsListening(false);
  }, []);

  const start = useCallback(
    async (source: AudioSource) => {
      const stream = await openStream(source);
      const type = MediaRecorder.isTypeSupported(DEFAULT_AUDIO_TYPE) ? DEFAULT_AUDIO_TYPE : "";
      const next = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      buffer.current = { header: null, chunks: [] };
      next.ondataavailable = (event) => {
        if (event.data.size > 0) buffer.current = appendChunk(buffer.current, event.data);
      };
      next.start(CHUNK_MS);
      recorder.current = next;
      stream.getAudioTracks()[0]?.addEventListener("ended", stop);
      const context = new AudioContext();
      const node = context.createAnalyser();
      node.fftSize = 1024;
      context.createMediaStreamSource(stream).connect(node);
      audioContext.current = context;
      setAnalyser(node);
      setStream(stream);
      setIsListening(true);
    },
    [stop],
  );

  /** The last clipSeconds as one blob, header first, or why there is none. */
  const capture = useCallback((clipSeconds: number): CaptureResult<Blob> & { blob?: Blob } => {
    const result = selectCapture(buffer.current, clipSeconds);
    if (!result.ok) return result;
    const type = recorder.current?.mimeType || DEFAULT_AUDIO_TYPE;
    return { ...result, blob: new Blob(result.parts, { type }) };
  }, []);

  useEffect(() => stop, [stop]);
  return { isListening, analyser, stream, start, stop, capture };
}
