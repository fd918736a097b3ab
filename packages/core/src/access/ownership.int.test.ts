import { addMember, createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { type Addresser, assertObjectKind, objectKinds, ownsObject } from "./ownership";

const database = useTestDatabase();
let db: Db;
/** Me in my workspace, a colleague there, and a stranger with a workspace of their own. */
let me: Addresser;
let colleague: Addresser;
let stranger: Addresser;

beforeAll(async () => {
  db = database.db;
  const meUser = await createUser(db, { email: "me@example.test" });
  const { workspace } = await createWorkspace(db, { ownerId: meUser.id });
  const colleagueUser = await createUser(db);
  await addMember(db, { workspaceId: workspace.id, userId: colleagueUser.id, roles: ["VIEWER"] });
  const strangerUser = await createUser(db);
  const theirs = await createWorkspace(db, { ownerId: strangerUser.id });
  me = { userId: meUser.id, email: meUser.email, workspaceId: workspace.id };
  colleague = { userId: colleagueUser.id, workspaceId: workspace.id };
  stranger = { userId: strangerUser.id, workspaceId: theirs.workspace.id };
});

const settingOf = (who: Addresser) =>
  db.notificationSetting.create({ data: { userId: who.userId, workspaceId: who.workspaceId! } });

describe("the ownership table", () => {
  it("a workspace and a user are only the addresser's own", async () => {
    expect(await ownsObject(db, me, "workspace", me.workspaceId!)).toBe(true);
    expect(await ownsObject(db, me, "workspace", stranger.workspaceId!)).toBe(false);
    expect(await ownsObject(db, me, "user", me.userId)).toBe(true);
    expect(await ownsObject(db, me, "user", colleague.userId)).toBe(false);
  });

  it("a workspace's rows by {id, workspaceId}: another workspace's id and hidden members are not found", async () => {
    const mine = await db.membership.findFirstOrThrow({ where: { userId: colleague.userId } });
    const theirs = await db.membership.findFirstOrThrow({ where: { userId: stranger.userId } });
    expect(await ownsObject(db, me, "membership", mine.id)).toBe(true);
    expect(await ownsObject(db, me, "membership", theirs.id)).toBe(false);
    await db.membership.update({ where: { id: mine.id }, data: { status: "HIDDEN" } });
    expect(await ownsObject(db, me, "membership", mine.id)).toBe(false);
    // Without a workspace to act in (a personal route), no workspace row is anybody's.
    expect(await ownsObject(db, { userId: me.userId }, "membership", theirs.id)).toBe(false);
  });

  it("personal rows belong to their user in their workspace, not to colleagues", async () => {
    const mine = await settingOf(me);
    const colleagues = await settingOf(colleague);
    expect(await ownsObject(db, me, "notificationSetting", mine.id)).toBe(true);
    expect(await ownsObject(db, me, "notificationSetting", colleagues.id)).toBe(false);
    // My own row, addressed while acting in another workspace, is not found there.
    expect(
      await ownsObject(db, { ...me, workspaceId: stranger.workspaceId }, "notificationSetting", mine.id),
    ).toBe(false);
    const general = await db.generalNotificationPreference.create({
      data: { userId: me.userId, key: "news" },
    });
    expect(await ownsObject(db, { userId: me.userId }, "generalNotificationPreference", general.id)).toBe(
      true,
    );
    expect(await ownsObject(db, colleague, "generalNotificationPreference", general.id)).toBe(false);
  });

  it("an entity is its workspace's; without a workspace, nobody's", async () => {
    const mine = await db.workspace.findUniqueOrThrow({ where: { id: me.workspaceId! } });
    const theirs = await db.workspace.findUniqueOrThrow({ where: { id: stranger.workspaceId! } });
    expect(await ownsObject(db, me, "entity", mine.entityId)).toBe(true);
    expect(await ownsObject(db, colleague, "entity", mine.entityId)).toBe(true);
    expect(await ownsObject(db, me, "entity", theirs.entityId)).toBe(false);
    expect(await ownsObject(db, { userId: me.userId }, "entity", mine.entityId)).toBe(false);
  });

  it("a compliance is a customer's relationship linked to the addresser's workspace entity, and nothing else", async () => {
    const mine = await db.workspace.findUniqueOrThrow({ where: { id: me.workspaceId! } });
    // The stranger is my customer: one of its relationships is linked to my company, another is not.
    const linked = await createVendor(db, {
      workspaceId: stranger.workspaceId!,
      name: "Me as their vendor",
      linkedEntityId: mine.entityId,
    });
    const unlinked = await createVendor(db, { workspaceId: stranger.workspaceId!, name: "Someone else" });
    expect(await ownsObject(db, me, "compliance", linked.relationship.id)).toBe(true);
    expect(await ownsObject(db, colleague, "compliance", linked.relationship.id)).toBe(true);
    expect(await ownsObject(db, me, "compliance", unlinked.relationship.id)).toBe(false);
    // The customer reaches its own relationship as a vendor relationship, never as a compliance.
    expect(await ownsObject(db, stranger, "compliance", linked.relationship.id)).toBe(false);
    expect(await ownsObject(db, stranger, "vendorRelationship", linked.relationship.id)).toBe(true);
    expect(await ownsObject(db, me, "vendorRelationship", linked.relationship.id)).toBe(false);
    expect(await ownsObject(db, { userId: me.userId }, "compliance", linked.relationship.id)).toBe(false);
  });

  it("a malformed id is nobody's", async () => {
    for (const kind of objectKinds) expect(await ownsObject(db, me, kind, "not-a-uuid")).toBe(false);
  });

  it("a kind missing from the table fails loudly, naming the table", async () => {
    await expect(ownsObject(db, me, "vendor", crypto.randomUUID())).rejects.toThrow(
      /"vendor" has no ownership rule: add it to core\/src\/access\/ownership.ts/,
    );
    expect(() => assertObjectKind("vendor")).toThrow(/no ownership rule/);
    expect(() => assertObjectKind("toString")).toThrow(/no ownership rule/);
    for (const kind of objectKinds) expect(() => assertObjectKind(kind)).not.toThrow();
  });
});
