import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type DocumentRequirementsWire,
  documentRequirementsSchema,
  type SetDocumentRequirementsRequest,
  setDocumentRequirementsRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

const path = (entityId: string) => `/entities/${encodeURIComponent(entityId)}/document-requirements`;

export const documentRequirementsQueryKey = (entityId: string) =>
  ["compliance", "document-requirements", entityId] as const;

/** GET /entities/{id}/document-requirements: the document types every vendor must provide, in order. */
export const documentRequirementsQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: documentRequirementsQueryKey(entityId),
    queryFn: ({ signal }): Promise<DocumentRequirementsWire> =>
      api.get(path(entityId), {
        schema: documentRequirementsSchema,
        signal,
        endpoint: "GET /entities/{id}/document-requirements",
      }),
  });

export const useDocumentRequirements = (entityId: string) =>
  useQuery(documentRequirementsQueryOptions(entityId));

/**
 * POST /entities/{id}/document-requirements: the whole list. The answer replaces the cached one; every
 * vendor's procurement requirements may change with it, so those are read again.
 */
export function useSetDocumentRequirements(entityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["compliance", "document-requirements", "set"],
    mutationFn: (body: SetDocumentRequirementsRequest): Promise<DocumentRequirementsWire> =>
      api.post(path(entityId), setDocumentRequirementsRequestSchema.parse(body), {
        schema: documentRequirementsSchema,
        endpoint: "POST /entities/{id}/document-requirements",
      }),
    onSuccess: (saved) => {
      client.setQueryData(documentRequirementsQueryKey(entityId), saved);
      return client.invalidateQueries({ queryKey: ["procurement", "relationship"] });
    },
  });
}
