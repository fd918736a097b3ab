import type { UserWorkspace } from "@tierline/contracts";
import { useSyncExternalStore } from "react";
import { useSession } from "./use-session";
import { type CurrentWorkspaceState, workspaceStore } from "./workspace-store";

/** The current workspace and every workspace of the signed-in user, re-rendering on a switch. */
export function useWorkspaces(): CurrentWorkspaceState {
  return useSyncExternalStore(workspaceStore.subscribe, workspaceStore.getState, workspaceStore.getState);
}

export interface CurrentWorkspace {
  /** The workspace every workspace call names in `X-Workspace-Id`; null until the user belongs to one. */
  workspaceId: string | null;
  workspaceName: string | null;
  workspace: UserWorkspace | null;
  userId: string | null;
}

/** The workspace the signed-in user works in now (the one chosen in the switcher, else their default). */
export function useCurrentWorkspace(): CurrentWorkspace {
  const { auth } = useSession();
  const { workspace } = useWorkspaces();
  return {
    workspaceId: workspace?.id ?? null,
    workspaceName: workspace?.name ?? null,
    workspace,
    userId: auth.user?.id ?? null,
  };
}

/**
 * The current workspace's id, in a screen that works in a workspace. The shell's `WorkspaceGuard`
 * renders no such screen without one, so none checks for itself; reaching here without one is a bug.
 */
export function useWorkspaceId(): string {
  const { workspace } = useWorkspaces();
  if (!workspace) throw new Error("A workspace screen was rendered without a workspace (see WorkspaceGuard)");
  return workspace.id;
}
