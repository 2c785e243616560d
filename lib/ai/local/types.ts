import type { FitResult } from "@/lib/match";

/** What the local engine works from: the master résumé, the job and its fit (lib/match). */
export type LocalInput = {
  resumeText: string;
  job: { title: string; company: string; description: string };
  fit: FitResult;
};
