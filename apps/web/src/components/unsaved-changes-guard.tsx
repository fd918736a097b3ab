import { lazy, Suspense, useEffect } from "react";
import { useBlocker } from "react-router";
import { hasUnsavedChanges, useHasUnsavedChanges } from "../lib/unsaved-changes";

// Loaded with the first unsaved change, not with every page: the dialog brings Mantine's Modal along.
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

/**
 * Asks before leaving a page whose form holds unsaved changes (spec: the unsaved-changes warning):
 * in-app navigation gets a dialog (react-router's blocker), closing or reloading the tab gets the
 * browser's own prompt (`beforeunload`). Mounted once, at the root of the route tree.
 */
export function UnsavedChangesGuard() {
  const dirty = useHasUnsavedChanges();
  // Only a move to another page asks: changing the query string (a tab, a filter) keeps the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  if (!dirty && blocker.state === "unblocked") return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        opened={blocker.state === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have unsaved changes. They will be lost if you leave this page.
      </ConfirmDialog>
    </Suspense>
  );
}
