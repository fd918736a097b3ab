import type { UserPreferencesUpdate } from "@tierline/contracts";
import type { Db, UserPreference } from "@tierline/db";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { assertActorWorkspace } from "../scope";

/**
 * The user's preference row in a workspace, created with the defaults when missing (members added
 * before the row existed, or by paths that do not create one). Race-safe: concurrent first reads
 * insert at most one row (ON CONFLICT DO NOTHING) and all read the same one.
 */
export async function ensureUserPreference(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<UserPreference> {
  const where = { userId_workspaceId: { userId, workspaceId } };
  const found = await db.userPreference.findUnique({ where });
  if (found) return found;
  await db.userPreference.createMany({ data: [{ userId, workspaceId }], skipDuplicates: true });
  return db.userPreference.findUniqueOrThrow({ where });
}

/** A user's preferences in one workspace (spec section 3). */
export interface UserPreferences {
  notificationVendorAcceptance: boolean;
  notificationVendorWarning: boolean;
}

const toPreferences = (row: UserPreference): UserPreferences => ({
  notificationVendorAcceptance: row.notificationVendorAcceptance,
  notificationVendorWarning: row.notificationVendorWarning,
});

/**
 * GET/PATCH /users/{userId}/workspaces/{orgId}/preferences: a member's own preferences in a
 * workspace. Nobody reads or changes another user's: any other user id is not found.
 */
export function createPreferencesService({ db }: CoreDeps) {
  function assertOwn(actor: Actor, userId: string, workspaceId: string) {
    assertActorWorkspace(actor, workspaceId);
    if (userId !== actor.userId) throw notFound();
  }

  return {
    async get(actor: Actor, userId: string, workspaceId: string): Promise<UserPreferences> {
      assertOwn(actor, userId, workspaceId);
      return toPreferences(await ensureUserPreference(db, actor.userId, actor.workspaceId));
    },

    async update(
      actor: Actor,
      userId: string,
      workspaceId: string,
      input: UserPreferencesUpdate,
    ): Promise<UserPreferences> {
      assertOwn(actor, userId, workspaceId);
      const row = await ensureUserPreference(db, actor.userId, actor.workspaceId);
      const updated = await db.userPreference.update({
        where: { id: row.id },
        data: {
          notificationVendorAcceptance: input.notification_vendor_acceptance,
          notificationVendorWarning: input.notification_vendor_warning,
        },
      });
      return toPreferences(updated);
    },
  };
}
