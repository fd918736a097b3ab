import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  advanceProcurementStageRequestSchema,
  type RelationshipComplianceWire,
  relationshipComplianceSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

const path = (relationshipId: string) =>
  `/compliances/${encodeURIComponent(relationshipId)}/relationship-compliance`;

export const relationshipComplianceQueryKey = (relationshipId: string) =>
  ["procurement", "relationship", relationshipId] as const;

/** GET /compliances/{relationship}/relationship-compliance: the vendor's stage path, requirements judged now. */
export function getRelationshipCompliance(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<RelationshipComplianceWire> {
  return api.get(path(relationshipId), {
    schema: relationshipComplianceSchema,
    signal,
    endpoint: "GET /compliances/{id}/relationship-compliance",
  });
}

/** POST .../relationship-compliance/advance: past `from`; 409 names what is missing. */
export function advanceProcurementStage({
  relationshipId,
  from,
}: {
  relationshipId: string;
  from: string;
}): Promise<RelationshipComplianceWire> {
  return api.post(`${path(relationshipId)}/advance`, advanceProcurementStageRequestSchema.parse({ from }), {
    schema: relationshipComplianceSchema,
    endpoint: "POST /compliances/{id}/relationship-compliance/advance",
  });
}

export const relationshipComplianceQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: relationshipComplianceQueryKey(relationshipId),
    queryFn: ({ signal }) => getRelationshipCompliance(relationshipId, signal),
  });

export function useRelationshipCompliance(relationshipId: string) {
  return useQuery(relationshipComplianceQueryOptions(relationshipId));
}

/** A refusal (409) is shown beside the button with the api's message: no snackbar. */
export const advanceProcurementStageExplains = [409];

export const advanceProcurementStageMutationOptions = () =>
  mutationOptions({
    mutationKey: ["procurement", "advance"],
    mutationFn: advanceProcurementStage,
    meta: { silentStatuses: advanceProcurementStageExplains },
  });

/** The answer is the vendor's new path; a refusal reads the path again (the data may have changed). */
export function useAdvanceProcurementStage(relationshipId: string) {
  const client = useQueryClient();
  return useMutation({
    ...advanceProcurementStageMutationOptions(),
    onSuccess: (path) => client.setQueryData(relationshipComplianceQueryKey(relationshipId), path),
    onError: () => client.invalidateQueries({ queryKey: relationshipComplianceQueryKey(relationshipId) }),
  });
}
