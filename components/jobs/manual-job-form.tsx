"use client";
import { useId, useState } from "react";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { createJob } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import {
  EMPTY_JOB_FORM,
  JOB_URL_MAX_LENGTH,
  toNewJob,
  validateJobForm,
  type JobFormValues,
} from "@/lib/dashboard/new-job";

type TextField = Exclude<keyof JobFormValues, "description">;

const TEXT_FIELDS: { name: TextField; label: string; placeholder: string; testId: string }[] = [
  {
    name: "title",
    label: "Job Title",
    placeholder: "e.g. Senior Frontend Engineer",
    testId: "job-title-input",
  },
  { name: "company", label: "Company", placeholder: "e.g. Acme Corp", testId: "job-company-input" },
  {
    name: "salary",
    label: "Salary Range",
    placeholder: "e.g. $120k – $150k",
    testId: "job-salary-input",
  },
  { name: "url", label: "Job URL (optional)", placeholder: "https://…", testId: "job-url-input" },
];

/**
 * Entering a job by hand (spec 1 §2 Add-job form, "Or Enter Manually"). The values may be
 * controlled by the host, so that URL extraction can fill the fields for review.
 */
export function ManualJobForm({
  onSaved,
  values: controlledValues,
  onValuesChange,
}: {
  onSaved: (jobId: string) => void;
  values?: JobFormValues;
  onValuesChange?: (values: JobFormValues) => void;
}) {
  const id = useId();
  const [ownValues, setOwnValues] = useState<JobFormValues>(EMPTY_JOB_FORM);
  const values = controlledValues ?? ownValues;
  const setValues = onValuesChange ?? setOwnValues;
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const update = (name: keyof JobFormValues, value: string) => {
    setValues({ ...values, [name]: value });
    if (name === "description" && error) setError(null);
  };

  const clear = () => {
    setValues(EMPTY_JOB_FORM);
    setError(null);
    toast({ title: "Fields Cleared" });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateJobForm(values);
    if (problem) {
      setError(problem);
      toastError(problem);
      return;
    }
    setIsSaving(true);
    try {
      const job = await createJob(toNewJob(values));
      setValues(EMPTY_JOB_FORM);
      toastSuccess("Job saved successfully. Opening workbench...");
      onSaved(job.id);
    } catch {
      toastError("Failed to save job");
    } finally {
      setIsSaving(false);
    }
  };

  const descriptionId = `${id}-description`;
  // An extraction may fill the description from outside; the stale error goes with it.
  const descriptionError = values.description.trim() ? null : error;
  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Enter job manually">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              data-testid={field.testId}
              type={field.name === "url" ? "url" : "text"}
              inputMode={field.name === "url" ? "url" : undefined}
              maxLength={field.name === "url" ? JOB_URL_MAX_LENGTH : undefined}
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={descriptionId}>
          Job Description <span className="text-destructive">*</span>
        </Label>
        <Textarea
          id={descriptionId}
          data-testid="job-description-input"
          rows={8}
          placeholder="Paste the full job description here…"
          value={values.description}
          onChange={(event) => update("description", event.target.value)}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="aria-invalid:border-destructive"
        />
        {descriptionError && (
          <p id={`${descriptionId}-error`} role="alert" className="text-sm text-destructive">
            {descriptionError}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={clear}
          data-testid="job-clear"
          disabled={isSaving}
        >
          Clear All
        </Button>
        <Button type="submit" data-testid="job-save" disabled={isSaving}>
          {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
          {isSaving ? "Saving…" : "Save Job"}
        </Button>
      </div>
    </form>
  );
}
