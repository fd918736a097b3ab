import { type Action, can, type PermissionHolder, type PermissionSubject } from "@tierline/contracts";
import { useCallback, useMemo } from "react";
import { useWorkspaces } from "./use-workspace";

export interface Permissions {
  /** The signed-in user's roles in the current workspace (none without a membership). */
  holder: PermissionHolder;
  /** The signed-in user's own membership id in the current workspace, if any. */
  membershipId: string | null;
  /** May the signed-in user do `action` (to `subject`)? `can` of contracts, the one permission table. */
  can: (action: Action, subject?: PermissionSubject) => boolean;
}

/** What the signed-in user may do in the current workspace: screens offer only what this allows. */
export function usePermissions(): Permissions {
  const { workspace } = useWorkspaces();
  const holder = useMemo<PermissionHolder>(
    () => ({ roles: workspace?.roles ?? [], isOwner: workspace?.is_owner ?? false }),
    [workspace],
  );
  const check = useCallback(
    (action: Action, subject?: PermissionSubject) => can(holder, action, subject),
    [holder],
  );
  return { holder, membershipId: workspace?.membership_id ?? null, can: check };
}
