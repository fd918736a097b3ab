import { fieldMessages } from "@tierline/contracts";
import { addMember, createUser, createWorkspace } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "./testing/fixtures";
import { bearerFor, roleId, signedInMember } from "./testing/members";
import { startTestApp, type TestApp } from "./testing/test-app";

/**
 * The current workspace, one rule on every route (HELPERS' contract, core access): the workspace the
 * path names, else X-Workspace-Id, else the user's default (earliest Active membership). Driven by the
 * route table, so a new route is held to it without touching this file.
 */
let t: TestApp;
let mine: Awaited<ReturnType<typeof ownerWithPassword>>;
let headers: Record<string, string>;
let strangers: string;

beforeAll(async () => {
  t = await startTestApp();
  mine = await ownerWithPassword(t.db, "owner@context.test");
  headers = await bearerFor(t, "owner@context.test");
  strangers = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id })).workspace.id;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:(\w+)/g, () => crypto.randomUUID());
const call = (route: { method: string; url: string }, extra: Record<string, string>) =>
  t.app.inject({ method: route.method as "GET", url: fill(route.url), headers: { ...headers, ...extra } });

describe("X-Workspace-Id", () => {
  it("is refused on every route, the same way, unless it is exactly one workspace id", async () => {
    const id = crypto.randomUUID();
    for (const route of t.app.routeTable) {
      for (const bad of ["not-a-uuid", "", `${id}, ${id}`, `${id}x`]) {
        const res = await call(route, { "x-workspace-id": bad });
        expect(res.statusCode, `${route.method} ${route.url} with X-Workspace-Id "${bad}"`).toBe(400);
        expect(res.json().fields).toEqual({ "x-workspace-id": fieldMessages.workspaceHeaderInvalid });
      }
    }
  });

  it("naming a workspace the user is not Active in answers 404 on every signed-in route", async () => {
    const deactivated = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id })).workspace.id;
    await addMember(t.db, {
      workspaceId: deactivated,
      userId: mine.user.id,
      roles: ["ADMIN"],
      status: "DEACTIVATED",
    });
    for (const route of t.app.routeTable.filter((r) => r.access !== "public")) {
      for (const other of [strangers, deactivated, crypto.randomUUID()]) {
        const res = await call(route, { "x-workspace-id": other });
        expect(res.statusCode, `${route.method} ${route.url} naming a workspace not the user's`).toBe(404);
      }
    }
  });

  it("is still checked when the path names the user's own workspace", async () => {
    const res = await t.app.inject({
      url: `/api/v1/workspaces/${mine.workspace.id}`,
      headers: { ...headers, "x-workspace-id": strangers },
    });
    expect(res.statusCode).toBe(404);
    const same = await t.app.inject({
      url: `/api/v1/workspaces/${mine.workspace.id}`,
      headers: { ...headers, "x-workspace-id": mine.workspace.id },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe("the current workspace", () => {
  it("is the header's, else the user's default: their earliest Active membership", async () => {
    // Deactivated in the oldest, Active in two more: the default is the older of those two.
    const gone = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id, name: "Gone Co" }))
      .workspace;
    const first = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id, name: "First Co" }))
      .workspace;
    const second = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id, name: "Second Co" }))
      .workspace;
    const pat = await signedInMember(t, gone.id, ["VIEWER"], "pat@context.test");
    await t.db.membership.update({ where: { id: pat.membership.id }, data: { status: "DEACTIVATED" } });
    await addMember(t.db, { workspaceId: first.id, userId: pat.user.id, roles: ["VIEWER"] });
    await addMember(t.db, { workspaceId: second.id, userId: pat.user.id, roles: ["ADMIN"] });

    const members = async (extra: Record<string, string> = {}) =>
      t.app.inject({ url: "/api/v1/memberships", headers: { ...pat.headers, ...extra } });
    const emailsOf = async (res: Awaited<ReturnType<typeof members>>) =>
      res.json().results.map((m: { email: string }) => m.email);
    const byDefault = await members();
    expect(byDefault.statusCode).toBe(200);
    expect(await emailsOf(byDefault)).toEqual(
      (
        await t.db.membership.findMany({ where: { workspaceId: first.id }, orderBy: { createdAt: "asc" } })
      ).map((m) => m.email),
    );
    const inSecond = await members({ "x-workspace-id": second.id });
    expect(await emailsOf(inSecond)).toContain("pat@context.test");
    expect(await emailsOf(inSecond)).not.toEqual(await emailsOf(byDefault));
    // Roles are those of the workspace acted in: a Viewer in the default, an Admin in the second.
    const invite = { invites: [{ email: "x@context.test", roles: [await roleId(t.db, "VIEWER")] }] };
    const asViewer = await t.app.inject({
      method: "POST",
      url: "/api/v1/memberships/email-invite",
      headers: pat.headers,
      payload: invite,
    });
    expect(asViewer.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: "POST",
      url: "/api/v1/memberships/email-invite",
      headers: { ...pat.headers, "x-workspace-id": second.id },
      payload: invite,
    });
    expect(asAdmin.statusCode).toBe(200);

    const me = (await t.app.inject({ url: "/api/v1/users/me", headers: pat.headers })).json();
    expect(me.primary_entity.workspace).toEqual({ id: first.id, name: "First Co" });
    expect(me.workspaces.map((w: { name: string }) => w.name)).toEqual(["First Co", "Second Co"]);
  });
});
