import { addMember, createUser, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { describe, expect, it } from "vitest";
import { authorize } from "../access/workspace-context";
import { signAccessToken } from "../auth/tokens";
import { loadCurrentUser } from "../users/users.service";
import { createMembershipsRepository } from "./memberships.repository";

/**
 * The default workspace, a member's roles and ownership are read by the access hook, `GET /users/me`
 * and the members list, each in raw SQL of its own: they must agree, also on a tie of join times.
 */
const database = useTestDatabase();
const secret = "s".repeat(32);

async function tokenFor(db: Db, userId: string) {
  const session = await db.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3600_000) } });
  return signAccessToken({ sub: userId, sid: session.id }, secret, 600);
}

describe("one rule for the default workspace, roles and ownership", () => {
  it("the access hook, the current user and the members list agree, ties broken by membership id", async () => {
    const db = database.db;
    const pat = await createUser(db, { email: "pat@rules.test" });
    const owned = (await createWorkspace(db, { ownerId: pat.id, name: "Owned Co" })).workspace;
    const joined = (await createWorkspace(db, { ownerId: (await createUser(db)).id, name: "Joined Co" }))
      .workspace;
    await addMember(db, {
      workspaceId: joined.id,
      userId: pat.id,
      roles: ["PROCUREMENT_MANAGER", "COMPLIANCE_MANAGER"],
    });
    // Joined in the same instant: the membership with the lower id is the default.
    await db.membership.updateMany({
      where: { userId: pat.id },
      data: { createdAt: new Date("2026-01-01T00:00:00Z") },
    });
    const memberships = await db.membership.findMany({ where: { userId: pat.id }, orderBy: { id: "asc" } });
    const expectedDefault = memberships[0]!.workspaceId;

    const token = await tokenFor(db, pat.id);
    const byDefault = await authorize(db, secret, token, {});
    expect(byDefault?.actor?.workspaceId).toBe(expectedDefault);
    const me = await loadCurrentUser(db, pat.id);
    expect(me.workspaces[0]!.id).toBe(expectedDefault);

    const repository = createMembershipsRepository(db);
    for (const workspace of [owned, joined]) {
      const actor = (await authorize(db, secret, token, { header: workspace.id }))!.actor!;
      const listed = (await repository.list(workspace.id, { page: 1, pageSize: 10 })).results.find(
        (m) => m.userId === pat.id,
      )!;
      const mine = me.workspaces.find((w) => w.id === workspace.id)!;
      const expected =
        workspace === owned
          ? { roles: ["ADMIN"], isOwner: true }
          : { roles: ["COMPLIANCE_MANAGER", "PROCUREMENT_MANAGER"], isOwner: false };
      expect({ roles: actor.roles, isOwner: actor.isOwner }).toEqual(expected);
      expect({ roles: mine.roles, isOwner: mine.isOwner }).toEqual(expected);
      expect({ roles: listed.roles.map((r) => r.code), isOwner: listed.isOwner }).toEqual(expected);
      expect(await repository.activeAccessOf(workspace.id, pat.id)).toEqual(expected);
    }
  });
});
