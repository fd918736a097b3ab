import type { ReactNode } from "react";
import { type Params, useMatches } from "react-router";
import { useWorkspaces } from "../../lib/use-workspace";

/** What a route under the shell may say about itself in its `handle`. */
export interface ShellRouteHandle {
  /**
   * A screen about the signed-in user rather than a workspace (their account, their password): it
   * works without any workspace. A function decides per path (one route serving several sections).
   */
  personal?: boolean | ((params: Params) => boolean);
}

function isPersonal(handle: unknown, params: Params): boolean {
  const personal = (handle as ShellRouteHandle | undefined)?.personal;
  return typeof personal === "function" ? personal(params) : personal === true;
}

/** Whether the screen open now is a personal one (see `ShellRouteHandle`). */
export function usePersonalRoute(): boolean {
  return useMatches().some((match) => isPersonal(match.handle, match.params));
}

/**
 * The one "no workspace" gate of the app, at the layout: a signed-in user who belongs to no workspace
 * gets `fallback` (their pending invitations, or how to get into one) instead of any workspace screen.
 * Screens therefore never check for a workspace themselves.
 */
export function WorkspaceGuard({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { workspace } = useWorkspaces();
  const personal = usePersonalRoute();
  return workspace || personal ? children : fallback;
}
