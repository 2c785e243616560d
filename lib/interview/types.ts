/**
 * The shapes of Interview Insight, shared by the API (lib/interview, app/api/interview-insight)
 * and the screen (components/insight). Every number here is computed by lib/interview,
 * never by a model; a model may only write the prose (summary, note texts, additional notes).
 */

/** One turn of a transcript: who spoke and what they said. */
export type Speaker = "interviewer" | "candidate";
export type Turn = { speaker: Speaker; text: string };

/** A coaching note and the transcript line it rests on (verbatim, trimmed). */
export type Note = { text: string; quote: string };

/** Whether an answer tells a situation, an action and a result, and if the result is a number. */
export type AnswerStructure = {
  situation: boolean;
  action: boolean;
  result: boolean;
  measurableResult: boolean;
};

/** The figures of one candidate answer, in transcript order. */
export type AnswerFigures = {
  /** The interviewer's question this answers ("" when the answer came first). */
  question: string;
  words: number;
  fillerCount: number;
  /** null when the session's duration is unknown (pasted transcripts). */
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  structure: AnswerStructure;
};

export type Delivery = {
  /** Words the candidate said. */
  words: number;
  /** The candidate's share of all words spoken, 0..1. */
  candidateShare: number;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  fillerCount: number;
  longestAnswerWords: number;
  answers: AnswerFigures[];
};

/** With a job attached: which of its requirements the answers showed, with the quote. */
export type Coverage = {
  demonstrated: { requirement: string; quote: string }[];
  untouched: string[];
};

/** The object form of spec 2 §3's notes, plus the figures this app adds. */
export type InsightNotes = {
  summary: string;
  strengths: Note[];
  gaps: Note[];
  improvements: Note[];
  followUpQuestions: string[];
  additionalNotes: string;
  delivery: Delivery;
  /** The questions the interviewer actually asked, in order. */
  questions: string[];
  coverage: Coverage | null;
};

/** One interview session as every /api/interview-insight answer carries it. */
export type InsightSession = {
  id: string;
  createdAt: string;
  updatedAt: string;
  jobId: string | null;
  job: { id: string; title: string; company: string } | null;
  transcript: string;
  notes: InsightNotes;
  /** Seconds of audio when the session came from audio; null for a pasted transcript. */
  durationSeconds: number | null;
};

/** GET /api/interview-insight/config: whether audio can be transcribed, and the settings that enable it. */
export type InsightConfig = {
  transcription: boolean;
  settings: ["TRANSCRIPTION_BASE_URL", "OPENAI_API_KEY"];
};

/**
 * Every error answer, as the whole app sends it (lib/api/errors.ts): `{ message }`, a
 * sentence to show as is. POST /api/interview-insight/{id}/questions answers
 * `{ added: number, questions: string[] }` (the questions newly added to the job's Q&A).
 */
export type InsightError = { message: string };
export type AddQuestionsResult = { added: number; questions: string[] };
