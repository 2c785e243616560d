"use client";
import {
  CopyIcon,
  FileTextIcon,
  Loader2Icon,
  MailIcon,
  RefreshCwIcon,
  SaveIcon,
  SparklesIcon,
  SquareIcon,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { copyToClipboard } from "@/lib/client/clipboard";
import { isUnauthorized } from "@/lib/client/fetcher";
import { saveJobText } from "@/lib/client/job-text";
import type { JobTextKind } from "@/lib/client/stream-text";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import { DownloadMenu, downloadBlocker } from "./download-menu";
import { useAutoGrow } from "./use-auto-grow-editor";
import { useStreamedDraft } from "./use-streamed-draft";

type EditorTexts = {
  icon: LucideIcon;
  title: string;
  emptyText: string;
  placeholder: string;
  writing: string;
  saved: string;
  saveFailed: string;
  copied: string;
};

const EDITOR_TEXTS: Record<JobTextKind, EditorTexts> = {
  resume: {
    icon: FileTextIcon,
    title: "Tailored Résumé",
    emptyText:
      "No tailored résumé yet. Generate one from your master résumé and this job, or write your own below.",
    placeholder: "Your tailored résumé appears here. You can also write or paste your own.",
    writing: "Writing your tailored résumé…",
    saved: "Résumé saved successfully",
    saveFailed: "Failed to save résumé",
    copied: "The tailored résumé is on your clipboard.",
  },
  "cover-letter": {
    icon: MailIcon,
    title: "Cover Letter",
    emptyText:
      "No cover letter yet. Generate one from your master résumé and this job, or write your own below.",
    placeholder: "Your cover letter appears here. You can also write or paste your own.",
    writing: "Writing your cover letter…",
    saved: "Cover letter saved successfully",
    saveFailed: "Failed to save cover letter",
    copied: "The cover letter is on your clipboard.",
  },
};

function useSaveDraft(jobId: string, kind: JobTextKind) {
  const [isSaving, setSaving] = useState(false);
  const save = async (text: string) => {
    setSaving(true);
    try {
      await saveJobText(jobId, kind, text);
      toastSuccess(EDITOR_TEXTS[kind].saved);
    } catch (error) {
      if (!isUnauthorized(error)) toastError(EDITOR_TEXTS[kind].saveFailed);
    } finally {
      setSaving(false);
    }
  };
  return { isSaving, save };
}

/**
 * The editable, auto-growing draft of the tailored résumé or the cover letter, with
 * Generate/Regenerate (streamed), Stop, Save and Copy (spec 1 §2, §4).
 */
export function GeneratedTextEditor({
  jobId,
  kind,
  storedText,
}: {
  jobId: string;
  kind: JobTextKind;
  storedText: string | undefined;
}) {
  const texts = EDITOR_TEXTS[kind];
  const { draft, setDraft, isStreaming, generate, stop } = useStreamedDraft(
    jobId,
    kind,
    storedText,
  );
  const { isSaving, save } = useSaveDraft(jobId, kind);
  const textareaRef = useAutoGrow(draft);

  const hasStored = storedText !== undefined;
  const isDirty = draft !== (storedText ?? "");
  const canSave = isDirty && draft.trim() !== "" && !isStreaming && !isSaving;
  const canCopy = draft.trim() !== "" && !isStreaming;
  const titleId = `${kind}-editor-title`;
  const Icon = texts.icon;

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      if (canSave) void save(draft);
    }
  };
  const copy = () =>
    copyToClipboard(draft, {
      success: { title: "Copied!", description: texts.copied },
      failure: "Failed to copy to clipboard",
    });

  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="size-4 text-muted-foreground" aria-hidden />
          {texts.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={hasStored ? "outline" : "default"}
            size="sm"
            disabled={isSaving}
            onClick={() => void generate()}
            data-testid={hasStored ? `${kind}-regenerate` : `${kind}-generate`}
          >
            {hasStored ? <RefreshCwIcon aria-hidden /> : <SparklesIcon aria-hidden />}
            {hasStored ? "Regenerate" : "Generate"}
          </Button>
          {isStreaming && (
            <Button variant="outline" size="sm" onClick={stop} data-testid={`${kind}-stop`}>
              <SquareIcon aria-hidden />
              Stop
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={!canSave}
            onClick={() => void save(draft)}
            aria-keyshortcuts="Control+S Meta+S"
            data-testid={`${kind}-save`}
          >
            <SaveIcon aria-hidden />
            {isSaving ? "Saving..." : "Save"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!canCopy}
            onClick={() => void copy()}
            data-testid={`${kind}-copy`}
          >
            <CopyIcon aria-hidden />
            Copy
          </Button>
          <DownloadMenu
            jobId={jobId}
            kind={kind}
            blocker={downloadBlocker(kind, {
              hasSavedText: Boolean(storedText?.trim()),
              isStreaming,
              isDirty,
            })}
          />
        </div>
      </div>
      {!hasStored && !isStreaming && (
        <p className="text-sm text-muted-foreground">{texts.emptyText}</p>
      )}
      <div aria-live="polite" className="min-h-5 text-sm">
        {isStreaming ? (
          <p
            className="flex items-center gap-2 text-muted-foreground"
            data-testid={`${kind}-streaming`}
          >
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {texts.writing}
          </p>
        ) : (
          isDirty && <p className="text-xs text-muted-foreground">Unsaved changes</p>
        )}
      </div>
      <Textarea
        ref={textareaRef}
        aria-labelledby={titleId}
        aria-busy={isStreaming}
        readOnly={isStreaming}
        placeholder={texts.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="field-sizing-content min-h-64 resize-none overflow-hidden leading-relaxed"
        data-testid={`${kind}-editor`}
      />
    </section>
  );
}
