import { type Action, can, type PermissionHolder, type PermissionSubject } from "@tierline/contracts";
import { useCallback, useMemo } from "react";
import { useSession } from "./use-session";

export interface Permissions {
  /** The signed-in user's roles in the current workspace (none without a membership). */
  holder: PermissionHolder;
  /** The signed-in user's own membership id, if any. */
  membershipId: string | null;
  /** May the signed-in user do `action` (to `subject`)? `can` of contracts, the one permission table. */
  can: (action: Action, subject?: PermissionSubject) => boolean;
}

/** What the signed-in user may do in the current workspace: screens offer only what this allows. */
export function usePermissions(): Permissions {
  const { auth } = useSession();
  const membership = auth.user?.membership ?? null;
  const holder = useMemo<PermissionHolder>(
    () => ({ roles: membership?.roles ?? [], isOwner: membership?.is_owner ?? false }),
    [membership],
  );
  const check = useCallback(
    (action: Action, subject?: PermissionSubject) => can(holder, action, subject),
    [holder],
  );
  return { holder, membershipId: membership?.id ?? null, can: check };
}
