import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type SupplierCodeWire, supplierCodeSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

const path = (entityId: string) => `/entities/${encodeURIComponent(entityId)}/supplier-code`;

export const supplierCodeQueryKey = (entityId: string) =>
  ["vendor-proposals", "supplier-code", entityId] as const;

/** GET /entities/{id}/supplier-code: the code the workspace gives its suppliers, or null. */
export const supplierCodeQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: supplierCodeQueryKey(entityId),
    queryFn: ({ signal }): Promise<SupplierCodeWire> =>
      api.get(path(entityId), {
        schema: supplierCodeSchema,
        signal,
        endpoint: "GET /entities/{id}/supplier-code",
      }),
  });

export const useSupplierCode = (entityId: string) => useQuery(supplierCodeQueryOptions(entityId));

/** POST (a new code) or DELETE (withdraw) /entities/{id}/supplier-code; the answer replaces the cached one. */
export function useChangeSupplierCode(entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["vendor-proposals", "supplier-code", "change"],
    mutationFn: (change: "renew" | "withdraw"): Promise<SupplierCodeWire> =>
      change === "renew"
        ? api.post(path(entityId), undefined, {
            schema: supplierCodeSchema,
            endpoint: "POST /entities/{id}/supplier-code",
          })
        : api.delete(path(entityId), {
            schema: supplierCodeSchema,
            endpoint: "DELETE /entities/{id}/supplier-code",
          }),
    onSuccess: (saved) => client.setQueryData(supplierCodeQueryKey(entityId), saved),
  });
}
