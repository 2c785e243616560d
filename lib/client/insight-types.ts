/** The shapes of the Interview Insight API as the browser reads them (lib/interview/types.ts). */
import type {
  AnswerFigures,
  Coverage,
  Delivery,
  InsightConfig,
  InsightSession as StoredSession,
} from "@/lib/interview/types";

export type { AnswerFigures, InsightConfig };
export type DeliveryFigures = Delivery;
export type InsightCoverage = Coverage;

/** A note as shown: older plain-text notes have no quote. */
export type InsightNote = { text: string; quote: string | null };

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

/** Notes arrive in the object form, or the older plain-text form (spec 2 §3): read through readNotes. */
export type InsightSession = Omit<StoredSession, "notes"> & { notes: unknown };
