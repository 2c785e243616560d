"use client";
import type { SimulatorMessage } from "./use-interview-session";

/**
 * Where the post-interview scorecard goes (issue 11: per answer, the deterministic analysis
 * of lib/interview shared with Interview Insight). That module lands on another branch; it
 * is wired here after the merge. Until then nothing is shown.
 */
export function ScorecardSlot(props: {
  messages: SimulatorMessage[];
  mode: "text" | "voice";
  jobId: string;
}) {
  void props;
  return null;
}
