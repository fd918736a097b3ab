import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UflpaVendorAnswersWire, uflpaVendorAnswersSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

export const uflpaAnswersQueryKey = (relationshipId: string) =>
  ["uflpa-questionnaire", "answers", relationshipId] as const;

/** GET /compliances/{relationship_id}/uflpa-questionnaire/answer: the vendor's draft and last submission. */
export function getUflpaAnswers(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<UflpaVendorAnswersWire> {
  return api.get(`/compliances/${encodeURIComponent(relationshipId)}/uflpa-questionnaire/answer`, {
    schema: uflpaVendorAnswersSchema,
    signal,
    endpoint: "GET /compliances/{relationship_id}/uflpa-questionnaire/answer",
  });
}

export const uflpaAnswersQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: uflpaAnswersQueryKey(relationshipId),
    queryFn: ({ signal }) => getUflpaAnswers(relationshipId, signal),
  });

export const useUflpaAnswers = (relationshipId: string) => useQuery(uflpaAnswersQueryOptions(relationshipId));
