import { randomUUID } from "node:crypto";
import {
  apiErrorSchema,
  apiMessages,
  fieldMessages,
  importMessages,
  rateLimitMessages,
  relationshipMessages,
  statusMessages,
  unexpectedErrorMessage,
} from "@tierline/contracts";
import { signAccessToken } from "@tierline/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  casesFor,
  type SweepCase,
  type SweepContext,
  type SweepRoute,
} from "./testing/bad-input/route-cases";
import { CannotDerive } from "./testing/bad-input/schema-walk";
import { loadSanctionLists, workspaceOfEveryKind } from "./testing/every-kind";
import { startTestApp, type TestApp } from "./testing/test-app";

/**
 * Bad input over the whole api, driven by its route table like the tenant-isolation test: every route
 * gets at least 40 requests derived from its own schemas, each a valid request with one thing wrong
 * (wrong types, missing fields, huge and control-character text, bad ids, bad query values, unknown
 * fields, bad content types, broken JSON, bad tokens and headers), sent as the workspace's owner (public
 * routes without a token). No answer may be a 5xx, every error must be in the documented shape with the
 * contracts' messages, and nothing may be stored. A route added later is swept without touching this
 * file; one whose schema the generator cannot read fails here.
 */
const minimumPerRoute = 40;

let t: TestApp;
let context: SweepContext;
const sweep = new Map<string, { valid: SweepCase; cases: SweepCase[] }>();
const notDerived: string[] = [];

const knownMessages = new Set<string>([
  ...Object.values(fieldMessages),
  ...Object.values(apiMessages),
  ...Object.values(statusMessages),
  ...Object.values(importMessages),
  ...Object.values(relationshipMessages).filter((m) => typeof m === "string"),
  unexpectedErrorMessage,
]);
/** A message of the contracts', a rate limit's included (those say how long to wait, in words). */
const isContractsMessage = (message: string) => {
  if (knownMessages.has(message)) return true;
  const wait = /(\d+) (second|minute)s?\b/.exec(message);
  if (!wait) return false;
  const seconds = Number(wait[1]) * (wait[2] === "minute" ? 60 : 1);
  return Object.values(rateLimitMessages).some((say) => say(seconds) === message);
};

let nextAddress = 0;
/** Each request from its own address, so per-IP rate limits never stand between a request and its route. */
const addressOf = () => {
  const n = ++nextAddress;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const send = (c: SweepCase) =>
  t.app.inject({
    method: c.method as "GET",
    url: c.url,
    headers: c.headers,
    payload: c.payload,
    remoteAddress: addressOf(),
  });

/** Every table's row count and a hash of its rows, and every Redis key but rate-limit counters. */
async function snapshot() {
  const tables = await t.db.$queryRaw<{ name: string }[]>`
    SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.db.$queryRawUnsafe<{ n: number; h: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS h FROM "${name}" t`,
    );
    rows[name] = `${row!.n} rows ${row!.h}`;
  }
  const keys = (await t.redis.keys(`${t.env.REDIS_PREFIX}:*`)).filter((key) => !key.includes(":rl:")).sort();
  return { rows, keys };
}

beforeAll(async () => {
  // High per-user limits: a 429 must never stand in for the answer the sweep is looking at.
  t = await startTestApp({ env: { SCREENING_SEARCHES_PER_MINUTE: 1_000_000 } });
  await loadSanctionLists(t);
  // The owner's workspace holds an object of every kind (the sweeps' shared fixture), and the rows
  // first reads create, before the data is snapshotted.
  const owner = await workspaceOfEveryKind(t, "owner@sweep.test");
  const ownerHeaders = owner.headers;
  const claims = JSON.parse(Buffer.from(ownerHeaders.authorization.split(".")[1]!, "base64url").toString());
  const secret = t.env.JWT_SECRET;
  const badTokens = {
    "a token signed with another secret": signAccessToken(
      { sub: claims.sub, sid: claims.sid },
      "y".repeat(48),
      900,
    ),
    "an expired token": signAccessToken({ sub: claims.sub, sid: claims.sid }, secret, -60),
    "a token of an unknown session": signAccessToken({ sub: claims.sub, sid: randomUUID() }, secret, 900),
    "a token of another user": signAccessToken({ sub: randomUUID(), sid: claims.sid }, secret, 900),
    "an unsigned token": `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${ownerHeaders.authorization.split(".")[1]}.`,
  };

  // The owner's own object of each kind (every kind's ids start with the owner's).
  const ids = await owner.ids();
  context = {
    idOf: (kind) => {
      const id = ids[kind as keyof typeof ids]?.[0];
      if (!id)
        throw new CannotDerive(
          `no object of kind "${kind}" for the sweep's owner: extend testing/every-kind.ts`,
        );
      return id;
    },
    ownerHeaders,
    badTokens,
  };
  const routes = t.app.routeTable as SweepRoute[];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    try {
      sweep.set(name, casesFor(route, context));
    } catch (error) {
      if (!(error instanceof CannotDerive)) throw error;
      notDerived.push(error.message);
    }
  }
  for (const { valid } of sweep.values()) if (valid.method === "GET") await send(valid);
});
afterAll(async () => {
  await t.close();
});

