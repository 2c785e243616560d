"use client";
import type { RestoredVersion } from "../types";
import { apiJson } from "./fetcher";
import { keys } from "./keys";
import { storeJob } from "./mutations";

/** Makes a kept version the current text; the answer names the version it replaced (undo). */
export async function restoreVersion(jobId: string, versionId: string): Promise<RestoredVersion> {
  const restored = await apiJson<RestoredVersion>(
    "POST",
    `${keys.job(jobId)}/versions/${encodeURIComponent(versionId)}/restore`,
  );
  await storeJob(restored.job);
  return restored;
}
