"use client";
import { useLayoutEffect, useRef } from "react";

const supportsFieldSizing = () =>
  typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content") === true;

/** Makes a textarea as tall as its text: CSS field-sizing where supported, else measured. */
export function useAutoGrow(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea || supportsFieldSizing()) return;
    const fit = () => {
      textarea.style.height = "auto";
      const borders = textarea.offsetHeight - textarea.clientHeight;
      textarea.style.height = `${textarea.scrollHeight + borders}px`;
    };
    fit();
    // A width change (window resize, or a hidden tab shown) rewraps the text.
    if (typeof ResizeObserver === "undefined") return;
    let width = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fit();
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, [value]);
  return ref;
}
