"use client";
import { useCallback, useState } from "react";

/** Spec 1 §2: the desktop sidebar's open state persists under a key naming the product. */
export const SIDEBAR_STORAGE_KEY = "shortlist-sidebar-open";

function readStoredOpen(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) !== "false";
  } catch {
    return true;
  }
}

/** Desktop sidebar open/collapsed, open by default, remembered across visits. */
export function useSidebarOpen() {
  const [isOpen, setIsOpen] = useState(() =>
    typeof window === "undefined" ? true : readStoredOpen(),
  );
  const setOpen = useCallback((open: boolean) => {
    setIsOpen(open);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(open));
    } catch {
      // storage can be unavailable (private mode); the state still works for this visit
    }
  }, []);
  const toggle = useCallback(() => setOpen(!isOpen), [isOpen, setOpen]);
  return { isOpen, setOpen, toggle };
}
