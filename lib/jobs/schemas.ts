import { z } from "zod";
import { LIMITS } from "./limits";
import { JOB_STATUSES, VERSIONED_DOCUMENTS } from "../types";

export { LIMITS };

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

const httpUrl = z
  .string({ error: "URL must be text" })
  .trim()
  .max(LIMITS.url, `URL must be at most ${LIMITS.url} characters`)
  .refine(
    (value) => value === "" || /^https?:\/\/\S+$/i.test(value),
    "URL must start with http:// or https://",
  );

export const DEMO_JOB_REFUSED = "Demo jobs cannot be added to workbench";

/** POST /api/jobs, with the defaults of spec 1 §5. */
export const createJobSchema = z
  .object({
    title: text("Title", LIMITS.title).optional().nullable(),
    company: text("Company", LIMITS.company).optional().nullable(),
    salary: text("Salary", LIMITS.salary).optional().nullable(),
    url: httpUrl.optional().nullable(),
    location: text("Location", LIMITS.title).optional().nullable(),
    description: text("Job description", LIMITS.description).refine(
      (value) => value.trim().length > 0,
      "Job description is required",
    ),
    // A Discover result added from the screen names where it came from (spec 2 §4):
    // demo jobs ("demo-" ids, contract_type "demo") are examples, never real jobs.
    sourceId: text("Source id", LIMITS.url).optional().nullable(),
    contract_type: text("Contract type", 50).optional().nullable(),
  })
  .refine((job) => !job.sourceId?.startsWith("demo-") && job.contract_type !== "demo", {
    message: DEMO_JOB_REFUSED,
  });

export type CreateJobInput = z.infer<typeof createJobSchema>;

export const updateJobSchema = z
  .object({
    status: z.enum(JOB_STATUSES, {
      error: `Status must be one of: ${JOB_STATUSES.join(", ")}`,
    }),
    description: text("Job description", LIMITS.description).refine(
      (value) => value.trim().length > 0,
      "Job description is required",
    ),
  })
  .partial()
  .refine((value) => value.status !== undefined || value.description !== undefined, {
    message: "Send a status or a description to update",
  });

export const tailoredResumeSchema = z.object({ text: text("Résumé", LIMITS.tailoredResume) });
export const coverLetterSchema = z.object({ text: text("Cover letter", LIMITS.coverLetter) });

/** GET /api/jobs/{id}/versions?document=... */
export const versionsQuerySchema = z.object({
  document: z.enum(VERSIONED_DOCUMENTS, {
    error: `Document must be one of: ${VERSIONED_DOCUMENTS.join(", ")}`,
  }),
});
