import { addMember, createUser, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { findOwned, guarded, owned, transition, updateOwned } from "./repository";

const database = useTestDatabase();
let db: Db;
let mine: { workspaceId: string };
let theirs: { workspaceId: string };
let memberId: string;

beforeAll(async () => {
  db = database.db;
  const owner = await createUser(db);
  mine = { workspaceId: (await createWorkspace(db, { ownerId: owner.id })).workspace.id };
  theirs = { workspaceId: (await createWorkspace(db, { ownerId: (await createUser(db)).id })).workspace.id };
  memberId = (await addMember(db, { ...mine, userId: (await createUser(db)).id, roles: ["VIEWER"] })).id;
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected ${String(e)}`),
  );

describe("owned reads and writes", () => {
  it("find an object of the scope's workspace, and answer 404 for another workspace's", async () => {
    const read = (scope: { workspaceId: string }) =>
      findOwned(scope, memberId, (where) => db.membership.findFirst({ where }));
    expect((await read(mine)).id).toBe(memberId);
    expect(await codeOf(read(theirs))).toBe("NOT_FOUND");
    expect(
      await codeOf(findOwned(mine, crypto.randomUUID(), (where) => db.membership.findFirst({ where }))),
    ).toBe("NOT_FOUND");
  });

  it("write only within the scope's workspace; a foreign id writes nothing and is not found", async () => {
    const rename = (scope: { workspaceId: string }, email: string) =>
      updateOwned(scope, memberId, (where) => db.membership.updateMany({ where, data: { email } }));
    expect(await codeOf(rename(theirs, "stolen@example.test"))).toBe("NOT_FOUND");
    expect((await db.membership.findUniqueOrThrow({ where: { id: memberId } })).email).not.toBe(
      "stolen@example.test",
    );
    expect(await codeOf(rename(mine, "renamed@example.test"))).toBe("ok");
    expect((await db.membership.findUniqueOrThrow({ where: { id: memberId } })).email).toBe(
      "renamed@example.test",
    );
  });
});

describe("guarded transitions", () => {
  const deactivate = () =>
    transition(owned(mine, memberId), ["ACTIVE", "INVITED"], (where) =>
      db.membership.updateMany({ where, data: { status: "DEACTIVATED" } }),
    );

  it("move from an expected state, and answer 409 when the object is no longer in it", async () => {
    await db.membership.update({ where: { id: memberId }, data: { status: "ACTIVE" } });
    expect(await codeOf(deactivate())).toBe("ok");
    expect(await codeOf(deactivate())).toBe("CONFLICT");
    expect((await db.membership.findUniqueOrThrow({ where: { id: memberId } })).status).toBe("DEACTIVATED");
  });

  it("of concurrent changes, exactly one lands and the others lost the race", async () => {
    await db.membership.update({ where: { id: memberId }, data: { status: "ACTIVE" } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => codeOf(deactivate())));
    expect(answers.sort()).toEqual(["CONFLICT", "CONFLICT", "CONFLICT", "CONFLICT", "ok"]);
  });

  it("never move another workspace's object", async () => {
    await db.membership.update({ where: { id: memberId }, data: { status: "ACTIVE" } });
    const foreign = transition(owned(theirs, memberId), ["ACTIVE"], (where) =>
      db.membership.updateMany({ where, data: { status: "DEACTIVATED" } }),
    );
    expect(await codeOf(foreign)).toBe("CONFLICT");
    expect((await db.membership.findUniqueOrThrow({ where: { id: memberId } })).status).toBe("ACTIVE");
  });

  it("say why a guard lost when told (a used link is not a conflict)", async () => {
    const lost = () => new AppError("LINK_INVALID");
    const write = db.membership.updateMany({ where: { id: memberId, status: "HIDDEN" }, data: {} });
    expect(await codeOf(guarded(write, lost))).toBe("LINK_INVALID");
  });
});
