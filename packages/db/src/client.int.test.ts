import { describe, expect, it } from "vitest";
import { type Db, hotRead } from "./client";
import { Prisma } from "./generated/prisma/client";
import { useTestDatabase } from "./testing";

const database = useTestDatabase();

describe("hotRead", () => {
  it("answers values as Prisma's raw queries do: bigint, UTC timestamps, parsed JSON, arrays", async () => {
    const rows = await hotRead<{ n: bigint; at: Date; doc: unknown; codes: string[]; id: string }>(
      database.db,
      Prisma.sql`SELECT ${5}::int8 AS n, '2026-01-02 03:04:05.678'::timestamp AS at,
        json_build_object('a', 1, 'b', ARRAY['x']) AS doc, ARRAY['ADMIN', 'VIEWER'] AS codes,
        ${"5b1a7c5e-8d4e-4f38-9a53-0c0f6f7b6a11"}::uuid AS id`,
    );
    expect(rows).toEqual([
      {
        n: 5n,
        at: new Date("2026-01-02T03:04:05.678Z"),
        doc: { a: 1, b: ["x"] },
        codes: ["ADMIN", "VIEWER"],
        id: "5b1a7c5e-8d4e-4f38-9a53-0c0f6f7b6a11",
      },
    ]);
  });

  it("runs as a prepared statement, named after its text, on the client's own pool", async () => {
    const { db } = database;
    for (const n of [1, 2, 3]) expect(await hotRead(db, Prisma.sql`SELECT ${n}::int AS n`)).toEqual([{ n }]);
    // Sequential reads reuse one pooled connection, the one whose statements this lists.
    const statements = await hotRead<{ name: string; statement: string }>(
      db,
      Prisma.sql`SELECT name, statement FROM pg_prepared_statements WHERE statement = 'SELECT $1::int AS n'`,
    );
    expect(statements).toEqual([
      { name: expect.stringMatching(/^tierline_[0-9a-f]{32}$/), statement: "SELECT $1::int AS n" },
    ]);
  });

  it("refuses a client it did not make (it has no pool to read from)", async () => {
    await expect(hotRead({} as Db, Prisma.sql`SELECT 1`)).rejects.toThrow(
      "hotRead needs a client made by createDb",
    );
  });
});
