/** Interview Insight's limits (spec 2 §9, issue 10 "Bad input"). */
export const INSIGHT_LIMITS = {
  /** The upload the server accepts, before compression to the transcription limit. */
  audioBytes: 150 * 1024 * 1024,
  transcriptChars: 200_000,
  /** A 200,000-character transcript is at most 800 KB in UTF-8, plus the jobId. */
  fieldsBytes: 1024 * 1024,
  questionsPerAdd: 50,
  questionChars: 1_000,
  /** Questions a job's Q&A may hold after an add. */
  questionsPerJob: 100,
  sessionsListed: 200,
};
