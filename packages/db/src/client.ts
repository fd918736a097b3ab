import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { type Prisma, PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

/** The node-postgres pool under a client made by `createDb` (its hot reads go straight to it). */
const poolOf = Symbol("tierline.pool");

/**
 * One Prisma client over node-postgres (driver adapter: no native query engine needed here), whose pool
 * `hotRead` shares. The pool is the client's: `$disconnect` ends it, also when only hot reads used it
 * (Prisma connects, and so disposes, only once a query of its own ran).
 */
export function createDb(databaseUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection that dies (PostgreSQL restarted) is dropped by the pool; the next query opens another.
  pool.on("error", () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    if (!pool.ending) await pool.end();
  };
  // Read through Prisma's client extensions too (`$extends` forwards unknown keys to the client).
  Object.defineProperty(db, poolOf, { value: pool });
  return db;
}

const statementNames = new Map<string, string>();

/** A statement's name, from its text: one text, one name, so no connection mixes two statements up. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `tierline_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Values as Prisma's raw queries answer them: int8 as bigint, timestamps without zone as UTC. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8) return (value: string) => BigInt(value);
    if (oid === pg.types.builtins.TIMESTAMP)
      return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * A read that runs on (nearly) every request, such as the access hook's, run straight on node-postgres
 * as a prepared statement: PostgreSQL parses and plans it once per connection instead of every time,
 * and Prisma's client (which compiles even a raw query) is skipped. Planning was most of those queries'
 * cost, Prisma's client most of the api's own. Nothing is cached but the plan: every run reads the
 * rows as they are. Only reads: no transaction, and no Prisma error to answer as a domain error.
 */
export async function hotRead<T>(db: Db, query: Prisma.Sql): Promise<T[]> {
  const pool = (db as unknown as Record<symbol, pg.Pool | undefined>)[poolOf];
  if (!pool) throw new Error("hotRead needs a client made by createDb");
  const result = await pool.query({
    name: statementName(query.text),
    text: query.text,
    values: query.values,
    types,
  });
  return result.rows as T[];
}
