"use client";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CLIP_LENGTHS } from "@/lib/assist/capture-buffer";
import type { AudioSource } from "./use-audio-capture";
import { Waveform } from "./waveform";

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/** Seconds since `since`, updated every second. */
function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

export function ListeningControls(props: {
  isListening: boolean;
  isCapturing: boolean;
  isUploading: boolean;
  listeningSince: number | null;
  analyser: AnalyserNode | null;
  /** null: no realtime service, or not listening. */
  liveTranscript: string | null;
  clipSeconds: number;
  source: AudioSource;
  onClipChange: (seconds: number) => void;
  onSourceChange: (source: AudioSource) => void;
  onStart: () => void;
  onStop: () => void;
  onCapture: () => void;
  onClear: () => void;
}) {
  const elapsed = useElapsed(props.listeningSince);
  const state = props.isCapturing ? "Capturing" : props.isListening ? "Listening" : "Idle";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={props.isListening ? "default" : "secondary"}
          data-testid="assist-status-pill"
          role="status"
        >
          {state} · {mmss(elapsed)}
        </Badge>
        <label className="flex max-w-full min-w-0 items-center gap-1 text-sm">
          Clip length
          <select
            className="max-w-full min-w-0 rounded-md border bg-background px-2 py-1 text-sm"
            value={props.clipSeconds}
            onChange={(event) => props.onClipChange(Number(event.target.value))}
          >
            {CLIP_LENGTHS.map((seconds) => (
              <option key={seconds} value={seconds}>
                Last {seconds} seconds
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full min-w-0 items-center gap-1 text-sm">
          Listen to
          <select
            className="max-w-full min-w-0 rounded-md border bg-background px-2 py-1 text-sm"
            value={props.source}
            disabled={props.isListening}
            onChange={(event) => props.onSourceChange(event.target.value as AudioSource)}
          >
            <option value="microphone">Microphone</option>
            <option value="tab">Tab or screen audio (video calls)</option>
          </select>
        </label>
      </div>
      <Waveform analyser={props.analyser} />
      {props.liveTranscript !== null && (
        <div
          className="rounded-md border bg-muted/40 p-2 text-sm"
          aria-live="polite"
          data-testid="assist-live-transcript"
        >
          <span className="font-medium">Live transcript: </span>
          {props.liveTranscript || (
            <span className="text-muted-foreground">Waiting for speech...</span>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {props.isListening ? (
          <Button variant="outline" onClick={props.onStop}>
            Stop
          </Button>
        ) : (
          <Button onClick={props.onStart} disabled={props.isUploading}>
            Start Listening
          </Button>
        )}
        <Button
          onClick={props.onCapture}
          disabled={!props.isListening || props.isCapturing || props.isUploading}
          aria-busy={props.isCapturing}
        >
          Capture Last {props.clipSeconds}s
        </Button>
        <Button variant="ghost" onClick={props.onClear}>
          Clear
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Space: capture (or start listening) · Escape: stop
      </p>
    </div>
  );
}
