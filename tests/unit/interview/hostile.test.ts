import { analyzeTranscript, localNotes } from "@/lib/interview";
import { BACKEND_JOB } from "./transcripts";

const LIMIT = 200_000;

// Transcripts at the 200,000-character limit shaped to make a splitter or a regex work hard.
const HOSTILE: [string, string][] = [
  ["question marks", "?".repeat(LIMIT)],
  ["one word", "a".repeat(LIMIT)],
  ["labels only", "Interviewer: ".repeat(LIMIT / 13)],
  ["tiny labelled lines", "a:b\n".repeat(LIMIT / 4)],
  ["timestamps", "[00:00] ".repeat(LIMIT / 8)],
  [
    "one long answer",
    `Interviewer: Why?\nCandidate: ${"I led the team and we cut costs by 10%. ".repeat(4_800)}`,
  ],
  ["fillers", "um, like, you know, ".repeat(LIMIT / 20)],
];

describe("hostile transcripts", () => {
  it.each(HOSTILE)("%s: analysed quickly, with notes", (_label, transcript) => {
    const started = performance.now();
    const notes = localNotes(
      analyzeTranscript(transcript.slice(0, LIMIT), { job: BACKEND_JOB, durationSeconds: 3600 }),
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(typeof notes.summary).toBe("string");
    expect(notes.strengths.length).toBeLessThanOrEqual(5);
    expect(notes.followUpQuestions.length).toBeLessThanOrEqual(5);
  });
});
