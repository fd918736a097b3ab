import { fieldMessages, noteContentMaxLength } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let admin: Headers;
let compliance: Headers;
let procurement: Headers;
let viewer: Headers;
let otherOwner: Headers;
let vendor: string;
let secondVendor: string;
let otherVendor: string;
let complianceUser: { id: string; email: string };
let workspaceId: string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@notes.test");
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@notes.test");
  admin = (await signedInMember(t, a.workspace.id, ["ADMIN"], "admin@notes.test")).headers;
  const c = await signedInMember(t, a.workspace.id, ["COMPLIANCE_MANAGER"], "compliance@notes.test");
  compliance = c.headers;
  complianceUser = c.user;
  procurement = (await signedInMember(t, a.workspace.id, ["PROCUREMENT_MANAGER"], "procurement@notes.test"))
    .headers;
  viewer = (await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer@notes.test")).headers;
  vendor = (await createVendor(t.db, { workspaceId: a.workspace.id, name: "Acme Metals" })).relationship.id;
  secondVendor = (await createVendor(t.db, { workspaceId: a.workspace.id, name: "Beta Parts" })).relationship
    .id;
  const b = await ownerWithPassword(t.db, "owner@other-notes.test");
  otherOwner = await bearerFor(t, "owner@other-notes.test");
  otherVendor = (await createVendor(t.db, { workspaceId: b.workspace.id, name: "Acme of B" })).relationship
    .id;
});
afterAll(() => t.close());

const write = (headers: Headers, objectId: string, content: unknown) =>
  api("POST", `/notes/${objectId}`, headers, { content });

describe("POST /notes/{objectId}", () => {
  it("leaves a note with its author, trimmed, answering the spec's shape", async () => {
    const res = await write(owner, vendor, "  Call them about the audit  ");
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(Object.keys(note).sort()).toEqual(["content", "created", "created_by", "id", "updated"]);
    expect(note.content).toBe("Call them about the audit");
    expect(note.created_by).toEqual({
      id: expect.any(String),
      first_name: "Olive",
      last_name: "Owner",
      email: "owner@notes.test",
    });
    expect(note.created).toBe(note.updated);
    const stored = await t.db.note.findUniqueOrThrow({ where: { id: note.id } });
    expect(stored.objectKind).toBe("VENDOR_RELATIONSHIP");
  });

  it("lets every role write a note, a Viewer included", async () => {
    for (const headers of [admin, compliance, procurement, viewer]) {
      const res = await write(headers, secondVendor, "A word from me");
      expect(res.statusCode).toBe(201);
    }
  });

  it("refuses a missing, blank, non-text, too long or invisible-character content, storing nothing", async () => {
    const before = await t.db.note.count();
    const cases: [unknown, string][] = [
      [undefined, fieldMessages.noteRequired],
      ["", fieldMessages.noteRequired],
      ["   \n\t ", fieldMessages.noteRequired],
      [42, fieldMessages.noteRequired],
      [null, fieldMessages.noteRequired],
      ["x".repeat(noteContentMaxLength + 1), fieldMessages.noteTooLong],
      ["bad \u0000 byte", fieldMessages.textInvalid],
    ];
    for (const [content, message] of cases) {
      const res = await api("POST", `/notes/${vendor}`, owner, content === undefined ? {} : { content });
      expect(res.statusCode, JSON.stringify(content)?.slice(0, 30)).toBe(400);
      expect(res.json().fields.content).toBe(message);
    }
    const unknown = await api("POST", `/notes/${vendor}`, owner, { content: "ok", pinned: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.pinned).toBe(fieldMessages.fieldUnknown);
    expect(await t.db.note.count()).toBe(before);
  });

  it("takes exactly the maximum length", async () => {
    const res = await write(owner, secondVendor, "y".repeat(noteContentMaxLength));
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 for another workspace's vendor, an unknown id or an entity id", async () => {
    expect((await write(owner, otherVendor, "hello")).statusCode).toBe(404);
    expect((await write(owner, "6f1c0f55-1111-4222-8333-944455556666", "hello")).statusCode).toBe(404);
    expect((await write(owner, "not-a-uuid", "hello")).statusCode).toBe(404);
    const entity = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor } });
    expect((await write(owner, entity.vendorEntityId, "hello")).statusCode).toBe(404);
    expect(await t.db.note.count({ where: { objectId: otherVendor } })).toBe(0);
  });

  it("answers 401 without a token", async () => {
    expect((await write({}, vendor, "hello")).statusCode).toBe(401);
  });
});

