import { useQueryClient } from "@tanstack/react-query";
import type { UserWorkspace } from "@tierline/contracts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { showNoticeSnackbar } from "../components/snackbar/snackbar";
import { afterSwitchPath } from "./use-switch-workspace";
import { type WorkspaceLoss, workspaceStore } from "./workspace-store";

/** What the user is told when the workspace they worked in is no longer theirs. */
export function workspaceLossMessage({ lost, now }: WorkspaceLoss): string {
  const gone = `You no longer have access to ${lost.name}.`;
  return now ? `${gone} You are now in ${now.name}.` : gone;
}

/** Whether a cached query is about `workspace` (workspace query keys carry its id). */
const about = (workspace: UserWorkspace) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey.includes(workspace.id);

/**
 * When the workspace this tab works in is taken away (removed, deactivated there; seen by this tab's
 * /users/me or another tab's), the tab goes on like after a switch: the lost workspace's cached data
 * dropped, the start page of the workspace it falls back to (or the no-workspace screen), and a
 * snackbar saying what happened, rather than a screen of errors. A personal page (the account, the
 * password) shows no workspace's data and stays: `stay`.
 */
export function useFollowWorkspaceLoss(stay: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stayRef = useRef(stay);
  stayRef.current = stay;
  useEffect(
    () =>
      workspaceStore.onLoss((loss) => {
        queryClient.removeQueries({ predicate: about(loss.lost) });
        // Replaced: going back would only return to a screen of the lost workspace.
        if (!stayRef.current) void navigate(afterSwitchPath, { replace: true });
        showNoticeSnackbar(workspaceLossMessage(loss));
      }),
    [queryClient, navigate],
  );
}
