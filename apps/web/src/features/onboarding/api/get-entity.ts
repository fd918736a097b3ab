import { queryOptions, useQuery } from "@tanstack/react-query";
import { type EntityWire, entitySchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entities/{id}: the workspace's own company as the wizard fills it in. */

export const entityQueryKey = (entityId: string) => ["entities", entityId] as const;

export function getEntity(entityId: string, signal?: AbortSignal): Promise<EntityWire> {
  return api.get(`/entities/${encodeURIComponent(entityId)}`, {
    schema: entitySchema,
    signal,
    endpoint: "GET /entities/{id}",
  });
}

export const entityQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: entityQueryKey(entityId),
    queryFn: ({ signal }) => getEntity(entityId, signal),
  });

export function useEntity(entityId: string) {
  return useQuery(entityQueryOptions(entityId));
}
