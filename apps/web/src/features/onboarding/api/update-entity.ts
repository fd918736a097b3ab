import { mutationOptions } from "@tanstack/react-query";
import { type EntityUpdate, type EntityWire, entitySchema, entityUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** PATCH /entities/{id}: the company's details as the entity information step saves them. */
export interface UpdateEntityVariables {
  entityId: string;
  body: EntityUpdate;
}

export function updateEntity({ entityId, body }: UpdateEntityVariables): Promise<EntityWire> {
  return api.patch(`/entities/${encodeURIComponent(entityId)}`, entityUpdateSchema.parse(body), {
    schema: entitySchema,
    endpoint: "PATCH /entities/{id}",
  });
}

/** A rule the server applies (a type of another jurisdiction) shows under its field: no snackbar. */
export const updateEntityExplains = [400];

export const updateEntityMutationOptions = () =>
  mutationOptions({
    mutationKey: ["entities", "update"],
    mutationFn: updateEntity,
    meta: { silentStatuses: updateEntityExplains },
  });
