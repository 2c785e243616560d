import { z } from "zod";
import { EXPORT_DOCUMENTS, EXPORT_FORMATS } from "./types";

/** GET /api/jobs/{id}/export?document=resume|cover-letter&format=docx|pdf */
export const exportQuerySchema = z.object({
  document: z.enum(EXPORT_DOCUMENTS, {
    error: "Choose the document to download: document=resume or document=cover-letter.",
  }),
  format: z.enum(EXPORT_FORMATS, {
    error: "Choose the file format: format=docx or format=pdf.",
  }),
});
