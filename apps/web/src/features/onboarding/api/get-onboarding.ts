import { queryOptions, useQuery } from "@tanstack/react-query";
import { type OnboardingState, onboardingStateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /workspaces/{id}/onboarding: where the workspace is in the wizard (the step the server keeps, so
 * another device resumes there), the plan chosen, and the two facts the vendor screens need.
 */

export const onboardingQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "onboarding"] as const;

export function getOnboarding(workspaceId: string, signal?: AbortSignal): Promise<OnboardingState> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/onboarding`, {
    schema: onboardingStateSchema,
    signal,
    endpoint: "GET /workspaces/{id}/onboarding",
  });
}

export const onboardingQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: onboardingQueryKey(workspaceId),
    queryFn: ({ signal }) => getOnboarding(workspaceId, signal),
    // Another device or member may have moved the wizard on: asked afresh on every visit.
    staleTime: 0,
  });

export function useOnboarding(workspaceId: string) {
  return useQuery(onboardingQueryOptions(workspaceId));
}
