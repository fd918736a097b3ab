import { createUser, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { withDomainErrors } from "./prisma-errors";

const database = useTestDatabase();
let raw: Db;
let db: Db;

beforeAll(() => {
  raw = database.db;
  db = withDomainErrors(raw);
});

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof AppError ? error.code : `not an AppError: ${String(error)}`),
  );

describe("Prisma errors in core", () => {
  it("a unique violation is CONFLICT, also inside transactions", async () => {
    await createUser(db, { email: "taken@example.test" });
    // Prisma's own client throws its own error; the client core uses answers in domain terms.
    expect(await code(raw.user.create({ data: { email: "taken@example.test" } }))).toMatch(/not an AppError/);
    expect(await code(db.user.create({ data: { email: "taken@example.test" } }))).toBe("CONFLICT");
    expect(
      await code(db.$transaction(async (tx) => tx.user.create({ data: { email: "taken@example.test" } }))),
    ).toBe("CONFLICT");
    expect(await code(db.$transaction([db.user.create({ data: { email: "taken@example.test" } })]))).toBe(
      "CONFLICT",
    );
  });

  it("a write that finds no row is NOT_FOUND", async () => {
    const owner = await createUser(db);
    const { workspace } = await createWorkspace(db, { ownerId: owner.id });
    const other = await createWorkspace(db, { ownerId: owner.id });
    // The row exists, but not within the WHERE's workspace: not found, as if it did not exist.
    expect(
      await code(
        db.workspace.update({ where: { id: workspace.id, entityId: other.entity.id }, data: { name: "x" } }),
      ),
    ).toBe("NOT_FOUND");
    expect(await code(db.user.delete({ where: { id: crypto.randomUUID() } }))).toBe("NOT_FOUND");
  });

  it("a foreign key refusing a write is NOT_FOUND (what it names is gone), refusing a delete CONFLICT", async () => {
    const gone = crypto.randomUUID();
    const session = { userId: gone, expiresAt: new Date(Date.now() + 60_000) };
    // The raw client's answer would be a 500; the referenced user was deleted after a check, say.
    expect(await code(raw.session.create({ data: session }))).toMatch(/not an AppError/);
    expect(await code(db.session.create({ data: session }))).toBe("NOT_FOUND");
    expect(await code(db.session.createMany({ data: [session] }))).toBe("NOT_FOUND");
    expect(await code(db.$transaction(async (tx) => tx.session.create({ data: session })))).toBe("NOT_FOUND");
    const owner = await createUser(db);
    await createWorkspace(db, { ownerId: owner.id });
    const owned = await db.session.create({ data: { ...session, userId: owner.id } });
    expect(await code(db.session.update({ where: { id: owned.id }, data: { userId: gone } }))).toBe(
      "NOT_FOUND",
    );
    // The workspace still names its owner: deleting the owner is refused by the key.
    expect(await code(db.user.delete({ where: { id: owner.id } }))).toBe("CONFLICT");
    expect(await code(db.user.deleteMany({ where: { id: owner.id } }))).toBe("CONFLICT");
  });

  it("leaves every other error as it is", async () => {
    const error = await db.$queryRawUnsafe("SELECT * FROM no_such_table").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
  });
});
