import { isWorkspaceScoped, type ObjectKind, objectKinds } from "@tierline/core";
import { addMember } from "@tierline/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  loadSanctionLists,
  type OwnObjects,
  ownReadUrls,
  readOwnWorkspace,
  workspaceOfEveryKind,
} from "./testing/every-kind";
import { ownerWithPassword } from "./testing/fixtures";
import { bearerFor, signedInMember } from "./testing/members";
import { startTestApp, type TestApp } from "./testing/test-app";

/**
 * Tenant isolation over the whole api, driven by its route table: a route added by any later issue is
 * tried here without touching this file. Workspace B's owner must get 404 for every object id of
 * workspace A on every route that takes one, and no list may show B anything of A's. So must a member
 * of both workspaces who names B in X-Workspace-Id: the header, not membership somewhere, decides. So
 * must a vendor user of A's (its company linked to A's vendor relationship): A's world is closed to it
 * but for the compliance section of that one relationship.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof workspaceOfEveryKind>>;
let b: Awaited<ReturnType<typeof ownerWithPassword>>;
let bHeaders: Record<string, string>;
let idsOfA = {} as Record<ObjectKind, string[]>;
let secretsOfA: string[] = [];
/** A member (Admin) of both workspaces, A first (so A is their default workspace). */
let dual: Awaited<ReturnType<typeof signedInMember>>;
let dualUnderB: Record<string, string>;
/** What of A that member may see anywhere: themselves, their own membership in A, A itself. */
let secretsOfAForDual: string[] = [];
/** What of A the vendor user linked to A's vendor relationship may not see. */
let secretsOfAForVendor: string[] = [];

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, p: string) => values[p] ?? "");

/**
 * A route's path values with `id` in `param`; every other parameter takes A's first id of its kind, or,
 * when `own` is given, the caller's own workspace and user for those kinds.
 */
const pathValues = (
  params: [string, ObjectKind][],
  param: string,
  id: string,
  own?: { workspace: string; user: string },
) =>
  Object.fromEntries(
    params.map(([p, k]) => [
      p,
      p === param
        ? id
        : own && k === "workspace"
          ? own.workspace
          : own && k === "user"
            ? own.user
            : idsOfA[k][0]!,
    ]),
  );

beforeAll(async () => {
  t = await startTestApp();
  // A list loaded before the api's first request (its matcher index is built then).
  await loadSanctionLists(t);
  // Workspace A holds one of everything (the sweeps' shared fixture); B is a plain workspace.
  a = await workspaceOfEveryKind(t, "owner@a-corp.test");
  b = await ownerWithPassword(t.db, "owner@b-corp.test");
  bHeaders = await bearerFor(t, "owner@b-corp.test");

  dual = await signedInMember(t, a.workspace.id, ["ADMIN"], "dual@both.test");
  await addMember(t.db, { workspaceId: b.workspace.id, userId: dual.user.id, roles: ["ADMIN"] });
  dualUnderB = { ...dual.headers, "x-workspace-id": b.workspace.id };
  await readOwnWorkspace(
    t,
    { ...dual.headers, "x-workspace-id": a.workspace.id },
    { workspace: a.workspace.id, user: dual.user.id },
  );
  await readOwnWorkspace(t, dualUnderB, { workspace: b.workspace.id, user: dual.user.id });

  idsOfA = await a.ids();
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  // The member of both workspaces, and their own personal rows, are in B too: B may see them.
  const inBoth = new Set([
    dual.user.id,
    ...ids(await t.db.generalNotificationPreference.findMany({ where: { userId: dual.user.id } })),
  ]);
  // A's ids, its domain (in its members' addresses, its vendors', products' and streams' names), and what it
  // shows its linked vendor only (named without the domain).
  secretsOfA = [
    ...Object.values(idsOfA).flat(),
    a.entity.id,
    "a-corp.test",
    ...Object.values(a.sharedWithVendor),
  ].filter((id) => !inBoth.has(id));
  const dualsOwnInA = [a.workspace.id, a.entity.id, dual.membership.id];
  secretsOfAForDual = secretsOfA.filter((id) => !dualsOwnInA.includes(id));
  // What of A its linked vendor may see, each item by name: the linked relationship (as its compliance),
  // what A requires of it (a contact category, a document type), and its own files (A's evidence kind).
  // A's domain is not among them (nor A's own contact of the vendor, at that domain).
  const sharedWithVendor = [
    a.linkedVendor.relationshipId,
    a.sharedWithVendor.contactCategory,
    a.sharedWithVendor.documentType,
    ...idsOfA.uflpaEvidence,
  ];
  secretsOfAForVendor = secretsOfA.filter((id) => !sharedWithVendor.includes(id));
});

afterAll(async () => {
  await t.close();
});

const guarded = () => t.app.routeTable.filter((r) => r.access !== "public");

/** Calls `route` with `values` in its path as `headers` says, and expects 404. */
async function expectNotFound(
  route: { method: string; url: string },
  values: Record<string, string>,
  headers: Record<string, string>,
  as: string,
) {
  const url = fill(route.url, values);
  const res = await t.app.inject({
    method: route.method as "GET",
    url,
    headers,
    payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
  });
  expect(res.statusCode, `${route.method} ${url} ${as}`).toBe(404);
}

/**
 * Every read whose path names only the caller's own objects (`own`) answers 200 without any of `secrets`.
 * Returns the answers by url.
 */
