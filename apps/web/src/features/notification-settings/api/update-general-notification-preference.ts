import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { GeneralNotificationPreference } from "@tierline/contracts";
import {
  generalNotificationPreferenceSchema,
  generalNotificationPreferenceUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { generalNotificationPreferencesQueryKey } from "./get-general-notification-preferences";

/** PATCH /general-notification-preferences/{id} {enabled}: applied at once, undone on failure. */
export { generalNotificationPreferenceUpdateSchema };
export interface UpdateGeneralNotificationPreferenceVariables {
  id: string;
  enabled: boolean;
}

export function updateGeneralNotificationPreference({
  id,
  enabled,
}: UpdateGeneralNotificationPreferenceVariables): Promise<GeneralNotificationPreference> {
  return api.patch(
    `/general-notification-preferences/${encodeURIComponent(id)}`,
    generalNotificationPreferenceUpdateSchema.parse({ enabled }),
    {
      schema: generalNotificationPreferenceSchema,
      endpoint: "PATCH /general-notification-preferences/{id}",
      workspace: false,
    },
  );
}

export const updateGeneralNotificationPreferenceMutationOptions = () =>
  mutationOptions({
    mutationKey: ["general-notification-preferences", "update"],
    mutationFn: updateGeneralNotificationPreference,
    meta: { silent: true },
    ...optimisticCallbacks<
      GeneralNotificationPreference[],
      UpdateGeneralNotificationPreferenceVariables,
      GeneralNotificationPreference
    >({
      queryKey: generalNotificationPreferencesQueryKey,
      apply: (data, { id, enabled }) => data.map((item) => (item.id === id ? { ...item, enabled } : item)),
      inverse: (data, { id, enabled }) => ({
        id,
        enabled: data.find((item) => item.id === id)?.enabled ?? !enabled,
      }),
    }),
  });

export function useUpdateGeneralNotificationPreference() {
  return useMutation(updateGeneralNotificationPreferenceMutationOptions());
}
