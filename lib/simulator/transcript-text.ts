// The downloaded and saved transcript of a practice interview (spec 3 §3, §9). Browser-safe.

export type TranscriptEntry = { role: "user" | "interviewer"; content: string; timestamp: number };
export type InterviewMode = "text" | "voice";

const pad = (value: number) => String(value).padStart(2, "0");

/** Elapsed time as m:ss (spec 3 §9). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}

/** The saved transcript's title: 'company - position' (spec 3 §3). */
export function transcriptTitle(job: { title: string; company: string }): string {
  const position = job.title.trim() || "Interview";
  const company = job.company.trim();
  return company ? `${company} - ${position}` : position;
}

const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * Header lines (position, company, date, start time, duration, mode), then one line per
 * message: "[m:ss] CANDIDATE: ..." or "[m:ss] INTERVIEWER: ...", timed from the start.
 */
export function transcriptText({
  job,
  startedAt,
  durationSeconds,
  mode,
  entries,
}: {
  job: { title: string; company: string };
  startedAt: number;
  durationSeconds: number;
  mode: InterviewMode;
  entries: TranscriptEntry[];
}): string {
  const start = new Date(startedAt);
  const header = [
    `Position: ${job.title.trim() || "Not given"}`,
    `Company: ${job.company.trim() || "Not given"}`,
    `Date: ${localDate(start)}`,
    `Start time: ${localTime(start)}`,
    `Duration: ${formatElapsed(durationSeconds)}`,
    `Mode: ${mode === "voice" ? "Voice" : "Text Chat"}`,
  ];
  const log = entries.map(
    (entry) =>
      `[${formatElapsed((entry.timestamp - startedAt) / 1000)}] ${entry.role === "user" ? "CANDIDATE" : "INTERVIEWER"}: ${entry.content.trim()}`,
  );
  return [...header, "", ...log, ""].join("\n");
}
