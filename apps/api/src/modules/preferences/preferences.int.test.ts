import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let viewer: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await startTestApp();
  const ownerA = await ownerWithPassword(t.db, "owner-a@example.test");
  a = { ...ownerA, headers: await bearerFor(t, "owner-a@example.test") };
  const ownerB = await ownerWithPassword(t.db, "owner-b@example.test");
  b = { ...ownerB, headers: await bearerFor(t, "owner-b@example.test") };
  viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-a@example.test");
});
afterAll(() => t.close());

const url = (userId: string, workspaceId: string) =>
  `/api/v1/users/${userId}/workspaces/${workspaceId}/preferences`;
const get = (userId: string, workspaceId: string, headers: Headers) =>
  t.app.inject({ url: url(userId, workspaceId), headers });
const patch = (userId: string, workspaceId: string, headers: Headers, payload: object) =>
  t.app.inject({ method: "PATCH", url: url(userId, workspaceId), headers, payload });
const rowOf = (userId: string, workspaceId: string) =>
  t.db.userPreference.findUnique({ where: { userId_workspaceId: { userId, workspaceId } } });

describe("GET /users/{userId}/workspaces/{orgId}/preferences", () => {
  it("answers the user's own preferences in the workspace, on by default", async () => {
    const res = await get(a.user.id, a.workspace.id, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification_vendor_acceptance: true, notification_vendor_warning: true });
  });

  it("creates the row when it is missing", async () => {
    await t.db.userPreference.deleteMany({ where: { userId: viewer.user.id } });
    const res = await get(viewer.user.id, a.workspace.id, viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification_vendor_acceptance: true, notification_vendor_warning: true });
    expect(await rowOf(viewer.user.id, a.workspace.id)).not.toBeNull();
  });

  it("needs a bearer token", async () => {
    expect((await get(a.user.id, a.workspace.id, {})).statusCode).toBe(401);
  });

  it("answers 404 for another user's, another workspace's and malformed ids", async () => {
    for (const [userId, workspaceId] of [
      [a.user.id, a.workspace.id],
      [b.user.id, b.workspace.id],
      [viewer.user.id, b.workspace.id],
      [crypto.randomUUID(), a.workspace.id],
      ["me", a.workspace.id],
      [viewer.user.id, "not-a-uuid"],
    ] as const) {
      const res = await get(userId, workspaceId, viewer.headers);
      expect(res.statusCode, `${userId} ${workspaceId}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });
});

describe("PATCH /users/{userId}/workspaces/{orgId}/preferences", () => {
  it("changes only the given preference", async () => {
    const res = await patch(a.user.id, a.workspace.id, a.headers, { notification_vendor_warning: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification_vendor_acceptance: true, notification_vendor_warning: false });
    expect((await get(a.user.id, a.workspace.id, a.headers)).json()).toEqual(res.json());
    expect(await rowOf(a.user.id, a.workspace.id)).toMatchObject({
      notificationVendorAcceptance: true,
      notificationVendorWarning: false,
    });
  });

  it("lets a Viewer change their own preferences, leaving everyone else's alone", async () => {
    const res = await patch(viewer.user.id, a.workspace.id, viewer.headers, {
      notification_vendor_acceptance: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification_vendor_acceptance: false, notification_vendor_warning: true });
    expect(await rowOf(a.user.id, a.workspace.id)).toMatchObject({ notificationVendorAcceptance: true });
  });

  it("answers 400 with a message per bad field", async () => {
    const res = await patch(a.user.id, a.workspace.id, a.headers, {
      notification_vendor_acceptance: "no",
      notification_vendor_warning: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      notification_vendor_acceptance: "Must be true or false",
      notification_vendor_warning: "Must be true or false",
    });
  });

  it("answers 404 for another user's or another workspace's preferences and changes nothing", async () => {
    const mine = await patch(a.user.id, a.workspace.id, viewer.headers, {
      notification_vendor_warning: true,
    });
    expect(mine.statusCode).toBe(404);
    const foreign = await patch(b.user.id, b.workspace.id, a.headers, { notification_vendor_warning: false });
    expect(foreign.statusCode).toBe(404);
    const ownUserOtherWorkspace = await patch(a.user.id, b.workspace.id, a.headers, {
      notification_vendor_warning: false,
    });
    expect(ownUserOtherWorkspace.statusCode).toBe(404);
    expect(await rowOf(a.user.id, a.workspace.id)).toMatchObject({ notificationVendorWarning: false });
    expect(await rowOf(b.user.id, b.workspace.id)).toMatchObject({ notificationVendorWarning: true });
    expect(await rowOf(a.user.id, b.workspace.id)).toBeNull();
  });
});
