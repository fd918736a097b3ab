import { notificationCatalog } from "@tierline/contracts";
import { hashPassword } from "@tierline/core";
import { addMember, createNotification, createUser } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;
type Method = "GET" | "PATCH" | "PUT";
interface Settings {
  id: string;
  delivery_time: string;
  review_frequency: string;
  categories: {
    id: string;
    category: string;
    enabled: boolean;
    notifications: { id: string; notification: string; email: boolean; in_app: boolean }[];
  }[];
}

let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let viewer: Awaited<ReturnType<typeof signedInMember>>;
/** A member of both workspaces (A first). */
let multi: { id: string; headers: Headers };
/** A signed-in user without any workspace. */
let loner: { id: string; headers: Headers };

beforeAll(async () => {
  t = await startTestApp();
  const ownerA = await ownerWithPassword(t.db, "owner-a@example.test");
  a = { ...ownerA, headers: await bearerFor(t, "owner-a@example.test") };
  const ownerB = await ownerWithPassword(t.db, "owner-b@example.test");
  b = { ...ownerB, headers: await bearerFor(t, "owner-b@example.test") };
  viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-a@example.test");
  const passwordHash = await hashPassword(PASSWORD);
  const multiUser = await createUser(t.db, { email: "multi@example.test", passwordHash });
  await addMember(t.db, { workspaceId: a.workspace.id, userId: multiUser.id, roles: ["VIEWER"] });
  await addMember(t.db, { workspaceId: b.workspace.id, userId: multiUser.id, roles: ["VIEWER"] });
  multi = { id: multiUser.id, headers: await bearerFor(t, "multi@example.test") };
  const lonerUser = await createUser(t.db, { email: "loner@example.test", passwordHash });
  loner = { id: lonerUser.id, headers: await bearerFor(t, "loner@example.test") };
});
afterAll(() => t.close());

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const settingsOf = async (headers: Headers) => {
  const res = await call("GET", "/notification-settings", headers);
  expect(res.statusCode).toBe(200);
  return res.json() as Settings;
};
const rowCounts = async (userId: string, workspaceId: string) => ({
  settings: await t.db.notificationSetting.count({ where: { userId, workspaceId } }),
  categories: await t.db.notificationCategoryPreference.count({ where: { userId, workspaceId } }),
  notifications: await t.db.notificationPreference.count({ where: { userId, workspaceId } }),
});
const catalogSize = {
  settings: 1,
  categories: Object.keys(notificationCatalog).length,
  notifications: Object.values(notificationCatalog).flat().length,
};

describe("GET /notification-settings", () => {
  it("creates the settings with the defaults on first read, one row per category and notification", async () => {
    const settings = await settingsOf(a.headers);
    expect(settings).toMatchObject({ delivery_time: "09:00:00", review_frequency: "quarterly" });
    expect(settings.categories.map((c) => c.category)).toEqual(Object.keys(notificationCatalog));
    for (const category of settings.categories) {
      expect(category.enabled).toBe(true);
      expect(category.notifications.map((n) => n.notification)).toEqual(
        notificationCatalog[category.category as keyof typeof notificationCatalog],
      );
      for (const n of category.notifications) expect(n).toMatchObject({ email: true, in_app: true });
    }
    expect(await settingsOf(a.headers)).toEqual(settings);
    expect(await rowCounts(a.user.id, a.workspace.id)).toEqual(catalogSize);
  });

  it("creates one set of rows when first reads race", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("GET", "/notification-settings", viewer.headers)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await rowCounts(viewer.user.id, a.workspace.id)).toEqual(catalogSize);
  });

  it("keeps separate settings per workspace, chosen by X-Workspace-Id", async () => {
    const inA = await settingsOf(multi.headers);
    const inB = await settingsOf({ ...multi.headers, "x-workspace-id": b.workspace.id });
    expect(inB.id).not.toBe(inA.id);
    expect(await rowCounts(multi.id, a.workspace.id)).toEqual(catalogSize);
    expect(await rowCounts(multi.id, b.workspace.id)).toEqual(catalogSize);
  });

  it("answers 401 without a token and 403 to a user without a workspace", async () => {
    expect((await call("GET", "/notification-settings", {})).statusCode).toBe(401);
    const res = await call("GET", "/notification-settings", loner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
    expect(await t.db.notificationSetting.count({ where: { userId: loner.id } })).toBe(0);
  });
});

