import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ContactRequirementsWire,
  contactRequirementsSchema,
  type SetContactRequirementsRequest,
  setContactRequirementsRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

const path = (entityId: string) => `/entities/${encodeURIComponent(entityId)}/contact-requirements`;

export const contactRequirementsQueryKey = (entityId: string) =>
  ["contacts", "requirements", entityId] as const;

/** GET /entities/{id}/contact-requirements: the categories the entity requires a contact in. */
export function getContactRequirements(
  entityId: string,
  signal?: AbortSignal,
): Promise<ContactRequirementsWire> {
  return api.get(path(entityId), {
    schema: contactRequirementsSchema,
    signal,
    endpoint: "GET /entities/{id}/contact-requirements",
  });
}

/** POST /entities/{id}/contact-requirements: sets the whole list (on the workspace's own entity, of every vendor). */
export function setContactRequirements({
  entityId,
  body,
}: {
  entityId: string;
  body: SetContactRequirementsRequest;
}): Promise<ContactRequirementsWire> {
  return api.post(path(entityId), setContactRequirementsRequestSchema.parse(body), {
    schema: contactRequirementsSchema,
    endpoint: "POST /entities/{id}/contact-requirements",
  });
}

export const contactRequirementsQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: contactRequirementsQueryKey(entityId),
    queryFn: ({ signal }) => getContactRequirements(entityId, signal),
  });

export function useContactRequirements(entityId: string) {
  return useQuery(contactRequirementsQueryOptions(entityId));
}

/**
 * The answer is the new list: it replaces the cached one. Every vendor's "Contact missing" action may
 * change with it, so those are read again.
 */
export function useSetContactRequirements(entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["contacts", "requirements", "set"],
    mutationFn: setContactRequirements,
    onSuccess: (saved) => {
      client.setQueryData(contactRequirementsQueryKey(entityId), saved);
      return client.invalidateQueries({ queryKey: ["contacts", "missing"] });
    },
  });
}
