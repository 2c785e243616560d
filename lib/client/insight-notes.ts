import type { DeliveryFigures, InsightCoverage, InsightNote, InsightNotes } from "./insight-types";

// Spec 2 §3: list values may be arrays or newline-separated text with bullet marks.
const BULLET = /^\s*(?:[-*•·]|\d{1,3}[.)])\s*/;
const MAX_ITEMS = 200;

function stripBullet(line: string): string {
  return line.replace(BULLET, "").trim();
}

function asText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function asNote(value: unknown): InsightNote | null {
  if (typeof value === "string") {
    const text = stripBullet(value);
    return text ? { text, quote: null } : null;
  }
  if (value && typeof value === "object") {
    const { text, quote } = value as { text?: unknown; quote?: unknown };
    const body = typeof text === "string" ? stripBullet(text) : "";
    if (!body) return null;
    return { text: body, quote: typeof quote === "string" && quote.trim() ? quote.trim() : null };
  }
  return null;
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS);
  if (typeof value === "string") return value.split("\n").slice(0, MAX_ITEMS);
  return [];
}

export function readNoteList(value: unknown): InsightNote[] {
  return asList(value)
    .map(asNote)
    .filter((note): note is InsightNote => note !== null);
}

export function readTextList(value: unknown): string[] {
  return readNoteList(value).map((note) => note.text);
}

function readDelivery(value: unknown): DeliveryFigures | null {
  if (!value || typeof value !== "object") return null;
  const figures = value as Partial<DeliveryFigures>;
  if (typeof figures.words !== "number") return null;
  return {
    words: figures.words,
    candidateShare: typeof figures.candidateShare === "number" ? figures.candidateShare : 0,
    wordsPerMinute: typeof figures.wordsPerMinute === "number" ? figures.wordsPerMinute : null,
    fillersPerMinute:
      typeof figures.fillersPerMinute === "number" ? figures.fillersPerMinute : null,
    fillerCount: typeof figures.fillerCount === "number" ? figures.fillerCount : 0,
    longestAnswerWords:
      typeof figures.longestAnswerWords === "number" ? figures.longestAnswerWords : 0,
    answers: (Array.isArray(figures.answers) ? figures.answers : [])
      .filter(
        (answer) =>
          typeof answer?.words === "number" &&
          typeof answer.structure === "object" &&
          answer.structure !== null,
      )
      .slice(0, MAX_ITEMS),
  };
}

function readCoverage(value: unknown): InsightCoverage | null {
  if (!value || typeof value !== "object") return null;
  const { demonstrated, untouched } = value as { demonstrated?: unknown; untouched?: unknown };
  return {
    demonstrated: (Array.isArray(demonstrated) ? demonstrated : [])
      .filter(
        (item): item is { requirement: string; quote: string } =>
          typeof item?.requirement === "string" && typeof item?.quote === "string",
      )
      .slice(0, MAX_ITEMS),
    untouched: readTextList(untouched),
  };
}

const EMPTY: InsightNotes = {
  summary: "",
  strengths: [],
  gaps: [],
  improvements: [],
  followUpQuestions: [],
  additionalNotes: "",
  delivery: null,
  questions: [],
  coverage: null,
};

/**
 * The plain-text form: the summary comes from a "summary:" label, otherwise the first
 * paragraph; the remaining paragraphs become additional notes.
 */
function readTextNotes(text: string): InsightNotes {
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const labelled = paragraphs.findIndex((paragraph) => /^summary:/i.test(paragraph));
  const summaryIndex = labelled >= 0 ? labelled : 0;
  const summary = (paragraphs[summaryIndex] ?? "").replace(/^summary:/i, "").trim();
  const rest = paragraphs.filter((_, index) => index !== summaryIndex);
  return { ...EMPTY, summary, additionalNotes: rest.join("\n\n") };
}

/** Notes as stored, in either form of spec 2 §3, read into the one shape the screen shows. */
export function readNotes(notes: unknown): InsightNotes {
  if (typeof notes === "string") return readTextNotes(notes);
  if (!notes || typeof notes !== "object") return EMPTY;
  const value = notes as Record<string, unknown>;
  return {
    summary: asText(value.summary),
    strengths: readNoteList(value.strengths),
    gaps: readNoteList(value.gaps),
    improvements: readNoteList(value.improvements),
    followUpQuestions: readTextList(value.followUpQuestions),
    additionalNotes: asText(value.additionalNotes),
    delivery: readDelivery(value.delivery),
    questions: readTextList(value.questions),
    coverage: readCoverage(value.coverage),
  };
}
