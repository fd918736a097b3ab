import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { type FilterValues, readFilters, writeFilters } from "./query-filters";

/**
 * Filters kept in the query string (spec section 2). `filters` holds the parsed values of `keys`
 * (every key when none are given); `setFilters` merges a patch, where an empty value removes its
 * key; `clearFilters` removes all of `keys`.
 */
export function useQueryFilters<T extends FilterValues = FilterValues>(keys?: readonly (keyof T & string)[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers usually pass an inline array: compare by content, not identity.
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const keySignature = keys?.join("\u0000") ?? null;

  const filters = useMemo(
    () =>
      readFilters(
        searchParams,
        keySignature === null ? undefined : keySignature.split("\u0000"),
      ) as Partial<T>,
    [searchParams, keySignature],
  );

  const setFilters = useCallback(
    (patch: Partial<T>, options?: { replace?: boolean }) =>
      setSearchParams((current) => writeFilters(current, patch), { replace: options?.replace ?? true }),
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keysRef.current ?? [...current.keys()]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { filters, setFilters, clearFilters };
}
