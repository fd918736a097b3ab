import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type CreateLocationRequest,
  createLocationRequestSchema,
  type EntityLocationWire,
  entityLocationWireSchema,
  okResponseSchema,
  type UpdateLocationRequest,
  updateLocationRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { locationsQueryKey } from "./get-locations";

/**
 * POST /entities/{id}/locations, PATCH and DELETE /entities/{id}/locations/{locationId}: every change
 * refreshes the entity's location lists.
 */

const locationPath = (entityId: string, locationId?: string) =>
  `/entities/${encodeURIComponent(entityId)}/locations${locationId ? `/${encodeURIComponent(locationId)}` : ""}`;

export function createLocation(entityId: string, body: CreateLocationRequest): Promise<EntityLocationWire> {
  return api.post(locationPath(entityId), createLocationRequestSchema.parse(body), {
    schema: entityLocationWireSchema,
    endpoint: "POST /entities/{id}/locations",
  });
}

export function updateLocation(
  entityId: string,
  locationId: string,
  body: UpdateLocationRequest,
): Promise<EntityLocationWire> {
  return api.patch(locationPath(entityId, locationId), updateLocationRequestSchema.parse(body), {
    schema: entityLocationWireSchema,
    endpoint: "PATCH /entities/{id}/locations/{locationId}",
  });
}

export function deleteLocation(entityId: string, locationId: string): Promise<{ ok: true }> {
  return api.delete(locationPath(entityId, locationId), {
    schema: okResponseSchema,
    endpoint: "DELETE /entities/{id}/locations/{locationId}",
  });
}

/** A location added, or an existing one (`id`) changed. */
export interface SaveLocationVariables {
  id: string | null;
  body: CreateLocationRequest;
}

export const saveLocationMutationOptions = (entityId: string) =>
  mutationOptions({
    mutationKey: ["locations", "save"],
    mutationFn: ({ id, body }: SaveLocationVariables) => {
      if (id === null) return createLocation(entityId, body);
      const { type: _type, ...change } = body;
      return updateLocation(entityId, id, change);
    },
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: locationsQueryKey(entityId) }),
  });

export const useSaveLocation = (entityId: string) => useMutation(saveLocationMutationOptions(entityId));

export const deleteLocationMutationOptions = (entityId: string) =>
  mutationOptions({
    mutationKey: ["locations", "delete"],
    mutationFn: (locationId: string) => deleteLocation(entityId, locationId),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: locationsQueryKey(entityId) }),
  });

export const useDeleteLocation = (entityId: string) => useMutation(deleteLocationMutationOptions(entityId));