async function expectReadsHide(
  headers: Record<string, string>,
  own: OwnObjects,
  secrets: string[],
  as: string,
) {
  const answers = new Map<string, string>();
  for (const url of ownReadUrls(t, own)) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, `GET ${url} ${as} (a required query goes in every-kind's requiredQueries)`).toBe(
      200,
    );
    for (const secret of secrets)
      expect(res.body, `GET ${url} ${as} shows A's ${secret}`).not.toContain(secret);
    answers.set(url, res.body);
  }
  return answers;
}

it("has an object of workspace A for every kind a route can name", () => {
  const used = new Set(guarded().flatMap((r) => Object.values(r.params)));
  for (const kind of used) {
    expect(objectKinds).toContain(kind);
    expect(
      idsOfA[kind],
      `no object of kind "${kind}" in workspace A: extend testing/every-kind.ts`,
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
          const own = others === "b" ? { workspace: b.workspace.id, user: b.user.id } : undefined;
          const values = pathValues(params, param, id, own);
          await expectNotFound(route, values, bHeaders, "as workspace B");
          tried.push(`${route.method} ${route.url}`);
        }
      }
    }
  }
  expect(tried.length).toBeGreaterThan(0);
});

it("shows workspace B nothing of workspace A on any list or read it may call", async () => {
  await expectReadsHide(
    bHeaders,
    { workspace: b.workspace.id, user: b.user.id },
    secretsOfA,
    "as workspace B",
  );
});

it("answers 404 for malformed ids too, never 500", async () => {
  for (const route of guarded().filter((r) => Object.keys(r.params).length > 0)) {
    const url = fill(route.url, Object.fromEntries(Object.keys(route.params).map((p) => [p, "not-a-uuid"])));
    const res = await t.app.inject({
      method: route.method as "GET",
      url,
      headers: a.headers,
      payload: route.method === "GET" ? undefined : {},
    });
    expect(res.statusCode, `${route.method} ${url}`).toBe(404);
  }
});

it("answers 404 to a member of both workspaces naming B in X-Workspace-Id, for every object of A", async () => {
  const tried: string[] = [];
  for (const route of guarded().filter((r) => Object.keys(r.params).length > 0)) {
    const params = Object.entries(route.params);
    // Workspace A's own id in a path would name A, which this member may act in: only the objects that
    // belong to a workspace are tried, with B's id (the header's) for any workspace in the path.
    for (const [param, kind] of params.filter(([, k]) => isWorkspaceScoped(k))) {
      for (const id of idsOfA[kind]) {
        const values = pathValues(params, param, id, { workspace: b.workspace.id, user: dual.user.id });
        await expectNotFound(route, values, dualUnderB, "in workspace B by a member of both");
        tried.push(`${route.method} ${route.url}`);
      }
    }
  }
  expect(new Set(tried).size).toBeGreaterThan(3);
});

it("shows a member of both workspaces nothing of A's on any list or read under B's header", async () => {
  const own = { workspace: b.workspace.id, user: dual.user.id };
  await expectReadsHide(dualUnderB, own, secretsOfAForDual, "in workspace B by a member of both");
});

it("answers 404 to A's linked vendor user for every id of A, on every route that takes one", async () => {
  const vendor = a.linkedVendor;
  // The link holds: the vendor reaches its relationship through the compliance section, so the 404s
  // below are A's world closed to it, not a vendor that reaches nothing.
  const own = await t.app.inject({
    url: `/api/v1/compliances/${vendor.relationshipId}`,
    headers: vendor.headers,
  });
  expect(own.statusCode).toBe(200);
  const tried: string[] = [];
  for (const route of guarded().filter((r) => Object.keys(r.params).length > 0)) {
    const params = Object.entries(route.params);
    for (const [param, kind] of params) {
      for (const id of idsOfA[kind]) {
        const values = pathValues(params, param, id, {
          workspace: vendor.workspace.id,
          user: vendor.user.id,
        });
        await expectNotFound(route, values, vendor.headers, "as A's linked vendor user");
        tried.push(`${route.method} ${route.url}`);
      }
    }
  }
  // Among them the customer's vendor, its relationship (the linked one too), notes, risks and contacts.
  expect(tried).toEqual(
    expect.arrayContaining([
      "GET /api/v1/entity-relationships/:id",
      "GET /api/v1/entities/relationships/:id/contacts",
      "GET /api/v1/entities/:id",
    ]),
  );
  expect(idsOfA.vendorRelationship).toContain(vendor.relationshipId);
});

it("shows A's linked vendor user nothing of A's on any list or read but what A shares with it", async () => {
  const vendor = a.linkedVendor;
  const { relationshipId } = vendor;
  const answers = await expectReadsHide(
    vendor.headers,
    { workspace: vendor.workspace.id, user: vendor.user.id, compliance: relationshipId },
    secretsOfAForVendor,
    "as A's linked vendor user",
  );
  // The reads of its compliance section for that relationship were swept (its contacts read among them,
  // where A's own contact of the vendor must not show), and they do show what A shares, so the shared
  // items above are shared, not merely let off: the request and what it requires.
  const compliance = (path: string) => answers.get(`/api/v1/compliances/${relationshipId}${path}`);
  for (const path of ["", "/contacts", "/documents", "/attestations", "/uflpa-questionnaire/answer"])
    expect(compliance(path), `GET /compliances/:relationship_id${path} swept`).toBeDefined();
  expect(compliance("")).toContain(relationshipId);
  expect(compliance("")).toContain(a.sharedWithVendor.contactCategory);
  expect(compliance("")).toContain(a.sharedWithVendor.documentType);
});
