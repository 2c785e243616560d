/** The shapes of the Interview Insight API as the browser reads them (issue 10). */
export type InsightNote = { text: string; quote: string | null };

export type AnswerFigures = {
  question?: string;
  words: number;
  fillerCount?: number;
  hasSituation?: boolean;
  hasAction?: boolean;
  hasResult?: boolean;
  isResultMeasurable?: boolean;
};

export type DeliveryFigures = {
  words: number;
  candidateShare: number;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  fillerCount: number;
  longestAnswerWords: number;
  answers: AnswerFigures[];
};

export type InsightCoverage = {
  demonstrated: { requirement: string; quote: string }[];
  untouched: string[];
};

export type InsightNotes = {
  summary: string;
  strengths: InsightNote[];
  gaps: InsightNote[];
  improvements: InsightNote[];
  followUpQuestions: string[];
  additionalNotes: string;
  delivery: DeliveryFigures | null;
  questions: string[];
  coverage: InsightCoverage | null;
};

export type InsightSession = {
  id: string;
  createdAt: string;
  updatedAt: string;
  jobId: string | null;
  job: { id: string; title: string; company: string } | null;
  transcript: string;
  /** The object form, or the older plain-text form (spec 2 §3); read through readNotes. */
  notes: unknown;
  durationSeconds: number | null;
};

export type InsightConfig = { transcription: boolean; settings: string[] };
