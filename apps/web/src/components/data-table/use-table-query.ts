import { defaultPageSize, type PageSize, pageSizeOptions } from "@tierline/contracts";
import { useCallback, useMemo } from "react";
import type { z } from "zod";
import type { FilterValues } from "../../lib/query-filters";
import { useQueryFilters } from "../../lib/use-query-filters";

/** The query-string keys of a list's paging and sorting (the list calls' own parameter names). */
export const tableQueryKeys = { page: "page", pageSize: "page_size", sort: "ordering" } as const;

export interface TableQueryOptions<F extends FilterValues> {
  /**
   * Each filter's rule (usually the field of the list call's contracts schema). A value in the query
   * string that breaks its rule is ignored, so a hand-edited address falls back to the default.
   */
  filters?: { [K in keyof F]-?: z.ZodType<F[K]> };
  /** A filter's value when the query string has none; a default is not written into the address. */
  defaults?: Partial<F>;
  /** The sort keys the server accepts; `-key` sorts descending. Other `ordering` values are ignored. */
  sortable?: readonly string[];
  defaultSort?: string | null;
  /**
   * `"push"`: each change of filters, sort or page is a new history entry, so back and forward step
   * through the views (a list whose address is shared). Default `"replace"`.
   */
  history?: "push" | "replace";
}

/** The paging, sorting and filters of one list, kept in the page's query string (spec section 2). */
export interface TableQuery<F extends FilterValues = FilterValues> {
  page: number;
  pageSize: PageSize;
  /** `key` ascending, `-key` descending, null unsorted. */
  sort: string | null;
  filters: Partial<F>;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  setSort: (sort: string | null) => void;
  /** Merges a patch into the filters (an empty value removes its key) and goes back to page 1. */
  setFilters: (patch: Partial<F>) => void;
  /** The list call's query: `page`, `page_size`, `ordering` (when sorted) and the filters. */
  params: { page: number; page_size: PageSize; ordering?: string } & Partial<F>;
  /** Changes whenever the rows shown may change (selection is per view). */
  viewKey: string;
}

const isPageSize = (value: unknown): value is PageSize => pageSizeOptions.includes(value as PageSize);

/**
 * Binds a list's paging, sorting and filters to the query string with `useQueryFilters` (JSON text
 * per key, empty values removed). Values equal to their default are left out of the address.
 */
export function useTableQuery<F extends FilterValues = FilterValues>(
  options: TableQueryOptions<F> = {},
): TableQuery<F> {
  const { filters: rules, defaults, sortable = [], defaultSort = null, history = "replace" } = options;
  const filterKeys = useMemo(() => Object.keys(rules ?? {}), [rules]);
  const { filters: raw, setFilters: writeFilters } = useQueryFilters([
    tableQueryKeys.page,
    tableQueryKeys.pageSize,
    tableQueryKeys.sort,
    ...filterKeys,
  ]);

  const write = useCallback(
    (patch: FilterValues) => writeFilters(patch, { replace: history === "replace" }),
    [writeFilters, history],
  );

  const page = Number.isInteger(raw.page) && (raw.page as number) > 0 ? (raw.page as number) : 1;
  const pageSize = isPageSize(raw.page_size) ? raw.page_size : defaultPageSize;
  const sortText = typeof raw.ordering === "string" ? raw.ordering : null;
  const sort = sortText !== null && sortable.includes(sortText.replace(/^-/, "")) ? sortText : defaultSort;

  const filters = useMemo(() => {
    const parsed = { ...defaults } as Partial<F>;
    for (const key of filterKeys) {
      const rule = rules?.[key as keyof F];
      if (!rule || !(key in raw)) continue;
      const result = rule.safeParse(raw[key]);
      if (result.success) (parsed as FilterValues)[key] = result.data;
    }
    return parsed;
  }, [raw, rules, defaults, filterKeys]);

  // Defaults are not written: the address stays short, and a default changed later applies to old links.
  const withoutDefaults = useCallback(
    (patch: FilterValues) => {
      const next: FilterValues = {};
      for (const [key, value] of Object.entries(patch)) {
        const fallback =
          key === tableQueryKeys.page
            ? 1
            : key === tableQueryKeys.pageSize
              ? defaultPageSize
              : key === tableQueryKeys.sort
                ? defaultSort
                : defaults?.[key as keyof F];
        next[key] = JSON.stringify(value) === JSON.stringify(fallback) ? undefined : value;
      }
      return next;
    },
    [defaults, defaultSort],
  );

  const setPage = useCallback(
    (next: number) => write(withoutDefaults({ page: next })),
    [write, withoutDefaults],
  );
  const setPageSize = useCallback(
    (size: PageSize) => write(withoutDefaults({ page_size: size, page: 1 })),
    [write, withoutDefaults],
  );
  const setSort = useCallback(
    (next: string | null) => write(withoutDefaults({ ordering: next, page: 1 })),
    [write, withoutDefaults],
  );
  const setFilters = useCallback(
    (patch: Partial<F>) => write(withoutDefaults({ ...patch, page: 1 })),
    [write, withoutDefaults],
  );

  const params = { page, page_size: pageSize, ...(sort ? { ordering: sort } : {}), ...filters };
  return {
    page,
    pageSize,
    sort,
    filters,
    setPage,
    setPageSize,
    setSort,
    setFilters,
    params,
    viewKey: JSON.stringify(params),
  };
}
