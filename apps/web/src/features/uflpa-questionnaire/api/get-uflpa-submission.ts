import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UflpaSubmissionViewWire, uflpaSubmissionViewSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/uflpa-questionnaire: the customer's view of the vendor's last submission. */
export function getUflpaSubmission(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<UflpaSubmissionViewWire> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/uflpa-questionnaire`, {
    schema: uflpaSubmissionViewSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/uflpa-questionnaire",
  });
}

export const uflpaSubmissionQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: ["uflpa-questionnaire", "submission", relationshipId],
    queryFn: ({ signal }) => getUflpaSubmission(relationshipId, signal),
  });

export const useUflpaSubmission = (relationshipId: string) =>
  useQuery(uflpaSubmissionQueryOptions(relationshipId));
