"use client";
import { useSyncExternalStore } from "react";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  durationMs?: number;
  /** Keeps later toasts from replacing this one while it shows (the Unauthorized notice). */
  isExclusive?: boolean;
};
export type Toast = ToastInput & { id: number };

export const TOAST_DURATION_MS = 5000;

// Spec 1 §8: only one toast is visible at a time; a new one replaces the current one.
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast() {
  clearTimeout(timer);
  current = null;
  emit();
}

export function toast(input: ToastInput): number {
  // A lost session explains every failure that follows it; "Failed to save job" would not.
  if (current?.isExclusive) return current.id;
  clearTimeout(timer);
  current = { ...input, id: nextId++ };
  timer = setTimeout(dismissToast, input.durationMs ?? TOAST_DURATION_MS);
  emit();
  return current.id;
}

export function toastError(description: string) {
  return toast({ title: "Error", description, variant: "destructive" });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function toastSuccess(description: string) {
  return toast({ title: "Success", description });
}
