import { useSession } from "./use-session";

export interface CurrentWorkspace {
  /** The primary entity's workspace; null until the user belongs to one. */
  workspaceId: string | null;
  workspaceName: string | null;
  userId: string | null;
}

/** The workspace the signed-in user works in (their primary entity's), as stored in the session. */
export function useCurrentWorkspace(): CurrentWorkspace {
  const { auth } = useSession();
  const workspace = auth.primaryEntity?.workspace ?? auth.user?.primary_entity?.workspace ?? null;
  return {
    workspaceId: workspace?.id ?? null,
    workspaceName: workspace?.name ?? null,
    userId: auth.user?.id ?? null,
  };
}
