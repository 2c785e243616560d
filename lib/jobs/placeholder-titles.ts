// Titles the app gives a job when the user gave none (spec 1 §4 Quick start, §5 defaults).
export const UNTITLED_JOB = "Untitled";
export const QUICK_START_JOB_TITLE = "Quick Start Job";

/** The job's real title, or "" when it only carries one of our placeholders. */
export function realJobTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === UNTITLED_JOB || trimmed === QUICK_START_JOB_TITLE ? "" : trimmed;
}
