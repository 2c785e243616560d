/** mm:ss for the recording timer (spec 2 §9); minutes keep counting past an hour. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A downloaded recording's name carries its timestamp and the webm extension. */
export function recordingFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return `interview-${stamp}.webm`;
}

/** The recorder's format: 64 kbps Opus in WebM, or what this browser offers nearest to it. */
export const RECORDING_BITS_PER_SECOND = 64_000;
export const RECORDING_MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm"];
