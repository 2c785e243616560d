import { z } from "zod";

export const extractJobSchema = z.object({
  url: z
    .string({ error: "Please enter a job URL" })
    .trim()
    .min(1, "Please enter a job URL")
    .max(2000, "URL must be at most 2000 characters"),
});
