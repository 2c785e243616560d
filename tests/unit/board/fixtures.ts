import type { JobDetail, JobStatus, JobSummary } from "@/lib/types";

let counter = 0;

export function makeJob(overrides: Partial<JobSummary> = {}): JobSummary {
  counter += 1;
  return {
    id: `job-${counter}`,
    title: `Engineer ${counter}`,
    company: "Acme",
    description: "Build reliable systems.",
    url: null,
    salary: "",
    location: null,
    status: "prospect" as JobStatus,
    createdAt: "2026-03-01T10:00:00Z",
    updatedAt: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJob(),
    analysis: null,
    resume: null,
    coverLetter: null,
    questions: [],
    staleness: { analysis: null, resume: null, coverLetter: null, questions: null },
    handEdits: { resume: false, coverLetter: false },
    ...overrides,
  };
}
