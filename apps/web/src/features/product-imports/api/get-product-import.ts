import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductImportWire, productImportSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /product-imports/{id}: the import's status and progress. */
export function getProductImport(id: string, signal?: AbortSignal): Promise<ProductImportWire> {
  return api.get(`/product-imports/${encodeURIComponent(id)}`, {
    schema: productImportSchema,
    signal,
    endpoint: "GET /product-imports/{id}",
  });
}

export const isProductImportFinished = (found: ProductImportWire | undefined) =>
  found?.status === "COMPLETED" || found?.status === "FAILED";

/** Read every half second until the import has finished (the progress bar). */
export const useProductImport = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ["product-imports", id] as const,
      queryFn: ({ signal }) => getProductImport(id, signal),
      refetchInterval: (query) => (isProductImportFinished(query.state.data) ? false : 500),
    }),
  );
