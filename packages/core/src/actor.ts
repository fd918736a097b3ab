import type { MemberRole } from "@tierline/contracts";

/** A signed-in user's session: set by the api's auth plugin from the bearer token. */
export interface SessionActor {
  userId: string;
  sessionId: string;
  /** The user's address: pending invitations are addressed to it. */
  email: string;
}

/**
 * Who acts inside a workspace: the session plus the membership it acts through. Every workspace
 * service takes it first and scopes every query to `workspaceId`.
 */
export interface Actor extends SessionActor {
  workspaceId: string;
  membershipId: string;
  roles: MemberRole[];
  isOwner: boolean;
}
