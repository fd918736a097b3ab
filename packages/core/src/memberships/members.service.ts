import { can, type MembershipStatus, type MembershipUpdate } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { SessionsService } from "../auth/sessions.service";
import { AppError } from "../errors";
import { owned, type Page } from "../repository";
import type { Membership } from "./membership";
import type { MembershipsRepository } from "./memberships.repository";
import type { RolesService } from "./roles.service";

/**
 * Which states each change may leave: anything else is 409 (decisions.md, member states). A pending
 * invitation is ended by revoking it (invitations service), not by deactivation.
 */
const movesFrom = {
  DEACTIVATED: ["ACTIVE"],
  HIDDEN: ["DEACTIVATED"],
} as const satisfies Record<"DEACTIVATED" | "HIDDEN", readonly MembershipStatus[]>;

/** The members of a workspace and the life of a membership: role edits, deactivation, hiding. */
export function createMembersService(
  repository: MembershipsRepository,
  roles: RolesService,
  sessions: SessionsService,
) {
  return {
    list: (
      actor: Actor,
      query: { status?: "ACTIVE" | "INVITED" | "DEACTIVATED"; page: number; pageSize: number },
    ): Promise<Page<Membership>> => repository.list(actor.workspaceId, query),

    /** Edit roles, deactivate (Active -> Deactivated) or hide (Deactivated -> hidden); never the owner's. */
    async update(actor: Actor, id: string, change: MembershipUpdate): Promise<Membership> {
      const membership = await repository.find(actor, id);
      if (!can(actor, "members.update", { isOwnerMembership: membership.isOwner }))
        throw new AppError("FORBIDDEN");
      if (change.roles) await roles.assertExist(change.roles, "roles");
      await repository.transaction(async (tx) => {
        // The state guard is in the write itself: of two concurrent changes, only a legal one lands.
        if (change.status)
          await repository.moveStatus(tx, owned(actor, id), movesFrom[change.status], change.status);
        if (change.roles) await repository.setRoles(tx, id, change.roles);
      });
      // An Active member deactivated in their last workspace is signed out everywhere at once.
      if (change.status === "DEACTIVATED" && membership.userId) {
        if ((await repository.activeCountOfUser(membership.userId)) === 0)
          await sessions.endAllForUser(membership.userId, "deactivated");
      }
      return repository.find(actor, id, { includeHidden: true });
    },
  };
}
