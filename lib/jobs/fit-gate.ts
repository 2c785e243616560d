// Shared by the server (GET /api/jobs/{id}/fit) and the browser (the Generate dialogs).

/** Under this score (0-100), Generate and Generate All ask before writing for the job. */
export const FIT_GATE_THRESHOLD = 30;

/** A poor fit is a scored one under the threshold; a job with nothing to score is not judged. */
export function isPoorFit({ isScored, score }: { isScored: boolean; score: number }): boolean {
  return isScored && score < FIT_GATE_THRESHOLD;
}

/** Generate asks only before the first text is written for a job: after that the user chose. */
export function hasWrittenMaterial(job: {
  resume: unknown;
  coverLetter: unknown;
  questions: unknown[];
}): boolean {
  return job.resume !== null || job.coverLetter !== null || job.questions.length > 0;
}
