import { useCallback, useId, useLayoutEffect, useSyncExternalStore } from "react";

/**
 * Which forms on screen hold unsaved changes. Forms report here (`useReportUnsaved`); one guard at
 * the root of the app reads it (`useHasUnsavedChanges`) and asks before the user leaves. One guard,
 * because a router supports one navigation blocker at a time.
 */
const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Marks the calling form as holding unsaved changes while `dirty` (and never after it unmounts).
 * Returns `release`, which clears the mark at once: a form that saved and then navigates must not
 * wait for its next render to stop the guard.
 */
export function useReportUnsaved(dirty: boolean): () => void {
  const id = useId();
  // Marked in the commit that shows the form dirty (a layout effect), not after the paint: a passive
  // effect left a moment where the page already showed a failed save as done saving and a click on a
  // link left it unasked (seen in a web test on a loaded CI machine).
  useLayoutEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    notify();
    return () => {
      dirtyForms.delete(id);
      notify();
    };
  }, [id, dirty]);
  return useCallback(() => {
    if (dirtyForms.delete(id)) notify();
  }, [id]);
}

export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedChanges, hasUnsavedChanges);
}
