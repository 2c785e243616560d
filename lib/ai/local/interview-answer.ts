import type { Requirement } from "@/lib/match";
import { boundedText } from "@/lib/match/bounded-text";
import { isSayable, narrativeLines } from "./evidence";
import { contentWords, overlap, similarity } from "./question-words";
import { sayLine } from "./say-line";
import { distinct, shortQuote, tidy } from "./text";
import { makeWording, proseName } from "./wording";

/*
 * Interview Assist's local engine: a suggested reply to an interviewer's question drawn
 * only from the user's own record: the job's prepared Q&A, the résumé lines that show
 * what the question touches (lib/match's evidence), and passages of the context file.
 * Nothing is added that those do not say.
 */

export type AssistPassage = { text: string; source: string };
export type AssistInput = {
  question: string;
  resumeText: string;
  job: { title: string; company: string; description: string } | null;
  /** The job's requirements with their résumé evidence (lib/match), if analysed. */
  requirements: Requirement[];
  qa: { question: string; answer: string }[];
  /** Passages of the context file that match the question, best first. */
  passages: AssistPassage[];
};
export type AssistAnswer = { answer: string; keyPoints: string[]; followUp: string | null };

const QA_MATCH = 0.34;
const MAX_LINES = 2;

function closestQa(words: Set<string>, qa: AssistInput["qa"]) {
  let best: { question: string; answer: string; score: number } | null = null;
  for (const item of qa.slice(0, 50)) {
    const score = similarity(words, contentWords(item.question));
    if (item.answer.trim() && score >= QA_MATCH && score > (best?.score ?? 0))
      best = { ...item, score };
  }
  return best;
}

/** Requirements whose words the question uses, the ones the résumé shows first. */
function touchedRequirements(words: Set<string>, requirements: Requirement[]): Requirement[] {
  return requirements
    .slice(0, 80)
    .map((r) => ({ r, hits: overlap(words, contentWords(`${r.keyword} ${r.asked ?? ""}`)) }))
    .filter((x) => x.hits > 0)
    .sort(
      (a, b) => Number(b.r.evidence !== null) - Number(a.r.evidence !== null) || b.hits - a.hits,
    )
    .map((x) => x.r);
}

/** Résumé lines to tell: evidence for what the question touches, then lines sharing its words. */
function storyLines(words: Set<string>, resumeText: string, touched: Requirement[]) {
  const evidence = touched.flatMap((r) =>
    r.evidence && isSayable(r.evidence) ? [r.evidence] : [],
  );
  const related = narrativeLines(resumeText)
    .slice(0, 200)
    .map((line) => ({ line, hits: overlap(contentWords(line), words) }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((x) => x.line);
  const lines = distinct([...evidence, ...related]);
  if (lines.length > 0) return { lines: lines.slice(0, MAX_LINES), isOnTopic: true };
  return { lines: narrativeLines(resumeText).slice(0, 1), isOnTopic: false };
}

function followUpFor(touched: Requirement[], lines: string[], name: (r: Requirement) => string) {
  const told = lines.map(contentWords);
  const shown = touched.find(
    (r) => r.evidence !== null || told.some((words) => overlap(words, contentWords(r.keyword)) > 0),
  );
  if (shown)
    return `Can you give another example of ${name(shown)}, and what you would do differently?`;
  if (lines.some((line) => /\d/.test(line)))
    return "How did you measure that result, and who else was involved?";
  if (lines.length > 0) return "What was the hardest part of that work, and how did you handle it?";
  return null;
}

const GUIDANCE =
  "I would answer this with one specific example from my own work: the situation, what I did, and what changed as a result.";

/** A first-person suggested reply, at most six key points and a likely follow-up. */
export function suggestInterviewAnswer(input: AssistInput): AssistAnswer {
  const resumeText = boundedText(input.resumeText);
  const words = contentWords(input.question);
  const qa = closestQa(words, input.qa);
  const touched = touchedRequirements(words, input.requirements);
  const { lines, isOnTopic } = storyLines(words, resumeText, touched);
  const wording = makeWording([input.job?.description ?? "", input.job?.title ?? "", resumeText]);
  const name = (r: Requirement) => proseName(r, wording);
  const passages = input.passages.slice(0, 2);

  const parts: string[] = [];
  if (qa) parts.push(tidy(qa.answer));
  const told = lines.filter((line) => !qa || !qa.answer.includes(shortQuote(line, 40)));
  told.forEach((line, index) => {
    // A line that shares no word with the question is offered as an example, not an answer.
    const lead =
      index > 0 || qa ? "For example, " : isOnTopic ? "" : "One example from my own work: ";
    parts.push(`${lead}${sayLine(line)}`.trim());
  });
  for (const passage of passages)
    parts.push(`From my notes (${passage.source}): “${shortQuote(passage.text, 240)}”`);
  if (parts.length === 0) parts.push(GUIDANCE);

  const keyPoints = [
    ...touched.filter((r) => r.evidence).map((r) => `${name(r)}: ${shortQuote(r.evidence!)}`),
    ...lines.map((line) => shortQuote(line)),
    ...passages.map((p) => `${p.source}: ${shortQuote(p.text, 90)}`),
    ...(qa ? [`Prepared answer: ${shortQuote(qa.question, 80)}`] : []),
  ];
  return {
    answer: parts.join("\n\n"),
    keyPoints: distinct(keyPoints).slice(0, 6),
    followUp: followUpFor(touched, lines, name),
  };
}
