"use client";
import { useId, useState } from "react";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { extractJob } from "@/lib/client/extract";
import { SINGLE_SLOW_HINT, useSlowHint } from "@/lib/client/slow-hint";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import { JOB_URL_MAX_LENGTH, type JobFormValues } from "@/lib/dashboard/new-job";
import { extractedToFormValues, extractFailureMessage } from "@/lib/jobs/bulk-extract";

/**
 * 'Extract from Job URL' (spec 1 §2, §4): the extracted details go to the manual form for
 * review rather than being saved at once.
 */
export function UrlExtractForm({ onExtracted }: { onExtracted: (values: JobFormValues) => void }) {
  const inputId = useId();
  const [url, setUrl] = useState("");
  const [isExtracting, setIsExtracting] = useState(false);
  useSlowHint(isExtracting, SINGLE_SLOW_HINT);

  const extract = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      toastError("Please enter a job URL");
      return;
    }
    setIsExtracting(true);
    try {
      const job = await extractJob(trimmed);
      onExtracted(extractedToFormValues(job, trimmed));
      setUrl("");
      toastSuccess("Job details extracted successfully");
    } catch (error) {
      toastError(extractFailureMessage(error));
    } finally {
      setIsExtracting(false);
    }
  };

  return (
    <form onSubmit={extract} noValidate className="grid gap-1.5" aria-label="Extract from job URL">
      <Label htmlFor={inputId}>Extract from Job URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          data-testid="job-url-extract-input"
          type="url"
          inputMode="url"
          maxLength={JOB_URL_MAX_LENGTH}
          placeholder="https://company.com/careers/role"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" data-testid="job-url-extract" disabled={isExtracting}>
          {isExtracting && <Loader2Icon className="animate-spin" aria-hidden />}
          {isExtracting ? "Extracting…" : "Extract"}
        </Button>
      </div>
    </form>
  );
}
