import type { JobStatus } from "@/lib/types";

/** Spec 1 §2: on small screens only the Prospect section starts open. */
export const INITIAL_OPEN_SECTIONS: JobStatus[] = ["prospect"];

/** Opens the focused section (from a dashboard tile) without closing the others. */
export function withSectionOpen(open: string[], status: JobStatus | null): string[] {
  return status && !open.includes(status) ? [...open, status] : open;
}
