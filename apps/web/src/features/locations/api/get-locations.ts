import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type EntityLocationWire,
  entityLocationWireSchema,
  type LocationType,
  locationListQuerySchema,
  type PageSize,
  type Paginated,
  paginatedSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entities/{id}/locations?type=&page=&page_size=: one page of a Locations tab, oldest first. */

const locationPageSchema = paginatedSchema(entityLocationWireSchema);

export interface LocationListParams {
  type: LocationType;
  page: number;
  page_size: PageSize;
}

/** Every location list of an entity sits under this key (invalidated after any change). */
export const locationsQueryKey = (entityId: string) => ["entities", entityId, "locations"] as const;

export function getLocations(
  entityId: string,
  params: LocationListParams,
  signal?: AbortSignal,
): Promise<Paginated<EntityLocationWire>> {
  return api.get(`/entities/${encodeURIComponent(entityId)}/locations`, {
    query: locationListQuerySchema.parse(params),
    schema: locationPageSchema,
    signal,
    endpoint: "GET /entities/{id}/locations",
  });
}

export const locationsQueryOptions = (entityId: string, params: LocationListParams) =>
  queryOptions({
    queryKey: [...locationsQueryKey(entityId), params] as const,
    queryFn: ({ signal }) => getLocations(entityId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useLocations(entityId: string, params: LocationListParams) {
  return useQuery(locationsQueryOptions(entityId, params));
}
