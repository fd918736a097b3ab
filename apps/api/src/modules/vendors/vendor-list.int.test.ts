import { fieldMessages } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };

beforeAll(async () => {
  t = await startTestApp();
  a = { ...(await ownerWithPassword(t.db, "owner-a@example.test")), headers: {} };
  a.headers = await bearerFor(t, "owner-a@example.test");
  b = { ...(await ownerWithPassword(t.db, "owner-b@example.test")), headers: {} };
  b.headers = await bearerFor(t, "owner-b@example.test");
  // Made one after the other: the register lists the newest first.
  for (const [name, country] of [
    ["Acme Metals", "US"],
    ["Müller GmbH", "DE"],
    ["Shenzhen 100% Parts", "CN"],
    ["No Country Ltd", null],
  ] as const) {
    await createVendor(t.db, { workspaceId: a.workspace.id, name, country });
  }
  await createVendor(t.db, { workspaceId: b.workspace.id, name: "Acme of B", country: "US" });
});
afterAll(() => t.close());

const list = (headers: Headers, workspaceId: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/v1/workspaces/${workspaceId}/vendors${query}`, headers });

describe("GET /workspaces/{id}/vendors", () => {
  it("lists the workspace's vendors newest first, with country name and status, a page at a time", async () => {
    const res = await list(a.headers, a.workspace.id, "?page_size=10");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.results.map((v: { name: string }) => v.name)).toEqual([
      "No Country Ltd",
      "Shenzhen 100% Parts",
      "Müller GmbH",
      "Acme Metals",
    ]);
    expect(body.results[2]).toMatchObject({
      name: "Müller GmbH",
      country: { code: "DE", name: "Germany" },
      status: "PENDING",
    });
    expect(body.results[0].country).toBeNull();
    expect(Object.keys(body.results[0]).sort()).toEqual([
      "country",
      "created",
      "entity",
      "id",
      "name",
      "open_risks",
      "proposer",
      "roles",
      "status",
      "tags",
      "updated",
      "verification_status",
    ]);

    const firstPage = (await list(a.headers, a.workspace.id, "?page=2&page_size=10")).json();
    expect(firstPage.results).toEqual([]);
  });

  it("pages with next and previous links that keep the search", async () => {
    await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        createVendor(t.db, { workspaceId: b.workspace.id, name: `Paged vendor ${i}`, country: "FR" }),
      ),
    );
    const first = (await list(b.headers, b.workspace.id, "?search=paged")).json();
    expect(first.count).toBe(11);
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe(`/api/v1/workspaces/${b.workspace.id}/vendors?search=paged&page=2&page_size=10`);
    const second = (await list(b.headers, b.workspace.id, "?search=paged&page=2")).json();
    expect(second.results).toHaveLength(1);
    expect(second.previous).toContain("page=1");
  });

  it("searches names case-insensitively, with the text's %, _ and \\ taken literally", async () => {
    const names = async (search: string) =>
      (await list(a.headers, a.workspace.id, `?search=${encodeURIComponent(search)}`))
        .json()
        .results.map((v: { name: string }) => v.name);
    expect(await names("acme")).toEqual(["Acme Metals"]);
    expect(await names("MÜLLER")).toEqual(["Müller GmbH"]);
    expect(await names("100%")).toEqual(["Shenzhen 100% Parts"]);
    expect(await names("%")).toEqual(["Shenzhen 100% Parts"]);
    expect(await names("_")).toEqual([]);
    expect(await names("  ")).toHaveLength(4);
  });

  it("shows another workspace nothing: its own vendors only, and 404 for a workspace not its own", async () => {
    const ofB = (await list(b.headers, b.workspace.id, "?search=acme")).json();
    expect(ofB.results.map((v: { name: string }) => v.name)).toEqual(["Acme of B"]);
    const res = await list(b.headers, a.workspace.id);
    expect(res.statusCode).toBe(404);
  });

  it("is open to every role (a Viewer reads the register)", async () => {
    const viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-a@example.test");
    expect((await list(viewer.headers, a.workspace.id)).json().count).toBe(4);
  });

  it("checks the caller on every call: a deactivated member or an ended session loses access at once", async () => {
    const member = await signedInMember(t, a.workspace.id, ["VIEWER"], "leaving-a@example.test");
    expect((await list(member.headers, a.workspace.id)).statusCode).toBe(200);
    // A page past the end carries no row: still answered, with the count.
    const past = await list(member.headers, a.workspace.id, "?page=9&page_size=10");
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 4, results: [] });
    // The header naming a workspace the member is not in is not found, as on every route.
    const foreign = await list({ ...member.headers, "x-workspace-id": b.workspace.id }, a.workspace.id);
    expect(foreign.statusCode).toBe(404);
    await t.db.membership.update({ where: { id: member.membership.id }, data: { status: "DEACTIVATED" } });
    expect((await list(member.headers, a.workspace.id)).statusCode).toBe(404);
    await t.db.session.updateMany({ where: { userId: member.user.id }, data: { revokedAt: new Date() } });
    expect((await list(member.headers, a.workspace.id)).statusCode).toBe(401);
    // Who the caller is comes before what they sent.
    expect((await list(member.headers, a.workspace.id, "?page_size=7")).statusCode).toBe(401);
    expect((await list(b.headers, a.workspace.id, "?page_size=7")).statusCode).toBe(404);
  });

  it("answers bad input with 400 on its field", async () => {
    const res = await list(a.headers, a.workspace.id, `?search=${"x".repeat(256)}&page_size=7`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      search: fieldMessages.nameTooLong,
      page_size: fieldMessages.pageSizeInvalid,
    });
  });
});
