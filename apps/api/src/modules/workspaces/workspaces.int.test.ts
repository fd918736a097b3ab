import { fieldMessages } from "@tierline/contracts";
import { hashPassword } from "@tierline/core";
import { createUser } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;
type Method = "GET" | "PATCH" | "POST";

let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let viewer: Awaited<ReturnType<typeof signedInMember>>;
let manager: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await startTestApp();
  const ownerA = await ownerWithPassword(t.db, "owner-a@example.test");
  a = { ...ownerA, headers: await bearerFor(t, "owner-a@example.test") };
  const ownerB = await ownerWithPassword(t.db, "owner-b@example.test");
  b = { ...ownerB, headers: await bearerFor(t, "owner-b@example.test") };
  viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-a@example.test");
  manager = await signedInMember(t, a.workspace.id, ["COMPLIANCE_MANAGER"], "manager-a@example.test");
});
afterAll(() => t.close());

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const notFound = {
  status: 404,
  code: "NOT_FOUND",
  message: "Resource not found. The requested item does not exist.",
};
const forbidden = {
  status: 403,
  code: "FORBIDDEN",
  message: "Access denied. You do not have permission to perform this action.",
};

describe("POST /workspaces", () => {
  it("creates a company owned by the signed-in user and answers the user with it; the default stays", async () => {
    const consultant = await signedInMember(t, a.workspace.id, ["VIEWER"], "consultant@example.test");
    const res = await call("POST", "/workspaces", consultant.headers, { brand_name: "  Globex Trading " });
    expect(res.statusCode).toBe(201);
    const { user, workspace_id: created } = res.json();
    expect(user.workspaces.map((w: { id: string }) => w.id)).toEqual([a.workspace.id, created]);
    expect(user.workspaces[1]).toMatchObject({
      name: "Globex Trading",
      brand_name: "Globex Trading",
      roles: ["ADMIN"],
      is_owner: true,
    });
    // The default workspace is still the one joined first.
    expect(user.primary_entity.workspace.id).toBe(a.workspace.id);

    // Working in it under its header: the new company alone, its owner its only member.
    const inIt = { ...consultant.headers, "x-workspace-id": created };
    const workspace = await call("GET", `/workspaces/${created}`, inIt);
    expect(workspace.json()).toMatchObject({ name: "Globex Trading", owner_id: consultant.user.id });
    const members = await call("GET", "/memberships", inIt);
    expect(members.json().results.map((m: { email: string }) => m.email)).toEqual([
      "consultant@example.test",
    ]);
    // Nobody else reaches it, not even the owner of the workspace the user came from.
    expect((await call("GET", `/workspaces/${created}`, a.headers)).statusCode).toBe(404);
    expect((await call("GET", "/memberships", { ...a.headers, "x-workspace-id": created })).statusCode).toBe(
      404,
    );
  });

  it("lets a user in no workspace start one", async () => {
    await createUser(t.db, { email: "loner@example.test", passwordHash: await hashPassword(PASSWORD) });
    const headers = await bearerFor(t, "loner@example.test");
    const res = await call("POST", "/workspaces", headers, { brand_name: "Loner Ltd" });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.primary_entity.workspace).toEqual({
      id: res.json().workspace_id,
      name: "Loner Ltd",
    });
  });

  it("answers 400 with the brand name's field message, 401 without a session, and creates nothing", async () => {
    const before = await t.db.workspace.count();
    const blank = await call("POST", "/workspaces", a.headers, { brand_name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ brand_name: fieldMessages.brandNameRequired });
    const long = await call("POST", "/workspaces", a.headers, { brand_name: "x".repeat(81) });
    expect(long.json().fields).toEqual({ brand_name: fieldMessages.brandNameTooLong });
    expect((await call("POST", "/workspaces", {}, { brand_name: "Anon" })).statusCode).toBe(401);
    expect(await t.db.workspace.count()).toBe(before);
  });
});

