"use client";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

type UnsavedChanges = {
  hasUnsavedChanges: boolean;
  /** A view change waits for the user's answer (UnsavedChangesDialog shows the question). */
  isLeaveRequested: boolean;
  setDirty: (editorId: string, isDirty: boolean) => void;
  /**
   * Runs `leave` at once, or once the user confirms when an editor has unsaved changes;
   * `stay` runs when the user chooses to stay instead.
   */
  guardLeave: (leave: () => void, stay?: () => void) => void;
  confirmLeave: () => void;
  cancelLeave: () => void;
  /** Forgets every unsaved change, e.g. when the job they belong to was deleted. */
  discardUnsavedChanges: () => void;
};

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** The state behind UnsavedChangesContext; NavigationProvider owns it. */
export function useUnsavedChangesState(): UnsavedChanges {
  // The ref answers at once (a job deleted and left in the same click); the state re-renders.
  const dirtyEditorsRef = useRef(new Set<string>());
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const [isLeaveRequested, setLeaveRequested] = useState(false);
  // A ref too, so that the dialog's Leave and its closing in the same click settle it once.
  const pendingRef = useRef<{ leave: () => void; stay?: () => void } | null>(null);

  const setDirty = useCallback((editorId: string, isDirty: boolean) => {
    if (isDirty) dirtyEditorsRef.current.add(editorId);
    else dirtyEditorsRef.current.delete(editorId);
    setHasUnsavedChanges(dirtyEditorsRef.current.size > 0);
  }, []);
  const discardUnsavedChanges = useCallback(() => {
    dirtyEditorsRef.current.clear();
    setHasUnsavedChanges(false);
  }, []);
  const guardLeave = useCallback((leave: () => void, stay?: () => void) => {
    if (dirtyEditorsRef.current.size === 0) return leave();
    pendingRef.current = { leave, stay };
    setLeaveRequested(true);
  }, []);
  const confirmLeave = useCallback(() => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    setLeaveRequested(false);
    discardUnsavedChanges();
    pending?.leave();
  }, [discardUnsavedChanges]);
  const cancelLeave = useCallback(() => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    setLeaveRequested(false);
    pending?.stay?.();
  }, []);

  return useMemo(
    () => ({
      hasUnsavedChanges,
      isLeaveRequested,
      setDirty,
      guardLeave,
      confirmLeave,
      cancelLeave,
      discardUnsavedChanges,
    }),
    [
      hasUnsavedChanges,
      isLeaveRequested,
      setDirty,
      guardLeave,
      confirmLeave,
      cancelLeave,
      discardUnsavedChanges,
    ],
  );
}

/** The unsaved-changes state, or null outside the app shell (components rendered alone). */
export function useUnsavedChangesContext(): UnsavedChanges | null {
  return useContext(UnsavedChangesContext);
}

/**
 * Registers an editor's unsaved changes: while `isDirty`, leaving the view asks first and
 * closing the tab shows the browser's own prompt.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const editorId = useId();
  const setDirty = useContext(UnsavedChangesContext)?.setDirty;
  useEffect(() => {
    if (!setDirty) return;
    setDirty(editorId, isDirty);
    return () => setDirty(editorId, false);
  }, [editorId, isDirty, setDirty]);
}
