import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ObjectKind, objectKinds, refreshSources } from "@tierline/core";
import { ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ownerWithPassword } from "./testing/fixtures";
import { bearerFor, roleId, signedInMember } from "./testing/members";
import { startTestApp, type TestApp } from "./testing/test-app";

/**
 * Tenant isolation over the whole api, driven by its route table: a route added by any later issue is
 * tried here without touching this file. Workspace B's owner must get 404 for every object id of
 * workspace A on every route that takes one, and no list may show B anything of A's.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>>;
let b: Awaited<ReturnType<typeof ownerWithPassword>>;
let aHeaders: Record<string, string>;
let bHeaders: Record<string, string>;
const idsOfA = {} as Record<ObjectKind, string[]>;
let secretsOfA: string[] = [];
let listsDir: string;

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, p: string) => values[p] ?? "");

/** A valid query for the reads that require one (a read answering 400 without one needs an entry here). */
const requiredQueries: Record<string, string> = {
  "/api/v1/screening/search": "?name=Acme",
};
const withQuery = (route: { url: string }, url: string) => `${url}${requiredQueries[route.url] ?? ""}`;

beforeAll(async () => {
  t = await startTestApp();
  // A list loaded before the api's first request (its matcher index is built then): the search answers
  // 503 while nothing is loaded.
  listsDir = await writeOfacSdnFolder(
    await mkdtemp(path.join(tmpdir(), "tierline-isolation-")),
    ofacSdnFixture,
  );
  const silent = { info() {}, warn() {}, error() {} };
  await refreshSources({ db: t.db, logger: silent }, { dataDir: listsDir });
  a = await ownerWithPassword(t.db, "owner@a-corp.test");
  b = await ownerWithPassword(t.db, "owner@b-corp.test");
  aHeaders = await bearerFor(t, "owner@a-corp.test");
  bHeaders = await bearerFor(t, "owner@b-corp.test");

  // Give A one of everything: members of several states, and the rows A's own reads create.
  await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer@a-corp.test");
  await t.app.inject({
    method: "POST",
    url: "/api/v1/memberships/email-invite",
    headers: aHeaders,
    payload: { invites: [{ email: "invited@a-corp.test", roles: [await roleId(t.db, "VIEWER")] }] },
  });
  await t.app.inject({
    method: "POST",
    url: "/api/v1/memberships/open-invite",
    headers: aHeaders,
    payload: { roles: [await roleId(t.db, "VIEWER")] },
  });
  const own = { workspace: a.workspace.id, user: a.user.id } as Record<string, string>;
  for (const route of t.app.routeTable) {
    if (route.method !== "GET" || route.access === "public") continue;
    if (Object.values(route.params).some((kind) => kind !== "workspace" && kind !== "user")) continue;
    const paramValues = Object.fromEntries(Object.entries(route.params).map(([p, kind]) => [p, own[kind]!]));
    await t.app.inject({ url: withQuery(route, fill(route.url, paramValues)), headers: aHeaders });
  }

  const aUsers = (await t.db.membership.findMany({ where: { workspaceId: a.workspace.id } }))
    .map((m) => m.userId)
    .filter((id): id is string => id !== null);
  const inA = { workspaceId: a.workspace.id };
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  Object.assign(idsOfA, {
    workspace: [a.workspace.id],
    user: aUsers,
    membership: ids(await t.db.membership.findMany({ where: inA })),
    openInvite: ids(await t.db.membershipInvite.findMany({ where: { ...inA, kind: "LINK" } })),
    notificationSetting: ids(await t.db.notificationSetting.findMany({ where: inA })),
    notificationCategoryPreference: ids(await t.db.notificationCategoryPreference.findMany({ where: inA })),
    notificationPreference: ids(await t.db.notificationPreference.findMany({ where: inA })),
    generalNotificationPreference: ids(
      await t.db.generalNotificationPreference.findMany({ where: { userId: { in: aUsers } } }),
    ),
  } satisfies Record<ObjectKind, string[]>);
  secretsOfA = [...Object.values(idsOfA).flat(), a.entity.id, "a-corp.test"];
});
afterAll(async () => {
  await t.close();
  await rm(listsDir, { recursive: true, force: true });
});

const guarded = () => t.app.routeTable.filter((r) => r.access !== "public");

it("has an object of workspace A for every kind a route can name", () => {
  const used = new Set(guarded().flatMap((r) => Object.values(r.params)));
  for (const kind of used) {
    expect(objectKinds).toContain(kind);
    expect(
      idsOfA[kind],
      `no object of kind "${kind}" in workspace A: extend this test's fixture`,
    ).not.toHaveLength(0);
  }
});

it("answers 404 to workspace B for every id of workspace A, on every route that takes one", async () => {
  const tried: string[] = [];
  for (const route of guarded().filter((r) => Object.keys(r.params).length > 0)) {
    const params = Object.entries(route.params);
    // Each parameter in turn takes each of A's ids; the others take A's first id of their kind, or B's own
    // workspace/user, so that a route is not let off by one foreign id hiding another.
    for (const [param, kind] of params) {
      for (const id of idsOfA[kind]) {
        for (const others of ["a", "b"] as const) {
          const values = Object.fromEntries(
            params.map(([p, k]) => [
              p,
              p === param
                ? id
                : others === "b" && k === "workspace"
                  ? b.workspace.id
                  : others === "b" && k === "user"
                    ? b.user.id
                    : idsOfA[k][0]!,
            ]),
          );
          const url = fill(route.url, values);
          const res = await t.app.inject({
            method: route.method as "GET",
            url,
            headers: bHeaders,
            payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
          });
          expect(res.statusCode, `${route.method} ${url} as workspace B`).toBe(404);
          tried.push(`${route.method} ${route.url}`);
        }
      }
    }
  }
  expect(tried.length).toBeGreaterThan(0);
});

it("shows workspace B nothing of workspace A on any list or read it may call", async () => {
  const own = { workspace: b.workspace.id, user: b.user.id } as Record<string, string>;
  for (const route of guarded().filter((r) => r.method === "GET")) {
    if (Object.values(route.params).some((kind) => kind !== "workspace" && kind !== "user")) continue;
    const url = withQuery(
      route,
      fill(route.url, Object.fromEntries(Object.entries(route.params).map(([p, kind]) => [p, own[kind]!]))),
    );
    const res = await t.app.inject({ url, headers: bHeaders });
    expect(res.statusCode, `GET ${url} as workspace B (a required query goes in requiredQueries)`).toBe(200);
    for (const secret of secretsOfA)
      expect(res.body, `GET ${url} shows workspace A's ${secret}`).not.toContain(secret);
  }
});

it("answers 404 for malformed ids too, never 500", async () => {
  for (const route of guarded().filter((r) => Object.keys(r.params).length > 0)) {
    const url = fill(route.url, Object.fromEntries(Object.keys(route.params).map((p) => [p, "not-a-uuid"])));
    const res = await t.app.inject({
      method: route.method as "GET",
      url,
      headers: aHeaders,
      payload: route.method === "GET" ? undefined : {},
    });
    expect(res.statusCode, `${route.method} ${url}`).toBe(404);
  }
});
