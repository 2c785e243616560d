import type { VersionedDocument } from "../types";

// SWR keys: the API path of each resource.
export const keys = {
  user: "/api/auth/user",
  jobs: "/api/jobs",
  job: (id: string) => `/api/jobs/${id}`,
  transcripts: (jobId: string) => `/api/jobs/${jobId}/transcripts`,
  versions: (jobId: string, document: VersionedDocument) =>
    `/api/jobs/${jobId}/versions?document=${document}`,
  fit: (jobId: string) => `/api/jobs/${jobId}/fit`,
  masterResume: "/api/master-resume",
  snapshot: "/api/professional-snapshot",
  aiStatus: "/api/ai/status",
};

/** Whether an SWR key is one job's detail (not the list, nor a job's sub-resource). */
export const isJobDetailKey = (key: unknown) =>
  typeof key === "string" && /^\/api\/jobs\/[^/?]+$/.test(key);
