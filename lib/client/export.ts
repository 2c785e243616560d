"use client";
import type { ExportDocument, ExportFormat } from "../export/types";
import { apiRequest } from "./fetcher";
import { keys } from "./keys";
import { saveFile } from "./save-file";

/** The file name in a Content-Disposition header: the RFC 5987 form first, else the plain one. */
export function attachmentFileName(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: use the plain name
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads the job's saved tailored résumé or cover letter as a file; a failure throws the
 * server's HttpError (404 "Generate … first", 413 too long) for the caller to show.
 */
export async function downloadJobDocument(
  jobId: string,
  kind: ExportDocument,
  format: ExportFormat,
): Promise<string> {
  const query = new URLSearchParams({ document: kind, format });
  const response = await apiRequest("GET", `${keys.job(jobId)}/export?${query}`);
  const blob = await response.blob();
  const fileName = attachmentFileName(
    response.headers.get("content-disposition"),
    `${kind}.${format}`,
  );
  saveFile(fileName, blob);
  return fileName;
}
