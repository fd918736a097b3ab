import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type EntityUpdate, type EntityWire, entitySchema, entityUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { entityQueryKey } from "./get-entity";
import { refreshAfterEntityChange } from "./refresh";

/** PATCH /entities/{id}: any of the entity's details; answers the onboarding entity. */
export function updateEntity(entityId: string, body: EntityUpdate): Promise<EntityWire> {
  return api.patch(`/entities/${encodeURIComponent(entityId)}`, entityUpdateSchema.parse(body), {
    schema: entitySchema,
    endpoint: "PATCH /entities/{id}",
  });
}

export const updateEntityMutationOptions = (entityId: string) =>
  mutationOptions({
    mutationKey: ["entities", "update"],
    mutationFn: (body: EntityUpdate) => updateEntity(entityId, body),
    onSuccess: (entity, _variables, _result, { client }) => {
      client.setQueryData(entityQueryKey(entityId), entity);
      return refreshAfterEntityChange(client);
    },
  });

export const useUpdateEntity = (entityId: string) => useMutation(updateEntityMutationOptions(entityId));
