"use client";
import { toast, toastError } from "./toast-store";

/** Copies text and says how it went with the spec's toasts (§8 Copy). */
export async function copyToClipboard(
  text: string,
  { success, failure }: { success: { title: string; description?: string }; failure: string },
): Promise<boolean> {
  if (!navigator.clipboard?.writeText) {
    toast({
      title: "Copy not supported",
      description: "This browser does not let the page write to the clipboard.",
      variant: "destructive",
    });
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast(success);
    return true;
  } catch {
    toastError(failure);
    return false;
  }
}
