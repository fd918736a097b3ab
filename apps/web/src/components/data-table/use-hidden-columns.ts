import { useCallback, useState } from "react";

const storageKey = (tableId: string) => `tierline:table-columns:${tableId}`;

function readHidden(tableId: string): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(tableId)) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The columns a user hid in one table, remembered on this device (localStorage, per table id): a
 * choice of what to see, not data worth a server round trip. Unknown ids are harmless (a column
 * that was removed stays hidden in the list and matches nothing).
 */
export function useHiddenColumns(tableId: string) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(tableId));
  const setColumnHidden = useCallback(
    (columnId: string, hide: boolean) => {
      setHidden((current) => {
        const next = hide ? [...new Set([...current, columnId])] : current.filter((id) => id !== columnId);
        try {
          window.localStorage.setItem(storageKey(tableId), JSON.stringify(next));
        } catch {
          // A full or blocked storage only costs the memory of the choice.
        }
        return next;
      });
    },
    [tableId],
  );
  return { hidden, setColumnHidden };
}
