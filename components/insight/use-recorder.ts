"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { RECORDING_BITS_PER_SECOND, RECORDING_MIME_TYPES } from "@/lib/client/recording-format";
import { toast } from "@/lib/client/toast-store";

export type RecordingStatus = "idle" | "recording" | "paused" | "recorded";

function supportedMimeType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * The microphone recording of spec 2 §4: idle → recording ⇄ paused → recorded, then back
 * to idle by discard or upload. The audio stays in this tab until the user uploads it.
 */
export function useRecorder() {
  const [status, setStatus] = useState<RecordingStatus>("idle");
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const urlRef = useRef<string | null>(null);

  const revokeUrl = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const stopTracks = useCallback((current: MediaStream | null) => {
    current?.getTracks().forEach((track) => track.stop());
  }, []);

  // The timer counts whole seconds while recording, not while paused (spec 2 §9).
  useEffect(() => {
    if (status !== "recording") return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [status]);

  // Leaving the screen releases the microphone.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== "inactive") {
        recorder.onstop = null;
        recorder.stop();
      }
      recorder?.stream.getTracks().forEach((track) => track.stop());
      revokeUrl();
    },
    [revokeUrl],
  );

  const start = useCallback(async () => {
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
        throw new Error("no recorder");
      }
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({
        title: "Microphone Error",
        description: "Could not access microphone",
        variant: "destructive",
      });
      return;
    }
    const mimeType = supportedMimeType();
    const recorder = new MediaRecorder(media, {
      mimeType,
      audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
    });
    chunksRef.current = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunksRef.current.push(event.data);
    };
    recorder.onstop = () => {
      const blob = new Blob(chunksRef.current, { type: recorder.mimeType || "audio/webm" });
      revokeUrl();
      urlRef.current = URL.createObjectURL(blob);
      setRecording({ blob, url: urlRef.current });
      chunksRef.current = [];
      stopTracks(media);
      setStream(null);
      setStatus("recorded");
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    revokeUrl();
    setRecording(null);
    setSeconds(0);
    setStream(media);
    setStatus("recording");
  }, [stopTracks, revokeUrl]);

  const pause = useCallback(() => {
    if (recorderRef.current?.state !== "recording") return;
    recorderRef.current.pause();
    setStatus("paused");
  }, []);

  const resume = useCallback(() => {
    if (recorderRef.current?.state !== "paused") return;
    recorderRef.current.resume();
    setStatus("recording");
  }, []);

  const end = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const clear = useCallback(() => {
    recorderRef.current = null;
    revokeUrl();
    setRecording(null);
    setSeconds(0);
    setStatus("idle");
  }, [revokeUrl]);

  return { status, seconds, recording, stream, start, pause, resume, end, clear };
}
