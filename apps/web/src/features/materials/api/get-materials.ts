import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MaterialWire, materialListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** Every read of materials sits under this key (invalidated after a material is made or used). */
export const materialsQueryKey = ["materials"] as const;

/** GET /products/materials: the first 100 by name, or those whose name holds `search`. */
export async function getMaterials(search: string, signal?: AbortSignal): Promise<MaterialWire[]> {
  const page = await api.get("/products/materials", {
    query: { page: 1, page_size: 100, ...(search ? { search } : {}) },
    schema: materialListSchema,
    signal,
    endpoint: "GET /products/materials",
  });
  return page.results;
}

export const materialsQueryOptions = (search = "") =>
  queryOptions({
    queryKey: [...materialsQueryKey, "list", search],
    queryFn: ({ signal }) => getMaterials(search, signal),
  });

export function useMaterials(search = "") {
  return useQuery(materialsQueryOptions(search));
}
