"use client";
import { useEffect, useRef } from "react";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[contenteditable='true']") !== null
  );
}

/** Space captures (or starts listening), Escape stops; not while typing, not on key repeat. */
export function useAssistKeys(handlers: { onSpace: () => void; onEscape: () => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented || isTyping(event.target)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === "Space" || event.key === " ") {
        // A focused button would also click on Space: the shortcut is the one action.
        event.preventDefault();
        latest.current.onSpace();
      } else if (event.key === "Escape") latest.current.onEscape();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