describe("PATCH /notification-settings/{id}", () => {
  it("changes the delivery time and review frequency, one at a time", async () => {
    const { id } = await settingsOf(a.headers);
    const res = await call("PATCH", `/notification-settings/${id}`, a.headers, { delivery_time: "07:00:00" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, delivery_time: "07:00:00", review_frequency: "quarterly" });
    expect(res.json().categories).toHaveLength(catalogSize.categories);
    const again = await call("PATCH", `/notification-settings/${id}`, a.headers, {
      review_frequency: "bi_annually",
    });
    expect(again.json()).toMatchObject({ delivery_time: "07:00:00", review_frequency: "bi_annually" });
    expect(await settingsOf(a.headers)).toMatchObject({
      delivery_time: "07:00:00",
      review_frequency: "bi_annually",
    });
    const empty = await call("PATCH", `/notification-settings/${id}`, a.headers, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(again.json());
  });

  it("answers 400 with the field message for a slot off the hour or an unknown frequency", async () => {
    const { id } = await settingsOf(a.headers);
    for (const delivery_time of ["07:30:00", "24:00:00", "7:00", 7]) {
      const res = await call("PATCH", `/notification-settings/${id}`, a.headers, {
        delivery_time,
        review_frequency: "weekly",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        delivery_time: "Please select a delivery time on the hour, from 00:00:00 to 23:00:00",
        review_frequency: "Please select a valid review frequency",
      });
    }
  });

  it("answers 404 for another user's settings, the user's own in another workspace, and bad ids", async () => {
    const owners = await settingsOf(a.headers);
    const othersInB = await settingsOf(b.headers);
    const multiInB = await settingsOf({ ...multi.headers, "x-workspace-id": b.workspace.id });
    for (const [id, headers] of [
      [owners.id, viewer.headers],
      [othersInB.id, a.headers],
      [multiInB.id, multi.headers],
      [crypto.randomUUID(), a.headers],
      ["not-a-uuid", a.headers],
    ] as const) {
      const res = await call("PATCH", `/notification-settings/${id}`, headers, { delivery_time: "01:00:00" });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    expect((await settingsOf(b.headers)).delivery_time).toBe("09:00:00");
    const inB = { ...multi.headers, "x-workspace-id": b.workspace.id };
    const own = await call("PATCH", `/notification-settings/${multiInB.id}`, inB, {
      delivery_time: "01:00:00",
    });
    expect(own.statusCode).toBe(200);
    expect((await settingsOf(multi.headers)).delivery_time).toBe("09:00:00");
  });

  it("answers 403 to a user without a workspace", async () => {
    const { id } = await settingsOf(a.headers);
    const res = await call("PATCH", `/notification-settings/${id}`, loner.headers, {
      delivery_time: "01:00:00",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("PATCH /notification-category-preferences/{id}", () => {
  it("turns a category off for a Viewer, answering it with its notifications", async () => {
    const vendors = (await settingsOf(viewer.headers)).categories[0]!;
    const res = await call("PATCH", `/notification-category-preferences/${vendors.id}`, viewer.headers, {
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...vendors, enabled: false });
    expect((await settingsOf(viewer.headers)).categories[0]!.enabled).toBe(false);
    expect((await settingsOf(a.headers)).categories[0]!.enabled).toBe(true);
  });

  it("answers 400 with the field message for a missing or non-boolean value", async () => {
    const { id } = (await settingsOf(a.headers)).categories[0]!;
    for (const payload of [{}, { enabled: "off" }]) {
      const res = await call("PATCH", `/notification-category-preferences/${id}`, a.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ enabled: "Must be true or false" });
    }
  });

  it("answers 404 for another user's or another workspace's category", async () => {
    const owners = (await settingsOf(a.headers)).categories[1]!;
    const othersInB = (await settingsOf(b.headers)).categories[1]!;
    for (const [id, headers] of [
      [owners.id, viewer.headers],
      [othersInB.id, a.headers],
      ["nope", a.headers],
    ] as const) {
      const res = await call("PATCH", `/notification-category-preferences/${id}`, headers, {
        enabled: false,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await settingsOf(a.headers)).categories[1]!.enabled).toBe(true);
    expect((await settingsOf(b.headers)).categories[1]!.enabled).toBe(true);
  });
});

describe("PATCH /notification-preferences/{id}", () => {
  it("changes e-mail or in-app delivery of one notification, leaving the other", async () => {
    const first = (await settingsOf(a.headers)).categories[1]!.notifications[0]!;
    const res = await call("PATCH", `/notification-preferences/${first.id}`, a.headers, { email: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...first, email: false, in_app: true });
    const again = await call("PATCH", `/notification-preferences/${first.id}`, a.headers, { in_app: false });
    expect(again.json()).toEqual({ ...first, email: false, in_app: false });
    expect((await settingsOf(a.headers)).categories[1]!.notifications[0]).toEqual(again.json());
  });

  it("answers 400 with a message per bad field", async () => {
    const { id } = (await settingsOf(a.headers)).categories[1]!.notifications[0]!;
    const res = await call("PATCH", `/notification-preferences/${id}`, a.headers, {
      email: "yes",
      in_app: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: "Must be true or false", in_app: "Must be true or false" });
  });

  it("answers 404 for another user's or another workspace's notification", async () => {
    const owners = (await settingsOf(a.headers)).categories[2]!.notifications[0]!;
    const othersInB = (await settingsOf(b.headers)).categories[2]!.notifications[0]!;
    for (const [id, headers] of [
      [owners.id, viewer.headers],
      [othersInB.id, a.headers],
      [crypto.randomUUID(), a.headers],
    ] as const) {
      const res = await call("PATCH", `/notification-preferences/${id}`, headers, { email: false });
      expect(res.statusCode).toBe(404);
    }
    expect((await settingsOf(a.headers)).categories[2]!.notifications[0]!.email).toBe(true);
    expect((await settingsOf(b.headers)).categories[2]!.notifications[0]!.email).toBe(true);
  });
});

describe("GET /general-notification-preferences", () => {
  it("creates the user's preferences, all on, on first read, even without a workspace", async () => {
    const res = await call("GET", "/general-notification-preferences", loner.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; key: string; enabled: boolean }[];
    expect(list.map(({ key, enabled }) => ({ key, enabled }))).toEqual([
      { key: "product_updates", enabled: true },
      { key: "weekly_digest", enabled: true },
      { key: "security_alerts", enabled: true },
    ]);
    expect((await call("GET", "/general-notification-preferences", loner.headers)).json()).toEqual(list);
  });

  it("creates one set of rows when first reads race", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("GET", "/general-notification-preferences", a.headers)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await t.db.generalNotificationPreference.count({ where: { userId: a.user.id } })).toBe(3);
  });

  it("needs a bearer token", async () => {
    expect((await call("GET", "/general-notification-preferences", {})).statusCode).toBe(401);
  });
});

describe("PATCH /general-notification-preferences/{id}", () => {
  it("turns one of the user's own preferences off", async () => {
    const [, digest] = (await call("GET", "/general-notification-preferences", loner.headers)).json();
    const res = await call("PATCH", `/general-notification-preferences/${digest.id}`, loner.headers, {
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: digest.id, key: "weekly_digest", enabled: false });
    const list = (await call("GET", "/general-notification-preferences", loner.headers)).json();
    expect(list.map((p: { enabled: boolean }) => p.enabled)).toEqual([true, false, true]);
  });

  it("answers 400 with the field message for a bad value", async () => {
    const [first] = (await call("GET", "/general-notification-preferences", loner.headers)).json();
    const res = await call("PATCH", `/general-notification-preferences/${first.id}`, loner.headers, {
      enabled: "no",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ enabled: "Must be true or false" });
  });

  it("answers 404 for another user's preference and bad ids, changing nothing", async () => {
    const [first] = (await call("GET", "/general-notification-preferences", loner.headers)).json();
    for (const id of [first.id, crypto.randomUUID(), "not-a-uuid"]) {
      const res = await call("PATCH", `/general-notification-preferences/${id}`, a.headers, {
        enabled: false,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await call("GET", "/general-notification-preferences", loner.headers)).json()[0].enabled).toBe(
      true,
    );
  });
});

describe("in-app notifications: the bell's count, marking read", () => {
  it("counts the member's unread ones here, marks one read (once), then all, and nobody else's", async () => {
    const inA = { workspaceId: a.workspace.id };
    const old = new Date(Date.now() - 60_000);
    const first = await createNotification(t.db, { ...inA, userId: a.user.id, createdAt: old });
    const second = await createNotification(t.db, { ...inA, userId: a.user.id });
    await createNotification(t.db, { ...inA, userId: a.user.id, readAt: old });
    const viewers = await createNotification(t.db, { ...inA, userId: viewer.user.id });
    const multiInB = await createNotification(t.db, { workspaceId: b.workspace.id, userId: multi.id });
    const multiInA = await createNotification(t.db, { ...inA, userId: multi.id });
    const unread = async (headers: Headers) =>
      (await call("GET", "/notifications/unread-count", headers)).json().count;
    expect(await unread(a.headers)).toBe(2);
    expect(await unread(viewer.headers)).toBe(1);

    const read = await call("PUT", `/notifications/${first.id}/read`, a.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true, title: first.title });
    const readAt = (await t.db.notification.findUniqueOrThrow({ where: { id: first.id } })).readAt;
    expect(readAt).not.toBeNull();
    // Read again: it stays read, with its first read time.
    expect((await call("PUT", `/notifications/${first.id}/read`, a.headers)).json().read).toBe(true);
    expect((await t.db.notification.findUniqueOrThrow({ where: { id: first.id } })).readAt).toEqual(readAt);
    expect(await unread(a.headers)).toBe(1);
    const listed = (await call("GET", "/notifications", a.headers)).json();
    expect(listed.results.map((n: { id: string; read: boolean }) => [n.id, n.read])).toContainEqual([
      first.id,
      true,
    ]);

    // Another member's, another workspace's (even the member's own there), or no id at all: 404.
    for (const [id, headers] of [
      [viewers.id, a.headers],
      [multiInB.id, multi.headers],
      [first.id, b.headers],
      ["not-a-uuid", a.headers],
    ] as const)
      expect((await call("PUT", `/notifications/${id}/read`, headers)).statusCode).toBe(404);

    // Up to a time: one created after it (not shown yet) stays unread.
    const upTo = { up_to: new Date().toISOString() };
    const later = await createNotification(t.db, {
      ...inA,
      userId: a.user.id,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect(
      (await call("PUT", "/notifications/read-all", a.headers, { up_to: "yesterday" })).json(),
    ).toMatchObject({ status: 400, fields: { up_to: "Date is incorrect" } });
    const all = await call("PUT", "/notifications/read-all", a.headers, upTo);
    expect(all.json()).toEqual({ marked: 1 });
    expect(await unread(a.headers)).toBe(1);
    await call("PUT", `/notifications/${later.id}/read`, a.headers);
    expect(await unread(a.headers)).toBe(0);
    expect((await t.db.notification.findUniqueOrThrow({ where: { id: second.id } })).readAt).not.toBeNull();
    // The others' stay unread: the viewer's, and the member of both's in either workspace.
    for (const id of [viewers.id, multiInB.id, multiInA.id])
      expect((await t.db.notification.findUniqueOrThrow({ where: { id } })).readAt).toBeNull();
    // Under B's header, the member of both marks only B's.
    const inB = { ...multi.headers, "x-workspace-id": b.workspace.id };
    expect((await call("PUT", "/notifications/read-all", inB, upTo)).json()).toEqual({ marked: 1 });
    expect((await t.db.notification.findUniqueOrThrow({ where: { id: multiInA.id } })).readAt).toBeNull();
  });

  it("answers 401 without a token and 403 to a user without a workspace", async () => {
    expect((await call("GET", "/notifications/unread-count", {})).statusCode).toBe(401);
    const upTo = { up_to: new Date().toISOString() };
    expect((await call("PUT", "/notifications/read-all", {}, upTo)).statusCode).toBe(401);
    expect((await call("GET", "/notifications/unread-count", loner.headers)).statusCode).toBe(403);
    expect((await call("PUT", "/notifications/read-all", loner.headers, upTo)).statusCode).toBe(403);
  });
});
