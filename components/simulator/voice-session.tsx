"use client";
import { Mic, MicOff, Volume2, VolumeX } from "lucide-react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { VOICE_MESSAGES } from "@/lib/client/realtime/voice-protocol";
import type {
  ResumeSource,
  VoiceEntry,
  VoiceName,
  VoiceStatus,
} from "@/lib/client/realtime/voice-protocol";
import { useVoiceSession } from "./use-voice-session";

export type { VoiceEntry, VoiceName, VoiceStatus };

export type VoiceSessionProps = {
  jobId: string;
  resumeSource: ResumeSource;
  voice: VoiceName;
  onEntry(entry: VoiceEntry): void;
  onStatus(status: VoiceStatus, message?: string): void;
  /** Where the microphone and speaker toggles go (the simulator's header, spec 3 §2.1). */
  controlsTarget?: HTMLElement | null;
};

/**
 * A live voice interview: mounting it connects (microphone, then the realtime relay) and
 * unmounting it ends the session. The parent keeps the transcript from onEntry and shows
 * the connection from onStatus; this shows the microphone and speaker toggles, the
 * "interviewer is speaking" hint and the interviewer's words as they are spoken.
 */
export function VoiceSession(props: VoiceSessionProps) {
  const { speaking, micMuted, setMicMuted, speakerOn, setSpeakerOn, caption, audio } =
    useVoiceSession(props);
  const micLabel = micMuted ? "Unmute microphone" : "Mute microphone";
  const speakerLabel = speakerOn ? "Turn interviewer audio off" : "Turn interviewer audio on";

  const toggles = (
    <>
      <Button
        type="button"
        variant={micMuted ? "destructive" : "outline"}
        size="sm"
        aria-pressed={micMuted}
        aria-label={micLabel}
        title={speaking ? VOICE_MESSAGES.interviewerSpeaking : micLabel}
        disabled={speaking}
        onClick={() => setMicMuted(!micMuted)}
        data-testid="voice-mic-toggle"
      >
        {micMuted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
        <span className="hidden sm:inline">{micMuted ? "Mic off" : "Mic on"}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-pressed={!speakerOn}
        aria-label={speakerLabel}
        title={speakerLabel}
        onClick={() => setSpeakerOn(!speakerOn)}
        data-testid="voice-speaker-toggle"
      >
        {speakerOn ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
        <span className="hidden sm:inline">{speakerOn ? "Speaker on" : "Speaker off"}</span>
      </Button>
    </>
  );

  return (
    <div
      className="space-y-3 rounded-lg border bg-muted/30 p-3"
      data-testid="voice-session"
      data-speaking={speaking}
      data-played-ms={audio.playedMs}
      data-sent-ms={audio.sentMs}
    >
      {props.controlsTarget ? createPortal(toggles, props.controlsTarget) : null}
      <div className="flex flex-wrap items-center gap-2">
        {props.controlsTarget ? null : toggles}
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {speaking
            ? VOICE_MESSAGES.interviewerSpeaking
            : micMuted
              ? "Microphone muted"
              : "Listening - answer when you are ready"}
        </p>
      </div>
      {caption && (
        <p className="text-sm italic" data-testid="voice-caption">
          {caption}
        </p>
      )}
    </div>
  );
}
