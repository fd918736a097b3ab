import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type PaginationQuery, vendorImportRowsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /vendor-imports/{id}/rejected-rows: a page of the rows the import refused, with their reasons. */

export function getRejectedRows(importId: string, page: PaginationQuery, signal?: AbortSignal) {
  return api.get(`/vendor-imports/${encodeURIComponent(importId)}/rejected-rows`, {
    query: { page: page.page, page_size: page.page_size },
    schema: vendorImportRowsSchema,
    signal,
    endpoint: "GET /vendor-imports/{id}/rejected-rows",
  });
}

export const rejectedRowsQueryOptions = (importId: string, page: PaginationQuery) =>
  queryOptions({
    queryKey: ["vendor-imports", importId, "rejected-rows", page] as const,
    queryFn: ({ signal }) => getRejectedRows(importId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useRejectedRows(importId: string, page: PaginationQuery, enabled: boolean) {
  return useQuery({ ...rejectedRowsQueryOptions(importId, page), enabled });
}

/** GET /vendor-imports/{id}/rejected-rows.csv: the same rows as a csv file (row, reasons, then the cells). */
export function getRejectedRowsCsv(importId: string): Promise<string> {
  return api.get(`/vendor-imports/${encodeURIComponent(importId)}/rejected-rows.csv`, {
    as: "text",
    endpoint: "GET /vendor-imports/{id}/rejected-rows.csv",
  });
}
