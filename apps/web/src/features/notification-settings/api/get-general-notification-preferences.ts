import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GeneralNotificationPreference } from "@tierline/contracts";
import { generalNotificationPreferenceSchema } from "@tierline/contracts";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** GET /general-notification-preferences: product news, digest and security mail, not tied to a workspace. */
const generalNotificationPreferencesSchema = z.array(generalNotificationPreferenceSchema);

export const generalNotificationPreferencesQueryKey = ["general-notification-preferences"] as const;

export function getGeneralNotificationPreferences(
  signal?: AbortSignal,
): Promise<GeneralNotificationPreference[]> {
  return api.get("/general-notification-preferences", {
    schema: generalNotificationPreferencesSchema,
    signal,
    workspace: false,
  });
}

export const generalNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: generalNotificationPreferencesQueryKey,
    queryFn: ({ signal }) => getGeneralNotificationPreferences(signal),
  });

export function useGeneralNotificationPreferences() {
  return useQuery(generalNotificationPreferencesQueryOptions());
}
