"use client";
import { ChevronDownIcon, SaveIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Textarea } from "@/components/ui/textarea";
import { updateJobDescription } from "@/lib/client/mutations";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import { useUnsavedChanges } from "@/lib/client/unsaved-changes";
import type { JobDetail } from "@/lib/types";
import { readingTimeLabel } from "./reading-time";

export function JobDescriptionEditor({ job }: { job: JobDetail }) {
  const [draft, setDraft] = useState(job.description);
  const [stored, setStored] = useState(job.description);
  const [isSaving, setSaving] = useState(false);
  // The draft follows the stored job when it changes underneath (after a save or a refresh).
  if (job.description !== stored) {
    setStored(job.description);
    setDraft(job.description);
  }
  const isDirty = draft !== job.description;
  useUnsavedChanges(isDirty);
  const canSave = !isSaving && isDirty && draft.trim() !== "";

  const save = async () => {
    setSaving(true);
    try {
      await updateJobDescription(job.id, draft);
      toastSuccess("Job description saved successfully");
    } catch {
      toastError("Failed to save job description");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Collapsible defaultOpen className="rounded-xl border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <CollapsibleTrigger className="group flex min-w-0 flex-1 items-center gap-2 rounded-sm text-left text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <ChevronDownIcon
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=closed]:-rotate-90"
          />
          Job Description
        </CollapsibleTrigger>
        <span
          className="shrink-0 text-xs text-muted-foreground"
          data-testid="job-description-reading-time"
        >
          {readingTimeLabel(draft)}
        </span>
      </div>
      <CollapsibleContent className="space-y-3 border-t px-4 pt-3 pb-4">
        <Textarea
          aria-label="Job description"
          data-testid="job-description-editor"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-48 resize-y leading-relaxed"
        />
        <div className="flex justify-end">
          <Button size="sm" onClick={save} disabled={!canSave} data-testid="job-description-save">
            <SaveIcon aria-hidden />
            {isSaving ? "Saving..." : "Save"}
          </Button>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
