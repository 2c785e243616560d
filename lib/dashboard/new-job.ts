import type { NewJob } from "../client/mutations";
import { UNTITLED_JOB } from "../jobs/placeholder-titles";

/** Spec 1 §9: URL inputs hold at most 2000 characters. */
export const JOB_URL_MAX_LENGTH = 2000;
export const DESCRIPTION_REQUIRED = "Job description is required";

export type JobFormValues = {
  title: string;
  company: string;
  salary: string;
  url: string;
  description: string;
};
export const EMPTY_JOB_FORM: JobFormValues = {
  title: "",
  company: "",
  salary: "",
  url: "",
  description: "",
};

/** The error to show, or null when the form can be saved (spec 1 §5). */
export function validateJobForm(values: JobFormValues): string | null {
  return values.description.trim() ? null : DESCRIPTION_REQUIRED;
}

/** Applies the defaults of spec 1 §5: title 'Untitled', company '—', url null when blank, salary ''. */
export function toNewJob(values: JobFormValues): NewJob {
  return {
    title: values.title.trim() || UNTITLED_JOB,
    company: values.company.trim() || "—",
    description: values.description.trim(),
    url: values.url.trim() || null,
    salary: values.salary.trim(),
  };
}
