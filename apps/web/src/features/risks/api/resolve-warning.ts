import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type ResolveWarningRequest,
  resolveWarningRequestSchema,
  type WarningNotificationWire,
  warningNotificationSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { risksQueryKey } from "./get-risks";
import { warningNotificationsQueryKey } from "./get-warning-notifications";

/**
 * PUT /warning-notifications/{erId}/resolve/{id}: a reason or an attestation resolves the warning at
 * once; a file makes it processing until the file is checked. Its risk moves with it.
 */
export { resolveWarningRequestSchema };

export interface ResolveWarningVariables {
  relationshipId: string;
  id: string;
  body: ResolveWarningRequest;
}

export function resolveWarning({
  relationshipId,
  id,
  body,
}: ResolveWarningVariables): Promise<WarningNotificationWire> {
  return api.put(
    `/warning-notifications/${encodeURIComponent(relationshipId)}/resolve/${encodeURIComponent(id)}`,
    resolveWarningRequestSchema.parse(body),
    { schema: warningNotificationSchema, endpoint: "PUT /warning-notifications/{erId}/resolve/{id}" },
  );
}

export const resolveWarningExplains = [400];

export const resolveWarningMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["warning-notifications", "resolve"],
    mutationFn: resolveWarning,
    meta: { silentStatuses: resolveWarningExplains },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: warningNotificationsQueryKey(relationshipId) }),
        client.invalidateQueries({ queryKey: risksQueryKey(relationshipId) }),
      ]),
  });

export function useResolveWarning(relationshipId: string) {
  return useMutation(resolveWarningMutationOptions(relationshipId));
}
