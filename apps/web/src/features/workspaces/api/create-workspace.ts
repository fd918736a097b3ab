import { mutationOptions } from "@tanstack/react-query";
import {
  type CreateWorkspaceRequest,
  type CreateWorkspaceResponse,
  createWorkspaceRequestSchema,
  createWorkspaceResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /workspaces: the signed-in user creates another company, which they own. */
export { createWorkspaceRequestSchema };

export function createWorkspace(body: CreateWorkspaceRequest): Promise<CreateWorkspaceResponse> {
  return api.post("/workspaces", createWorkspaceRequestSchema.parse(body), {
    schema: createWorkspaceResponseSchema,
    // The user's own act, in no workspace (they may be in none yet).
    workspace: false,
  });
}

/** A bad brand name is shown under its field: no snackbar for it. */
export const createWorkspaceExplains = [400];

export const createWorkspaceMutationOptions = () =>
  mutationOptions({
    mutationKey: ["workspaces", "create"],
    mutationFn: createWorkspace,
    meta: { silentStatuses: createWorkspaceExplains },
  });
