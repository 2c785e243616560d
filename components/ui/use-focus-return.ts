"use client";
import { useRef } from "react";
import { focusViewHeading } from "@/lib/client/view-focus";

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix does this only
 * for a Dialog.Trigger, and our dialogs open from state (confirmations, the overlay, the
 * mobile menu). When that control is gone or disabled by then (the job card just deleted,
 * Generate All hiding itself), focus goes to the view's heading instead of being lost.
 */
export function useFocusReturn(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const element = opener.current;
      const canTakeFocus =
        element instanceof HTMLElement &&
        element !== document.body &&
        element.isConnected &&
        !element.matches(":disabled");
      if (canTakeFocus) element.focus();
      else focusViewHeading();
    },
  };
}
