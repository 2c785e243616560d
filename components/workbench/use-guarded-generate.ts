"use client";
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog";
import { useFitGate } from "@/components/jobs/use-fit-gate";
import type { JobTextKind } from "@/lib/client/stream-text";
import { useConfirmation } from "@/lib/client/use-confirmation";
import type { JobDetail } from "@/lib/types";
import { EDITOR_TEXTS, storedDocument } from "./editor-texts";

/**
 * Generate and Regenerate (and Refresh) of the résumé or letter, with the questions asked
 * first, one at a time: replacing text the user edited (saved, or unsaved in the editor)
 * asks, and saves the unsaved edit as a version; then the fit gate. Render both dialogs with
 * the returned props.
 */
export function useGuardedGenerate({
  job,
  kind,
  draft,
  hasUnsavedEdit,
  save,
  generate,
}: {
  job: JobDetail;
  kind: JobTextKind;
  draft: string;
  /** The editor holds text the user typed and has not saved (not a text streaming in). */
  hasUnsavedEdit: boolean;
  save: (text: string) => Promise<boolean>;
  generate: () => Promise<void>;
}) {
  const replaceConfirmation = useConfirmation();
  const { passFitGate, isCheckingFit, fitGateDialogProps } = useFitGate();
  const { text: storedText, isHandEdited } = storedDocument(job, kind);
  const hasStored = storedText !== undefined;
  const hasUnsavedText = hasUnsavedEdit && draft.trim() !== "";

  const requestGenerate = async () => {
    if (hasUnsavedText || (hasStored && isHandEdited)) {
      if (!(await replaceConfirmation.ask())) return;
      if (hasUnsavedText && !(await save(draft))) return;
    }
    if (await passFitGate(job)) await generate();
  };

  const { noun } = EDITOR_TEXTS[kind];
  // Text typed into an empty editor is replaced by a first Generate, not a Regenerate.
  const [action, writing] = hasStored ? ["Regenerate", "Regenerating"] : ["Generate", "Generating"];
  const replaceDialogProps: ConfirmDialogProps = {
    ...replaceConfirmation.dialogProps,
    title: `Replace your edited ${noun}?`,
    description: hasUnsavedText
      ? `${writing} writes a new ${noun} in place of your unsaved changes. They are saved first and kept in Versions, so you can restore them.`
      : `Regenerating writes a new ${noun} in place of the text you edited. Your edited text stays in Versions, so you can restore it.`,
    confirmLabel: action,
  };
  return { requestGenerate, isCheckingFit, replaceDialogProps, fitGateDialogProps };
}
