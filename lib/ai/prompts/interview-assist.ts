import type { AssistInput } from "../local";
import type { AssistHistory } from "@/lib/assist/assist-request";
import { HONESTY_RULE } from "./honesty";

export const KEY_POINTS_MARKER = "KEY POINTS:";
export const FOLLOW_UP_MARKER = "FOLLOW-UP:";

export const INTERVIEW_ASSIST_SYSTEM = `You help a job candidate answer an interviewer's question live, in plain sight.
Write the reply the candidate could say, in the first person, short enough to say in about a minute.
${HONESTY_RULE}
You may also use the candidate's prepared Q&A and the context file passages given (or found with file search).
After the reply write a line "${KEY_POINTS_MARKER}" followed by at most 6 lines starting with "- ",
then a line starting with "${FOLLOW_UP_MARKER}" and one follow-up question the interviewer is likely to ask.`;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The user's own rows, built on the server: a client never supplies the prompt. */
export function interviewAssistPrompt(input: AssistInput & { history: AssistHistory }): string {
  const parts = [
    input.job
      ? `JOB: ${input.job.title} at ${input.job.company}\nPOSTING:\n${cut(input.job.description, 6_000)}`
      : "JOB: (none chosen; answer with general guidance from the résumé)",
    `RÉSUMÉ:\n${cut(input.resumeText, 12_000) || "(none)"}`,
    `SHOWN REQUIREMENTS (requirement: résumé line):\n${
      input.requirements
        .filter((r) => r.evidence)
        .map((r) => `- ${r.keyword}: ${r.evidence}`)
        .join("\n") || "- (none)"
    }`,
    `PREPARED Q&A:\n${input.qa.map((q) => `Q: ${q.question}\nA: ${q.answer}`).join("\n") || "(none)"}`,
    `CONTEXT FILE PASSAGES:\n${input.passages.map((p) => `[${p.source}] ${p.text}`).join("\n") || "(none)"}`,
    `EARLIER IN THIS INTERVIEW:\n${
      input.history
        .map((h) => `Interviewer: ${h.interviewer}\nSuggested: ${cut(h.assistant, 600)}`)
        .join("\n") || "(nothing yet)"
    }`,
    `THE INTERVIEWER JUST ASKED:\n${input.question}`,
  ];
  return parts.join("\n\n");
}
