import { z } from "zod";
import { MAX_RESUME_TEXT } from "./limits";

export const resumeTextSchema = z.object({
  resumeText: z
    .string({ error: "Please add resume content first" })
    .max(MAX_RESUME_TEXT, "Résumé text must be at most 200,000 characters")
    .refine((value) => value.trim().length > 0, "Please add resume content first"),
});
