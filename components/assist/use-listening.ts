"use client";
import { useCallback, useState } from "react";
import { toast } from "@/lib/client/toast-store";
import { AUDIO_SOURCE_KEY, useAudioCapture, type AudioSource } from "./use-audio-capture";
import { useAssistKeys } from "./use-assist-keys";
import { useLiveTranscript } from "./use-live-transcript";

const SHORT = "We need a longer interviewer segment before sending it for transcription.";

/** Listening state, capture rules and their notices (spec 3 §4.3, §5, §8.2). */
export function useListening({
  clipSeconds,
  isUploading,
  onAudio,
}: {
  clipSeconds: number;
  isUploading: boolean;
  onAudio: (audio: Blob) => Promise<boolean>;
}) {
  const audio = useAudioCapture();
  // The choice is remembered (issue 12): a video call's audio comes from its tab.
  const [source, setSource] = useState<AudioSource>(() =>
    typeof window !== "undefined" && localStorage.getItem(AUDIO_SOURCE_KEY) === "tab"
      ? "tab"
      : "microphone",
  );
  const [listeningSince, setListeningSince] = useState<number | null>(null);
  const [isCapturing, setIsCapturing] = useState(false);
  const liveTranscript = useLiveTranscript(audio.stream);

  const onSourceChange = (next: AudioSource) => {
    setSource(next);
    localStorage.setItem(AUDIO_SOURCE_KEY, next);
  };

  const onStart = useCallback(async () => {
    if (audio.isListening || isUploading) return;
    try {
      await audio.start(source);
      setListeningSince(Date.now());
    } catch (error) {
      const name = (error as { name?: string }).name;
      toast(
        name === "NotAllowedError"
          ? {
              title: "Microphone blocked",
              description: "Allow audio access for this site and try again.",
              variant: "destructive",
            }
          : {
              title: "Unavailable",
              description: "No audio input could be opened on this device.",
              variant: "destructive",
            },
      );
    }
  }, [audio, isUploading, source]);

  const onStop = useCallback(() => {
    audio.stop();
    setListeningSince(null);
  }, [audio]);

  const onCapture = useCallback(async () => {
    if (!audio.isListening) {
      toast({ title: "Not listening", description: "Start listening before capturing." });
      return;
    }
    if (isCapturing || isUploading) return;
    const result = audio.capture(clipSeconds);
    if (!result.ok) {
      if (result.reason === "no-audio")
        toast({
          title: "No interviewer audio yet",
          description: "Wait until the interviewer speaks, then capture.",
        });
      else if (result.reason === "nothing")
        toast({ title: "Nothing to capture", description: SHORT });
      else if (result.reason === "too-short")
        toast({ title: "Capture too short", description: SHORT });
      else
        toast({
          title: "Snippet too large",
          description: "Choose a shorter clip length.",
          variant: "destructive",
        });
      return;
    }
    setIsCapturing(true);
    await onAudio(result.blob!);
    setIsCapturing(false);
  }, [audio, clipSeconds, isCapturing, isUploading, onAudio]);

  useAssistKeys({
    onSpace: () => void (audio.isListening ? onCapture() : onStart()),
    onEscape: () => audio.isListening && onStop(),
  });

  return {
    isListening: audio.isListening,
    isCapturing,
    listeningSince,
    analyser: audio.analyser,
    liveTranscript,
    source,
    onSourceChange,
    onStart: () => void onStart(),
    onStop,
    onCapture: () => void onCapture(),
  };
}
