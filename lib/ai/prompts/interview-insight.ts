import type { InterviewAnalysis } from "@/lib/interview";
import type { LocalNotes } from "@/lib/interview/local-notes";

export const INTERVIEW_INSIGHT_SYSTEM = `You are an interview coach. You reword coaching notes on a real
interview that have already been written from a deterministic analysis of its transcript.
You never change, add or recompute numbers, and you never add a note: each list you return
has exactly as many items as the list you are given, in the same order, each item saying the
same thing in clearer, warmer words, addressed to the candidate as "you".
Use only facts stated in the transcript and the job posting below. Never invent an employer,
job title, skill, tool, number or result. Write plain text without Markdown formatting.`;

function numbered(items: string[]): string {
  return items.length > 0 ? items.map((item, i) => `${i + 1}. ${item}`).join("\n") : "(none)";
}

export function interviewInsightPrompt(input: {
  transcript: string;
  job: { title: string; description: string } | null;
  analysis: InterviewAnalysis;
  notes: LocalNotes;
}): string {
  const { analysis, notes } = input;
  const coverage = analysis.coverage
    ? `JOB ASKS SHOWN (ask: the sentence that shows it):\n${numbered(analysis.coverage.demonstrated.map((d) => `${d.requirement}: "${d.quote}"`))}\nJOB ASKS NOT TOUCHED:\n${numbered(analysis.coverage.untouched)}`
    : "NO JOB ATTACHED";
  return `${input.job ? `JOB: ${input.job.title}\nJOB POSTING:\n${input.job.description}\n\n` : ""}${coverage}

SUMMARY TO REWORD:
${notes.summary}

STRENGTHS TO REWORD (each rests on the quoted line):
${numbered(notes.strengths.map((n) => `${n.text} [quote: "${n.quote}"]`))}

GAPS TO REWORD:
${numbered(notes.gaps.map((n) => `${n.text} [quote: "${n.quote}"]`))}

IMPROVEMENTS TO REWORD:
${numbered(notes.improvements.map((n) => `${n.text} [quote: "${n.quote}"]`))}

ADDITIONAL NOTES TO REWORD:
${notes.additionalNotes}

TRANSCRIPT:
${input.transcript}`;
}
