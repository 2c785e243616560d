"use client";
import { apiJson } from "./fetcher";

/** The answer of POST /api/extract-job (spec 1 §3); a page may lack any field but the text. */
export type ExtractedJob = {
  title: string | null;
  company: string | null;
  description: string;
  salary: string | null;
};

export function extractJob(url: string): Promise<ExtractedJob> {
  return apiJson<ExtractedJob>("POST", "/api/extract-job", { url });
}
