"use client";

export type VoiceName = "alloy" | "ballad" | "verse";
export type VoiceStatus = "connecting" | "connected" | "disconnected" | "error";
export type VoiceEntry = { role: "user" | "interviewer"; text: string; at: number };

export type VoiceSessionProps = {
  jobId: string;
  resumeSource: "auto" | "tailored" | "master";
  voice: VoiceName;
  onEntry(entry: VoiceEntry): void;
  onStatus(status: VoiceStatus, message?: string): void;
};

/** The voice interview (work in progress: the relay client lands in the next commits). */
export function VoiceSession(props: VoiceSessionProps) {
  return (
    <div data-testid="voice-session" data-job-id={props.jobId}>
      <p className="text-sm text-muted-foreground">Voice interview is being set up.</p>
    </div>
  );
}
