import type { JobSummary } from "@/lib/types";

let counter = 0;

export function makeJob(overrides: Partial<JobSummary> = {}): JobSummary {
  counter += 1;
  return {
    id: `job-${counter}`,
    title: `Job ${counter}`,
    company: `Company ${counter}`,
    description: "A role.",
    url: null,
    salary: "",
    location: null,
    status: "prospect",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}