it(`derives at least ${minimumPerRoute} malformed requests for every route from its schemas`, () => {
  expect(notDerived, "routes whose schemas the sweep cannot read").toEqual([]);
  const few = [...sweep].filter(([, { cases }]) => cases.length < minimumPerRoute).map(([name]) => name);
  expect(few, `routes with fewer than ${minimumPerRoute} requests`).toEqual([]);
  expect(sweep.size).toBe(t.app.routeTable.length);
});

/** What is wrong with an answer, or null. */
function judge(c: SweepCase, status: number, headers: Record<string, unknown>, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (headers["permissions-policy"] === undefined) return "no Permissions-Policy";
  if (!c.url.startsWith("/api/v1/openapi.json") && headers["cache-control"] !== "no-store")
    return `Cache-Control ${headers["cache-control"]}`;
  let body: unknown;
  if (status >= 400) {
    try {
      body = JSON.parse(text);
    } catch {
      return `answered ${status} with a body that is not JSON`;
    }
    const error = apiErrorSchema.strict().safeParse(body);
    if (!error.success) return `answered ${status} outside the documented shape`;
    if (error.data.status !== status) return `answered ${status} saying status ${error.data.status}`;
    const messages = [error.data.message, ...Object.values(error.data.fields ?? {})];
    const unknown = messages.find((message) => !isContractsMessage(message));
    if (unknown !== undefined)
      return `answered a message that is none of the contracts': ${JSON.stringify(unknown)}`;
  }
  if (!c.expect.refused) return null;
  if (!c.expect.statuses.includes(status))
    return `answered ${status}, expected ${c.expect.statuses.join(" or ")}`;
  const said = (body as { message?: string }).message;
  if (c.expect.message !== undefined && said !== c.expect.message) return `said ${JSON.stringify(said)}`;
  const fields = (body as { fields?: Record<string, string> }).fields ?? {};
  for (const [field, message] of Object.entries(c.expect.fields)) {
    if (!(field in fields)) return `no field error on ${field}`;
    if (message !== null && fields[field] !== message)
      return `said ${JSON.stringify(fields[field])} on ${field}`;
  }
  return null;
}

it("answers every malformed request without a 5xx, in the documented shape, storing nothing", async () => {
  const before = await snapshot();
  const failures: string[] = [];
  const limited: string[] = [];
  let sent = 0;
  const started = performance.now();
  for (const [name, { cases }] of sweep) {
    let rateLimited = 0;
    // A few at a time: quick, and still far below any pool or limit.
    for (let i = 0; i < cases.length; i += 4) {
      const batch = cases.slice(i, i + 4);
      const answers = await Promise.all(batch.map(send));
      answers.forEach((res, j) => {
        const c = batch[j]!;
        // A 429 must be in the documented shape; too many of them fail the route below.
        if (res.statusCode === 429) rateLimited++;
        const expected = res.statusCode === 429 ? { ...c, expect: { refused: false as const } } : c;
        const wrong = judge(expected, res.statusCode, res.headers, res.body);
        if (wrong) failures.push(`${name} — ${c.label}: ${wrong} (${res.body.slice(0, 160)})`);
      });
      sent += batch.length;
    }
    if (rateLimited > cases.length / 10)
      limited.push(`${name}: ${rateLimited} of ${cases.length} answered 429`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(`bad-input sweep: ${sent} requests over ${sweep.size} routes in ${seconds.toFixed(1)} s`);
  expect(failures.slice(0, 60), `${failures.length} answers were wrong`).toEqual([]);
  expect(limited, "rate limits hid the answers of these routes: give the sweep's app higher limits").toEqual(
    [],
  );
  expect(await snapshot(), "a malformed request changed stored data").toEqual(before);
}, 120_000);
