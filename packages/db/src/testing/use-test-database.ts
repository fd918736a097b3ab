import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type Db } from "../client";
import { createTestDatabase } from "./databases";

/**
 * A database of this test file's own with a client on it: cloned from the run's template before the
 * file's tests, dropped after them. Read `db` inside tests and hooks (it exists once beforeAll ran).
 */
export function useTestDatabase(): { readonly db: Db } {
  let db: Db | undefined;
  let drop: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
    drop = database.drop;
    db = createDb(database.url);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await drop?.();
  });
  return {
    get db() {
      if (!db) throw new Error("the test database exists once beforeAll has run");
      return db;
    },
  };
}
