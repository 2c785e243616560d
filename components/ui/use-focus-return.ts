"use client";
import { useRef } from "react";
import { focusViewHeading, viewChangeCount } from "@/lib/client/view-focus";

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix does this only
 * for a Dialog.Trigger, and our dialogs open from state (confirmations, the overlay, the
 * mobile menu). When the answer moved to another view (Leave, a link in the mobile menu),
 * focus goes to that view's heading; so it does when the control is gone or disabled by
 * then (the job card just deleted, Generate All hiding itself), instead of being lost.
 */
export function useFocusReturn(
  handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler } = {},
) {
  const opener = useRef<Element | null>(null);
  const viewAtOpen = useRef(0);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      viewAtOpen.current = viewChangeCount();
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const element = opener.current;
      const hasViewChanged = viewChangeCount() !== viewAtOpen.current;
      const canTakeFocus =
        element instanceof HTMLElement &&
        element !== document.body &&
        element.isConnected &&
        !element.matches(":disabled");
      if (canTakeFocus && !hasViewChanged) element.focus();
      else focusViewHeading();
    },
  };
}
