import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MissingContactsWire, missingContactsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/missing-contacts: required contact categories the vendor has no contact in. */
export function getMissingContacts(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<MissingContactsWire> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/missing-contacts`, {
    schema: missingContactsSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/missing-contacts",
  });
}

export const missingContactsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: ["contacts", "missing", relationshipId] as const,
    queryFn: ({ signal }) => getMissingContacts(relationshipId, signal),
  });

export function useMissingContacts(relationshipId: string) {
  return useQuery(missingContactsQueryOptions(relationshipId));
}
