"use client";
import { useId, useRef, useState } from "react";
import { Loader2Icon, PlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { extractJob } from "@/lib/client/extract";
import { BULK_SLOW_HINT, useSlowHint } from "@/lib/client/slow-hint";
import { createJob } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import { JOB_URL_MAX_LENGTH, toNewJob, type JobFormValues } from "@/lib/dashboard/new-job";
import {
  BULK_CRASHED,
  BULK_START_ROWS,
  extractedToFormValues,
  extractFailureMessage,
  removeRow,
  rowsToExtract,
  settleRows,
  summariseBulkResults,
  type BulkOutcome,
  type BulkRow,
} from "@/lib/jobs/bulk-extract";

/** Extracts one URL and saves it as a job; the outcome carries the message to show under it. */
async function extractAndCreate(row: BulkRow): Promise<BulkOutcome> {
  const url = row.url.trim();
  let values: JobFormValues;
  try {
    values = extractedToFormValues(await extractJob(url), url);
  } catch (error) {
    return { id: row.id, error: extractFailureMessage(error) };
  }
  try {
    await createJob(toNewJob(values));
    return { id: row.id, error: null };
  } catch {
    return { id: row.id, error: "Failed to save job" };
  }
}

function showSummary(outcomes: BulkOutcome[]) {
  const failed = outcomes.filter((outcome) => outcome.error !== null).length;
  const { kind, message } = summariseBulkResults(outcomes.length - failed, failed);
  if (kind === "success") toastSuccess(message);
  else if (kind === "error") toastError(message);
  else toast({ title: "Partially completed", description: message });
}

/** 'Bulk URL Extraction' (spec 1 §2, §4): each URL becomes a job without a review step. */
export function BulkUrlExtract() {
  const id = useId();
  const nextRowId = useRef(BULK_START_ROWS);
  const [rows, setRows] = useState<BulkRow[]>(() =>
    Array.from({ length: BULK_START_ROWS }, (_, index) => ({ id: index, url: "", error: null })),
  );
  const [isExtracting, setIsExtracting] = useState(false);
  useSlowHint(isExtracting, BULK_SLOW_HINT);

  const emptyRow = (): BulkRow => ({ id: nextRowId.current++, url: "", error: null });

  const updateUrl = (rowId: number, url: string) =>
    setRows((current) =>
      current.map((row) => (row.id === rowId ? { ...row, url, error: null } : row)),
    );

  const extractAll = async () => {
    const targets = rowsToExtract(rows);
    if (targets.length === 0) {
      toastError("Please enter at least one URL");
      return;
    }
    setIsExtracting(true);
    try {
      const outcomes = await Promise.all(targets.map(extractAndCreate));
      setRows((current) => settleRows(current, outcomes, emptyRow));
      showSummary(outcomes);
    } catch {
      toastError(BULK_CRASHED);
    } finally {
      setIsExtracting(false);
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Job URLs">
        {rows.map((row, index) => {
          const inputId = `${id}-url-${row.id}`;
          const errorId = `${inputId}-error`;
          return (
            <li key={row.id} className="grid gap-1">
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  data-testid="bulk-url-input"
                  type="url"
                  inputMode="url"
                  maxLength={JOB_URL_MAX_LENGTH}
                  placeholder={`Job URL ${index + 1}`}
                  aria-label={`Job URL ${index + 1}`}
                  value={row.url}
                  onChange={(event) => updateUrl(row.id, event.target.value)}
                  aria-invalid={row.error ? true : undefined}
                  aria-describedby={row.error ? errorId : undefined}
                  className="aria-invalid:border-destructive"
                />
                {rows.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    data-testid="bulk-url-remove"
                    aria-label={`Remove job URL ${index + 1}`}
                    disabled={isExtracting}
                    onClick={() => setRows((current) => removeRow(current, row.id))}
                  >
                    <XIcon aria-hidden />
                  </Button>
                )}
              </div>
              {row.error && (
                <p id={errorId} data-testid="bulk-url-error" className="text-sm text-destructive">
                  {row.error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          data-testid="bulk-url-add"
          disabled={isExtracting}
          onClick={() => setRows((current) => [...current, emptyRow()])}
        >
          <PlusIcon aria-hidden />
          Add URL
        </Button>
        <Button data-testid="bulk-url-extract-all" disabled={isExtracting} onClick={extractAll}>
          {isExtracting && <Loader2Icon className="animate-spin" aria-hidden />}
          {isExtracting ? "Extracting…" : "Extract All"}
        </Button>
      </div>
    </div>
  );
}
