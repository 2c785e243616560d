"use client";
import {
  CircleStopIcon,
  DownloadIcon,
  MicIcon,
  PauseIcon,
  PlayIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { recordingFileName } from "@/lib/client/recording-format";
import { saveFile } from "@/lib/client/save-file";
import { LiveWaveform } from "./live-waveform";
import { RecordingStatusPill } from "./recording-status-pill";
import { useRecorder } from "./use-recorder";

/** Records the interview in the browser; nothing leaves the tab until Upload (spec 2 §4). */
export function RecorderCard({
  canUpload,
  isProcessing,
  onUpload,
}: {
  canUpload: boolean;
  isProcessing: boolean;
  onUpload: (file: File) => Promise<boolean>;
}) {
  const recorder = useRecorder();
  const { status, recording } = recorder;
  const [isPreviewPlaying, setPreviewPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const recordedAt = useRef(new Date());

  const start = async () => {
    recordedAt.current = new Date();
    await recorder.start();
  };
  const togglePreview = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPreviewPlaying(false));
    else audio.pause();
  };
  const recordingFile = () =>
    recording &&
    new File([recording.blob], recordingFileName(recordedAt.current), {
      type: recording.blob.type || "audio/webm",
    });
  const download = () => {
    const file = recordingFile();
    if (file) saveFile(file.name, file);
  };
  const upload = async () => {
    const file = recordingFile();
    if (!file) return;
    audioRef.current?.pause();
    // Processed or failed, the recording is cleared either way (spec 2 §4).
    await onUpload(file);
    setPreviewPlaying(false);
    recorder.clear();
  };

  const isCapturing = status === "recording" || status === "paused";

  return (
    <Card data-testid="insight-recorder">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Record an interview</CardTitle>
          <CardDescription>The recording stays in this tab until you upload it.</CardDescription>
        </div>
        <RecordingStatusPill status={status} seconds={recorder.seconds} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {isCapturing && recorder.stream && (
          <LiveWaveform stream={recorder.stream} isPaused={status === "paused"} />
        )}
        {recording && (
          <audio
            key={recording.url}
            ref={audioRef}
            src={recording.url}
            preload="metadata"
            className="hidden"
            data-testid="recording-preview"
            onPlay={() => setPreviewPlaying(true)}
            onPause={() => setPreviewPlaying(false)}
            onEnded={() => setPreviewPlaying(false)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {status === "idle" && (
            <Button onClick={start} disabled={isProcessing} data-testid="recording-start">
              <MicIcon aria-hidden />
              Start Recording
            </Button>
          )}
          {isCapturing && (
            <>
              <Button
                variant="outline"
                onClick={status === "recording" ? recorder.pause : recorder.resume}
                data-testid="recording-pause"
              >
                {status === "recording" ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
                {status === "recording" ? "Pause" : "Resume"}
              </Button>
              <Button variant="destructive" onClick={recorder.end} data-testid="recording-end">
                <CircleStopIcon aria-hidden />
                End Recording
              </Button>
            </>
          )}
          {status === "recorded" && (
            <>
              <Button
                variant="outline"
                onClick={togglePreview}
                data-testid="recording-preview-toggle"
              >
                {isPreviewPlaying ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
                {isPreviewPlaying ? "Pause Preview" : "Play Preview"}
              </Button>
              <Button variant="outline" onClick={download} data-testid="recording-download">
                <DownloadIcon aria-hidden />
                Download Recording
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setPreviewPlaying(false);
                  recorder.clear();
                }}
                data-testid="recording-discard"
              >
                <Trash2Icon aria-hidden />
                Discard
              </Button>
              <Button
                onClick={upload}
                disabled={!canUpload || isProcessing}
                data-testid="recording-upload"
              >
                <UploadIcon aria-hidden />
                Upload for Transcription
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
