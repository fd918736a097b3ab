import { queryOptions, useQuery } from "@tanstack/react-query";
import { productImportRowsSchema } from "@tierline/contracts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type ProductImportRows = z.infer<typeof productImportRowsSchema>;

/** GET /product-imports/{id}/rejected-rows: the first rows the import did not take, with their reasons. */
export function getRejectedProductRows(id: string, signal?: AbortSignal): Promise<ProductImportRows> {
  return api.get(`/product-imports/${encodeURIComponent(id)}/rejected-rows?page_size=100`, {
    schema: productImportRowsSchema,
    signal,
    endpoint: "GET /product-imports/{id}/rejected-rows",
  });
}

export const useRejectedProductRows = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ["product-imports", id, "rejected-rows"] as const,
      queryFn: ({ signal }) => getRejectedProductRows(id, signal),
    }),
  );

/** GET /product-imports/{id}/rejected-rows.csv: every rejected row with its reasons, to fix and upload again. */
export function getRejectedProductRowsCsv(id: string): Promise<string> {
  return api.get(`/product-imports/${encodeURIComponent(id)}/rejected-rows.csv`, {
    as: "text",
    endpoint: "GET /product-imports/{id}/rejected-rows.csv",
  });
}
