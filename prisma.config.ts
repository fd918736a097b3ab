// biome-ignore-all lint/suspicious/noExplicitAny: patches untyped internals of the Prisma 6.19 pg adapter (shared/design/examples/prisma.config.ts)
import "dotenv/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// Prisma 6.19 "js" schema engine (wasm) + @prisma/adapter-pg: no native engine download.
// Two adapter-pg 6.x bugs are worked around here:
//  1. prisma/orm#27403: PG catalog types `name` (OID 19) and `"char"` (OID 18) are not
//     mapped -> "Column type 'name' could not be deserialized". Remap them to TEXT (25).
//  2. connectToShadowDb(): connectionString overrides the shadow db name, and it drops the
//     shadow db before closing its pool. Re-implemented below.
// 4. The wasm schema engine arms 10 s / 60 s setTimeout()s that are never cleared, so the CLI
//    lingers after finishing. Unref long timers created while the CLI runs.
const _setTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: any, ms?: number, ...a: any[]) => {
  const t: any = _setTimeout(fn, ms, ...a);
  if ((ms ?? 0) >= 5000) t?.unref?.();
  return t;
}) as any;

function patchCatalogTypes(obj: any) {
  let proto = obj;
  while (proto && !Object.hasOwn(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  if (!proto || proto.__catalogPatched) return;
  const orig = proto.performIO;
  proto.performIO = async function (query: any, ...rest: any[]) {
    const res = await orig.call(this, query, ...rest);
    for (const f of res.fields ?? []) if (f.dataTypeID === 18 || f.dataTypeID === 19) f.dataTypeID = 25;
    return res;
  };
  proto.__catalogPatched = true;
}

function pgConfig(url: string, database?: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: database ?? u.pathname.slice(1),
    allowExitOnIdle: true, // 3. otherwise the CLI hangs 10-60 s on idle pool clients after finishing
  };
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => {
    const url = process.env.DATABASE_URL!;
    const factory: any = new PrismaPg(pgConfig(url));
    const connect = factory.connect.bind(factory);
    factory.connect = async () => {
      const a = await connect();
      patchCatalogTypes(a);
      return a;
    };
    factory.connectToShadowDb = async () => {
      const admin = await factory.connect();
      const name = `prisma_shadow_${process.pid}_${Date.now()}`;
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const shadow: any = await new PrismaPg(pgConfig(url, name)).connect();
      patchCatalogTypes(shadow);
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.dispose();
      };
      return shadow;
    };
    return factory;
  },
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
