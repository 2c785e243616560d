import type { JobType, WorkArrangement } from "@/lib/discover/types";

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  any: "Any job type",
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

export const WORK_ARRANGEMENT_LABELS: Record<WorkArrangement, string> = {
  any: "Any arrangement",
  remote: "Remote",
  hybrid: "Hybrid",
  "in-person": "In-person",
};

// Source names as their owners write them; an unknown one is shown as sent.
const SOURCE_LABELS: Record<string, string> = {
  remotive: "Remotive",
  arbeitnow: "Arbeitnow",
  themuse: "The Muse",
  remoteok: "RemoteOK",
  greenhouse: "Greenhouse",
  lever: "Lever",
  ashby: "Ashby",
  adzuna: "Adzuna",
  usajobs: "USAJOBS",
  jooble: "Jooble",
  demo: "Demo listing",
};

export const sourceLabel = (source: string) => SOURCE_LABELS[source.toLowerCase()] ?? source;

/** Badge text of contract_type and contract_time ("full_time" reads "Full time"). */
export function badgeLabel(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
