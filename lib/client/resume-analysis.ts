"use client";
import { mutate } from "swr";
import { apiJson } from "./fetcher";
import { keys } from "./keys";

/**
 * Runs the résumé keyword analysis; the server saves keywords, skills and job titles, and
 * writes the professional snapshot's summary from them.
 */
export async function analyzeResumeKeywords(resumeText: string) {
  const result = await apiJson<{ keywords: string[]; skills: string[] }>(
    "POST",
    "/api/analyze-keywords",
    {
      resumeText,
    },
  );
  await Promise.all([mutate(keys.masterResume), mutate(keys.snapshot)]);
  return result;
}
