import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type ScreeningSettings,
  screeningSettingsSchema,
  screeningSettingsUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET and PUT /workspaces/{id}/screening-settings: whether screening decisions need a second reviewer
 * (four eyes). Any member reads it; an Admin changes it.
 */
export const screeningSettingsQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "screening-settings"] as const;

const path = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/screening-settings`;

export const screeningSettingsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: screeningSettingsQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      api.get(path(workspaceId), {
        schema: screeningSettingsSchema,
        signal,
        endpoint: "GET /workspaces/{id}/screening-settings",
      }),
  });

export function useScreeningSettings(workspaceId: string) {
  return useQuery(screeningSettingsQueryOptions(workspaceId));
}

export const updateScreeningSettingsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: [...screeningSettingsQueryKey(workspaceId), "update"],
    mutationFn: (settings: ScreeningSettings) =>
      api.put(path(workspaceId), screeningSettingsUpdateSchema.parse(settings), {
        schema: screeningSettingsSchema,
        endpoint: "PUT /workspaces/{id}/screening-settings",
      }),
    onSuccess: (saved, _variables, _result, { client }) =>
      client.setQueryData(screeningSettingsQueryKey(workspaceId), saved),
  });

export function useUpdateScreeningSettings(workspaceId: string) {
  return useMutation(updateScreeningSettingsMutationOptions(workspaceId));
}
