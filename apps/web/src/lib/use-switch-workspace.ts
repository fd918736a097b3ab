import { useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@tierline/contracts";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authStore } from "./auth-store";
import { workspaceStore } from "./workspace-store";

/** The page a switch (or a join) lands on: the new workspace's start, not a screen of the old one. */
export const afterSwitchPath = "/";

export interface SwitchOptions {
  /** Replace the current entry of the history (the screen that led here is done). */
  replace?: boolean;
  /** Where to land instead of the start page (a new company: its welcome checklist). */
  to?: string;
}

/**
 * Makes another workspace current: remembered on this device, every cached query dropped (none may
 * show the old workspace's data under the new one's name), and the user taken to the start page.
 */
export function useSwitchWorkspace(): (workspaceId: string, options?: SwitchOptions) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (workspaceId: string, options: SwitchOptions = {}) => {
      workspaceStore.select(workspaceId);
      queryClient.removeQueries();
      void navigate(options.to ?? afterSwitchPath, { replace: options.replace ?? false });
    },
    [queryClient, navigate],
  );
}

/** What accepting an invitation answers: the user with the new workspace, and which one it is. */
export interface JoinedWorkspace {
  user: AuthUser;
  workspace_id: string;
}

/**
 * After accepting an invitation (or creating a company): the user now has the new workspace, and works
 * in it at once. The screen it was accepted on is done, so it is replaced in the history.
 */
export function useJoinWorkspace({ to }: Pick<SwitchOptions, "to"> = {}): (joined: JoinedWorkspace) => void {
  const switchWorkspace = useSwitchWorkspace();
  return useCallback(
    ({ user, workspace_id }: JoinedWorkspace) => {
      authStore.setUser(user);
      switchWorkspace(workspace_id, { replace: true, to });
    },
    [switchWorkspace, to],
  );
}
