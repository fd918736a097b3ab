import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  complianceDocumentListSchema,
  createComplianceDocumentRequestSchema,
  type Resource,
  type ResourceUploadResponse,
  resourceSchema,
  resourceUploadResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { compliancesQueryKey } from "./get-compliances";

const path = (relationshipId: string) => `/compliances/${encodeURIComponent(relationshipId)}/documents`;

/** GET /compliances/{relationship_id}/documents: the files given to the customer, newest first. */
export const complianceDocumentsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...compliancesQueryKey, relationshipId, "documents"],
    queryFn: async ({ signal }): Promise<Resource[]> =>
      (
        await api.get(path(relationshipId), {
          schema: complianceDocumentListSchema,
          signal,
          endpoint: "GET /compliances/{relationship_id}/documents",
        })
      ).results,
  });

export const useComplianceDocuments = (relationshipId: string) =>
  useQuery(complianceDocumentsQueryOptions(relationshipId));

/** POST /compliances/{relationship_id}/documents: announces a file of a required type or none (the dropzone posts it). */
export function announceComplianceDocument(
  relationshipId: string,
  file: File,
  documentType: string | null,
): Promise<ResourceUploadResponse> {
  const body = createComplianceDocumentRequestSchema.parse({
    document_type: documentType,
    file_name: file.name,
    content_type: file.type || undefined,
    size: file.size,
  });
  return api.post(path(relationshipId), body, {
    schema: resourceUploadResponseSchema,
    endpoint: "POST /compliances/{relationship_id}/documents",
  });
}

/** PUT /compliances/{relationship_id}/documents/{document_id}: the api checks the stored file. */
export function completeComplianceDocument(relationshipId: string, documentId: string): Promise<Resource> {
  return api.put(
    `${path(relationshipId)}/${encodeURIComponent(documentId)}`,
    { status: "UPLOADED" },
    { schema: resourceSchema, endpoint: "PUT /compliances/{relationship_id}/documents/{document_id}" },
  );
}