describe("GET /workspaces/{id}", () => {
  it("answers the workspace with its primary entity to any member", async () => {
    const res = await call("GET", `/workspaces/${a.workspace.id}`, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: a.workspace.id,
      name: "Acme Inc",
      owner_id: a.user.id,
      entity: { id: a.entity.id, brand_name: "Acme Inc", status: "PENDING" },
      created: a.workspace.createdAt.toISOString(),
    });
    expect((await call("GET", `/workspaces/${a.workspace.id}`, viewer.headers)).statusCode).toBe(200);
  });

  it("needs a bearer token", async () => {
    expect((await call("GET", `/workspaces/${a.workspace.id}`, {})).statusCode).toBe(401);
  });

  it("answers 404 for another workspace, an unknown id and a malformed id", async () => {
    for (const id of [b.workspace.id, crypto.randomUUID(), "not-a-uuid"]) {
      const res = await call("GET", `/workspaces/${id}`, a.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});

describe("PATCH /workspaces/{id}", () => {
  it("renames the workspace (trimmed) for an Admin", async () => {
    const res = await call("PATCH", `/workspaces/${a.workspace.id}`, a.headers, { name: "  Acme Global  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.workspace.id, name: "Acme Global" });
    expect((await call("GET", `/workspaces/${a.workspace.id}`, viewer.headers)).json().name).toBe(
      "Acme Global",
    );
  });

  it("answers 400 with the field message for a missing, blank or too long name", async () => {
    for (const [payload, message] of [
      [{}, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: "x".repeat(256) }, "Name must be at most 255 characters"],
    ] as const) {
      const res = await call("PATCH", `/workspaces/${a.workspace.id}`, a.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: message });
    }
    expect(
      (await call("PATCH", `/workspaces/${a.workspace.id}`, a.headers, { name: "x".repeat(255) })).statusCode,
    ).toBe(200);
  });

  it("refuses a Viewer and a Compliance Manager with 403, before judging the body", async () => {
    for (const member of [viewer, manager]) {
      const res = await call("PATCH", `/workspaces/${a.workspace.id}`, member.headers, { name: "Mine now" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
      expect(
        (await call("PATCH", `/workspaces/${a.workspace.id}`, member.headers, { name: "" })).statusCode,
      ).toBe(403);
    }
    expect((await t.db.workspace.findUniqueOrThrow({ where: { id: a.workspace.id } })).name).not.toBe(
      "Mine now",
    );
  });

  it("answers 404 for another workspace and leaves it unchanged", async () => {
    const res = await call("PATCH", `/workspaces/${b.workspace.id}`, a.headers, { name: "Taken over" });
    expect(res.statusCode).toBe(404);
    expect((await t.db.workspace.findUniqueOrThrow({ where: { id: b.workspace.id } })).name).toBe("Acme Inc");
  });
});

describe("GET/PATCH /workspaces/{id}/metadata", () => {
  const url = () => `/workspaces/${a.workspace.id}/metadata`;

  it("starts with nothing confirmed and nothing dismissed; any member may read it", async () => {
    const res = await call("GET", url(), viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vendor_workflow_confirmed: false,
      entity_details_completed: false,
      dismissed_checklist_items: [],
    });
  });

  it("stores dismissed items once and refuses the derived flags as fields", async () => {
    const res = await call("PATCH", url(), a.headers, {
      dismissed_checklist_items: ["invite_team", "set_password", "invite_team"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vendor_workflow_confirmed: false,
      entity_details_completed: false,
      dismissed_checklist_items: ["invite_team", "set_password"],
    });
    expect((await call("GET", url(), a.headers)).json()).toEqual(res.json());
    const empty = await call("PATCH", url(), a.headers, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(res.json());
    // Derived from real data (a confirmation, complete details): no client writes them.
    const flags = await call("PATCH", url(), a.headers, {
      vendor_workflow_confirmed: true,
      entity_details_completed: true,
    });
    expect(flags.statusCode).toBe(400);
    expect(flags.json().fields).toEqual({
      vendor_workflow_confirmed: "This field is not accepted here",
      entity_details_completed: "This field is not accepted here",
    });
    await call("PATCH", url(), a.headers, { dismissed_checklist_items: [] });
  });

  it("answers 400 with a message per bad field", async () => {
    const res = await call("PATCH", url(), a.headers, {
      dismissed_checklist_items: ["invite_team", "make_coffee"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "dismissed_checklist_items.1": "Please select a valid checklist item",
    });
    const notList = await call("PATCH", url(), a.headers, { dismissed_checklist_items: "invite_team" });
    expect(notList.json().fields).toEqual({
      dismissed_checklist_items: "Please select a valid checklist item",
    });
  });

  it("refuses a Viewer's change with 403", async () => {
    const res = await call("PATCH", url(), viewer.headers, { dismissed_checklist_items: ["invite_team"] });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.db.workspace.findUniqueOrThrow({ where: { id: a.workspace.id } })).dismissedChecklistItems,
    ).toEqual([]);
  });

  it("answers 404 for another workspace", async () => {
    expect((await call("GET", `/workspaces/${b.workspace.id}/metadata`, a.headers)).statusCode).toBe(404);
    const res = await call("PATCH", `/workspaces/${b.workspace.id}/metadata`, a.headers, {
      dismissed_checklist_items: ["invite_team"],
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.db.workspace.findUniqueOrThrow({ where: { id: b.workspace.id } })).dismissedChecklistItems,
    ).toEqual([]);
  });
});

describe("GET/PATCH /workspaces/{id}/user-settings", () => {
  const url = () => `/workspaces/${a.workspace.id}/user-settings`;
  const defaults = { welcome_dismissed: false, vendor_table_columns: [], default_page_size: 10 };

  it("answers the member's own settings, creating the row when it is missing", async () => {
    await t.db.userPreference.deleteMany({ where: { userId: viewer.user.id, workspaceId: a.workspace.id } });
    const res = await call("GET", url(), viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults);
    expect(
      await t.db.userPreference.count({ where: { userId: viewer.user.id, workspaceId: a.workspace.id } }),
    ).toBe(1);
  });

  it("lets a Viewer change their own settings, and only their own", async () => {
    const res = await call("PATCH", url(), viewer.headers, {
      welcome_dismissed: true,
      vendor_table_columns: [" name ", "country", "name"],
      default_page_size: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      welcome_dismissed: true,
      vendor_table_columns: ["name", "country"],
      default_page_size: 50,
    });
    expect((await call("PATCH", url(), viewer.headers, { default_page_size: 100 })).json()).toEqual({
      welcome_dismissed: true,
      vendor_table_columns: ["name", "country"],
      default_page_size: 100,
    });
    expect((await call("GET", url(), viewer.headers)).json().default_page_size).toBe(100);
    expect((await call("PATCH", url(), viewer.headers, {})).json().default_page_size).toBe(100);
    expect((await call("GET", url(), a.headers)).json()).toEqual(defaults);
  });

  it("answers 400 with a message per bad field", async () => {
    const res = await call("PATCH", url(), viewer.headers, {
      welcome_dismissed: 1,
      vendor_table_columns: [""],
      default_page_size: 15,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      welcome_dismissed: "Must be true or false",
      "vendor_table_columns.0": "Please select valid vendor table columns",
      default_page_size: "Page size must be one of 10, 20, 50, 100",
    });
  });

  it("answers 404 for another workspace", async () => {
    expect(
      (await call("GET", `/workspaces/${b.workspace.id}/user-settings`, viewer.headers)).statusCode,
    ).toBe(404);
    const res = await call("PATCH", `/workspaces/${b.workspace.id}/user-settings`, a.headers, {
      welcome_dismissed: true,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.userPreference.count({ where: { userId: a.user.id, workspaceId: b.workspace.id } }),
    ).toBe(0);
  });
});

describe("GET /workspaces/{id}/entities", () => {
  const url = (query = "") => `/workspaces/${a.workspace.id}/entities${query}`;

  it("lists the workspace's own entity as a page", async () => {
    const res = await call("GET", url(), viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          id: a.entity.id,
          brand_name: "Acme Inc",
          registered_name: null,
          status: "PENDING",
          is_primary: true,
        },
      ],
      count: 1,
      next: null,
      previous: null,
    });
  });

  it("links back from a page past the end", async () => {
    const res = await call("GET", url("?page=2&page_size=20"), a.headers);
    expect(res.json()).toEqual({
      results: [],
      count: 1,
      next: null,
      previous: `/api/v1/workspaces/${a.workspace.id}/entities?page=1&page_size=20`,
    });
  });

  it("answers 400 with the field message for a bad page or page size", async () => {
    const res = await call("GET", url("?page=0&page_size=15"), a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      page: "Page must be a whole number of at least 1",
      page_size: "Page size must be one of 10, 20, 50, 100",
    });
  });

  it("answers 404 for another workspace", async () => {
    expect((await call("GET", `/workspaces/${b.workspace.id}/entities`, a.headers)).statusCode).toBe(404);
  });
});

describe("GET /workspaces/{id}/welcome", () => {
  let w: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
  const welcome = async (headers = w.headers) => {
    const res = await call("GET", `/workspaces/${w.workspace.id}/welcome`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as { pending: { key: string }[]; completed: { key: string }[] };
  };
  const keys = (list: { key: string }[]) => list.map((i) => i.key);
  const state = async (headers?: Headers) => {
    const body = await welcome(headers);
    return { pending: keys(body.pending), completed: keys(body.completed) };
  };
  const metadata = (payload: object) =>
    call("PATCH", `/workspaces/${w.workspace.id}/metadata`, w.headers, payload);

  beforeAll(async () => {
    const owner = await ownerWithPassword(t.db, "owner-w@example.test");
    w = { ...owner, headers: await bearerFor(t, "owner-w@example.test") };
  });

  it("lists every item with its label and settings link, done ones under completed", async () => {
    expect(await welcome()).toEqual({
      pending: [
        {
          key: "company_details",
          label: "Complete your company details",
          done: false,
          href: "/onboarding/2",
        },
        {
          key: "vendor_workflow",
          label: "Confirm your vendor workflow",
          done: false,
          href: "/onboarding/7",
        },
        { key: "invite_team", label: "Invite your team", done: false, href: "/settings/members" },
        {
          key: "notification_settings",
          label: "Choose your notification settings",
          done: false,
          href: "/settings/notifications",
        },
      ],
      completed: [{ key: "set_password", label: "Set a password", done: true, href: "/settings/password" }],
    });
  });

  it("completes the company details once name, jurisdiction, type, a role and both attestations are there", async () => {
    const entity = { where: { id: w.entity.id } };
    await t.db.entity.update({
      ...entity,
      data: { registeredName: "Acme W Ltd", registeredJurisdiction: "US-DE", entityType: "us-llc" },
    });
    await t.db.entitySupplyChainRole.create({
      data: { entityId: w.entity.id, roleId: "00000000-0000-4000-9000-000000000004" },
    });
    const claims = await t.db.attestationClaim.findMany({ where: { claimType: "OB" } });
    await t.db.attestation.create({
      data: { entityId: w.entity.id, claimId: claims[0]!.id, attestedById: w.user.id, text: claims[0]!.text },
    });
    expect((await state()).pending).toContain("company_details");
    await t.db.attestation.create({
      data: { entityId: w.entity.id, claimId: claims[1]!.id, attestedById: w.user.id, text: claims[1]!.text },
    });
    expect((await state()).completed).toContain("company_details");
  });

  it("completes the vendor workflow once a confirmation is recorded", async () => {
    expect((await state()).pending).toContain("vendor_workflow");
    await t.db.vendorWorkflowConfirmation.create({
      data: { workspaceId: w.workspace.id, confirmedById: w.user.id, workflowVersion: 1, settings: {} },
    });
    expect((await state()).completed).toContain("vendor_workflow");
  });

  it("completes inviting the team when someone else is active or invited, not deactivated", async () => {
    const gone = await createUser(t.db, { email: "gone-w@example.test" });
    await t.db.membership.create({
      data: { workspaceId: w.workspace.id, userId: gone.id, email: gone.email, status: "DEACTIVATED" },
    });
    expect((await state()).pending).toContain("invite_team");
    await t.db.membership.create({
      data: { workspaceId: w.workspace.id, email: "invited-w@example.test", status: "INVITED" },
    });
    expect((await state()).completed).toContain("invite_team");
  });

  it("follows the user's password", async () => {
    const off = await call("POST", "/disable-password", w.headers, { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await state()).pending).toContain("set_password");
    const on = await call("POST", "/set-password", w.headers, { password: "another-pass-1" });
    expect(on.statusCode).toBe(200);
    expect((await state()).completed).toContain("set_password");
  });

  it("completes the notification settings once they differ from the defaults", async () => {
    const settings = (await call("GET", "/notification-settings", w.headers)).json();
    expect((await state()).pending).toContain("notification_settings");
    const category = settings.categories[0].id;
    await call("PATCH", `/notification-category-preferences/${category}`, w.headers, { enabled: false });
    expect((await state()).completed).toContain("notification_settings");
    await call("PATCH", `/notification-category-preferences/${category}`, w.headers, { enabled: true });
    expect((await state()).pending).toContain("notification_settings");
    await call("PATCH", `/notification-settings/${settings.id}`, w.headers, { delivery_time: "07:00:00" });
    expect(await state()).toEqual({
      pending: [],
      completed: [
        "company_details",
        "vendor_workflow",
        "invite_team",
        "set_password",
        "notification_settings",
      ],
    });
  });

  it("is personal for the password and notification items", async () => {
    const member = await signedInMember(t, w.workspace.id, ["VIEWER"], "viewer-w@example.test");
    expect(await state(member.headers)).toEqual({
      pending: ["notification_settings"],
      completed: ["company_details", "vendor_workflow", "invite_team", "set_password"],
    });
  });

  it("leaves dismissed items out of both lists", async () => {
    await metadata({ dismissed_checklist_items: ["invite_team", "notification_settings"] });
    expect(await state()).toEqual({
      pending: [],
      completed: ["company_details", "vendor_workflow", "set_password"],
    });
  });

  it("answers 404 for another workspace", async () => {
    expect((await call("GET", `/workspaces/${w.workspace.id}/welcome`, a.headers)).statusCode).toBe(404);
  });
});
