import { clsx, type ClassValue } from "clsx";

type ClassMerger = (classes: string) => string;

let mergeConflicts: ClassMerger | null = null;

/** Makes `cn` resolve conflicting Tailwind classes with `merge` (lib/client/merge-classes.ts). */
export function setClassMerger(merge: ClassMerger | null) {
  mergeConflicts = merge;
}

/**
 * Joins class names. Where a later Tailwind class conflicts with an earlier one the later
 * wins, through tailwind-merge, once a screen that needs it has installed it (the views
 * loaded through `withClassMerge`, the reset-password screen). The sign-in screen's and the
 * first signed-in view's classes never conflict (tests/unit/shell/sign-in-classes.test.tsx,
 * dashboard-classes.test.tsx), so neither loads tailwind-merge's 8 KB.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  return mergeConflicts ? mergeConflicts(classes) : classes;
}