describe("GET /notes/{objectId}", () => {
  it("pages an object's notes newest first, 10 by default, with next and previous", async () => {
    const fresh = (await createVendor(t.db, { workspaceId, name: "Paged Ltd" })).relationship.id;
    // A millisecond apart at least, so newest first is one order.
    for (let i = 1; i <= 12; i++) {
      expect((await write(owner, fresh, `note ${i}`)).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await api("GET", `/notes/${fresh}`, viewer);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.results.map((n: { content: string }) => n.content).slice(0, 3)).toEqual([
      "note 12",
      "note 11",
      "note 10",
    ]);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe(`/api/v1/notes/${fresh}?page=2&page_size=10`);
    const page2 = (await api("GET", page1.next.replace("/api/v1", ""), viewer)).json();
    expect(page2.results.map((n: { content: string }) => n.content)).toEqual(["note 2", "note 1"]);
    expect(page2.next).toBeNull();
    const sized = (await api("GET", `/notes/${fresh}?page_size=20`, viewer)).json();
    expect(sized.results).toHaveLength(12);
  });

  it("shows only this object's notes", async () => {
    const body = (await api("GET", `/notes/${vendor}`, owner)).json();
    expect(body.results.every((n: { content: string }) => n.content !== "A word from me")).toBe(true);
  });

  it("refuses bad paging with the contracts' messages", async () => {
    const page = await api("GET", `/notes/${vendor}?page=0`, owner);
    expect(page.statusCode).toBe(400);
    expect(page.json().fields.page).toBe(fieldMessages.pageInvalid);
    const size = await api("GET", `/notes/${vendor}?page_size=7`, owner);
    expect(size.statusCode).toBe(400);
    expect(size.json().fields.page_size).toBe(fieldMessages.pageSizeInvalid);
  });

  it("answers 404 for another workspace's vendor, and shows that workspace none of ours", async () => {
    expect((await api("GET", `/notes/${otherVendor}`, owner)).statusCode).toBe(404);
    expect((await api("GET", `/notes/${vendor}`, otherOwner)).statusCode).toBe(404);
  });
});

describe("PUT /notes/{objectId}/{noteId}", () => {
  it("lets the author edit, and refuses everyone else with 403, an Admin and the owner included", async () => {
    const note = (await write(compliance, vendor, "First draft")).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await api("PUT", `/notes/${vendor}/${note.id}`, compliance, { content: " Final text " });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: note.id, content: "Final text", created: note.created });
    expect(edited.json().created_by.id).toBe(complianceUser.id);
    expect(Date.parse(edited.json().updated)).toBeGreaterThan(Date.parse(note.created));
    for (const headers of [owner, admin, procurement, viewer]) {
      const res = await api("PUT", `/notes/${vendor}/${note.id}`, headers, { content: "Not mine" });
      expect(res.statusCode).toBe(403);
    }
    const stored = await t.db.note.findUniqueOrThrow({ where: { id: note.id } });
    expect(stored.content).toBe("Final text");
  });

  it("refuses bad content", async () => {
    const note = (await write(owner, vendor, "Edit me")).json();
    for (const [content, message] of [
      ["  ", fieldMessages.noteRequired],
      ["z".repeat(noteContentMaxLength + 1), fieldMessages.noteTooLong],
    ] as const) {
      const res = await api("PUT", `/notes/${vendor}/${note.id}`, owner, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.content).toBe(message);
    }
    expect((await t.db.note.findUniqueOrThrow({ where: { id: note.id } })).content).toBe("Edit me");
  });

  it("answers 404 for a note of another object, of another workspace, or under another workspace's object", async () => {
    const note = (await write(owner, vendor, "Mine")).json();
    expect((await api("PUT", `/notes/${secondVendor}/${note.id}`, owner, { content: "x" })).statusCode).toBe(
      404,
    );
    expect((await api("PUT", `/notes/${vendor}/${note.id}`, otherOwner, { content: "x" })).statusCode).toBe(
      404,
    );
    const theirs = (await write(otherOwner, otherVendor, "Theirs")).json();
    expect((await api("PUT", `/notes/${vendor}/${theirs.id}`, owner, { content: "x" })).statusCode).toBe(404);
    expect((await api("PUT", `/notes/${otherVendor}/${theirs.id}`, owner, { content: "x" })).statusCode).toBe(
      404,
    );
  });
});

describe("DELETE /notes/{objectId}/{noteId}", () => {
  it("lets the author delete their note", async () => {
    const note = (await write(viewer, vendor, "Viewer's note")).json();
    const res = await api("DELETE", `/notes/${vendor}/${note.id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(await t.db.note.count({ where: { id: note.id } })).toBe(0);
    expect((await api("DELETE", `/notes/${vendor}/${note.id}`, viewer)).statusCode).toBe(404);
  });

  it("refuses another member who is not an Admin with 403, and lets an Admin delete any", async () => {
    const note = (await write(procurement, vendor, "Procurement's note")).json();
    for (const headers of [compliance, viewer]) {
      expect((await api("DELETE", `/notes/${vendor}/${note.id}`, headers)).statusCode).toBe(403);
    }
    expect(await t.db.note.count({ where: { id: note.id } })).toBe(1);
    expect((await api("DELETE", `/notes/${vendor}/${note.id}`, admin)).statusCode).toBe(200);
    expect(await t.db.note.count({ where: { id: note.id } })).toBe(0);
    const another = (await write(viewer, vendor, "Another")).json();
    expect((await api("DELETE", `/notes/${vendor}/${another.id}`, owner)).statusCode).toBe(200);
  });

  it("answers 404 for another workspace's note or a note under another object", async () => {
    const theirs = (await write(otherOwner, otherVendor, "Theirs")).json();
    expect((await api("DELETE", `/notes/${otherVendor}/${theirs.id}`, owner)).statusCode).toBe(404);
    const mine = (await write(owner, vendor, "Mine")).json();
    expect((await api("DELETE", `/notes/${secondVendor}/${mine.id}`, owner)).statusCode).toBe(404);
    expect(await t.db.note.count({ where: { id: { in: [theirs.id, mine.id] } } })).toBe(2);
  });
});

describe("a deleted vendor relationship", () => {
  it("takes its notes with it", async () => {
    const gone = (await createVendor(t.db, { workspaceId, name: "Gone Ltd" })).relationship.id;
    await write(owner, gone, "Soon gone");
    await t.db.vendorRelationship.delete({ where: { id: gone } });
    expect(await t.db.note.count({ where: { objectId: gone } })).toBe(0);
    expect(await t.db.note.count({ where: { objectId: vendor } })).toBeGreaterThan(0);
  });
});
