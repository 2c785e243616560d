"use client";
import { Loader2Icon } from "lucide-react";
import { FitGateDialog } from "@/components/jobs/fit-gate-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Textarea } from "@/components/ui/textarea";
import { copyToClipboard } from "@/lib/client/clipboard";
import type { JobTextKind } from "@/lib/client/stream-text";
import { useUnsavedChanges } from "@/lib/client/unsaved-changes";
import type { JobDetail } from "@/lib/types";
import { EDITOR_TEXTS, storedDocument } from "./editor-texts";
import { EditorToolbar } from "./editor-toolbar";
import { StaleNotice } from "./stale-notice";
import { UndoRestoreNotice } from "./undo-restore-notice";
import { DownloadMenu, downloadBlocker } from "./download-menu";
import { OfflineDraftLabel } from "./offline-draft-label";
import { useAutoGrow } from "./use-auto-grow-editor";
import { useGuardedGenerate } from "./use-guarded-generate";
import { useSaveDraft } from "./use-save-draft";
import { useStreamedDraft } from "./use-streamed-draft";
import { useVersionRestore } from "./use-version-restore";
import { VersionsDialog } from "./versions-dialog";

/**
 * The editable, auto-growing draft of the tailored résumé or the cover letter, with
 * Generate/Regenerate (streamed), Stop, Save, Copy and Versions (spec 1 §2, §4). Edits are
 * never lost: replacing one asks first and keeps it as a version, and leaving with unsaved
 * changes asks (useUnsavedChanges).
 */
export function GeneratedTextEditor({ job, kind }: { job: JobDetail; kind: JobTextKind }) {
  const texts = EDITOR_TEXTS[kind];
  const { text: storedText, staleReason } = storedDocument(job, kind);
  const { draft, setDraft, isStreaming, generate, stop } = useStreamedDraft(
    job.id,
    kind,
    storedText,
  );
  const { isSaving, save } = useSaveDraft(job.id, kind);
  const textareaRef = useAutoGrow(draft);

  const hasStored = storedText !== undefined;
  const isDirty = draft !== (storedText ?? "");
  const isHandEdit = kind === "resume" ? job.handEdits.resume : job.handEdits.coverLetter;
  // The engine's text, as it wrote it: streaming in, or stored and not edited since.
  const isEngineText = isStreaming || (hasStored && !isHandEdit && !isDirty);
  const hasUnsavedEdit = isDirty && !isStreaming;
  useUnsavedChanges(hasUnsavedEdit);
  const canSave = hasUnsavedEdit && draft.trim() !== "" && !isSaving;
  const canCopy = draft.trim() !== "" && !isStreaming;

  const restore = useVersionRestore(job.id, {
    // Unsaved edits become a version first, so restoring never drops them.
    beforeRestore: async () => (hasUnsavedEdit && draft.trim() ? save(draft) : true),
    onRestored: (restored) => setDraft(storedDocument(restored, kind).text ?? ""),
  });
  const { requestGenerate, isCheckingFit, replaceDialogProps, fitGateDialogProps } =
    useGuardedGenerate({
      job,
      kind,
      draft,
      hasUnsavedEdit,
      save,
      generate: async () => {
        restore.forgetUndo();
        await generate();
      },
    });

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
        <EditorToolbar
          kind={kind}
          hasStored={hasStored}
          isStreaming={isStreaming}
          isSaving={isSaving}
          isCheckingFit={isCheckingFit}
          canSave={canSave}
          canCopy={canCopy}
          onGenerate={() => void requestGenerate()}
          onStop={stop}
          onSave={() => void save(draft)}
          onCopy={() => void copy()}
        >
          <DownloadMenu
            jobId={job.id}
            kind={kind}
            blocker={downloadBlocker(kind, {
              hasSavedText: Boolean(storedText?.trim()),
              isStreaming,
              isDirty,
            })}
          />
          {hasStored && (
            <VersionsDialog
              jobId={job.id}
              document={kind}
              noun={texts.noun}
              hasUnsavedChanges={hasUnsavedEdit}
              onRestore={restore.restore}
              testId={`${kind}-versions`}
            />
          )}
        </EditorToolbar>
      </div>
      {staleReason && !isStreaming && (
        <StaleNotice
          reason={staleReason}
          onRefresh={() => void requestGenerate()}
          testId={`${kind}-stale`}
        />
      )}
      {!hasStored && !isStreaming && (
        <p className="text-sm text-muted-foreground">{texts.emptyText}</p>
      )}
      {isEngineText && <OfflineDraftLabel testId={`${kind}-offline-draft`} />}
      <div aria-live="polite" className="min-h-5 text-sm">
        {isStreaming ? (
          <p
            className="flex items-center gap-2 text-muted-foreground"
            data-testid={`${kind}-streaming`}
          >
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {texts.writing}
          </p>
        ) : isDirty ? (
          <p className="text-xs text-muted-foreground">Unsaved changes</p>
        ) : (
          restore.canUndo && (
            <UndoRestoreNotice
              isBusy={restore.isRestoring}
              onUndo={() => void restore.undo()}
              testId={`${kind}-undo-restore`}
            />
          )
        )}
      </div>
      <Textarea
        ref={textareaRef}
        aria-labelledby={titleId}
        aria-busy={isStreaming}
        readOnly={isStreaming}
        placeholder={texts.placeholder}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          restore.forgetUndo();
        }}
        onKeyDown={onKeyDown}
        className="field-sizing-content min-h-64 resize-none overflow-hidden leading-relaxed"
        data-testid={`${kind}-editor`}
      />
      <ConfirmDialog {...replaceDialogProps} />
      <FitGateDialog {...fitGateDialogProps} />
    </section>
  );
}
