// SWR keys: the API path of each resource.
export const keys = {
  user: "/api/auth/user",
  jobs: "/api/jobs",
  job: (id: string) => `/api/jobs/${id}`,
  transcripts: (jobId: string) => `/api/jobs/${jobId}/transcripts`,
  masterResume: "/api/master-resume",
  snapshot: "/api/professional-snapshot",
};
