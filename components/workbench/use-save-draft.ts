"use client";
import { useState } from "react";
import { isUnauthorized } from "@/lib/client/fetcher";
import { saveJobText } from "@/lib/client/job-text";
import type { JobTextKind } from "@/lib/client/stream-text";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import { EDITOR_TEXTS } from "./editor-texts";

/** Saves the user's edit of the résumé or letter; `save` answers whether it was stored. */
export function useSaveDraft(jobId: string, kind: JobTextKind) {
  const [isSaving, setSaving] = useState(false);
  const save = async (text: string): Promise<boolean> => {
    setSaving(true);
    try {
      await saveJobText(jobId, kind, text);
      toastSuccess(EDITOR_TEXTS[kind].saved);
      return true;
    } catch (error) {
      if (!isUnauthorized(error)) toastError(EDITOR_TEXTS[kind].saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { isSaving, save };
}
