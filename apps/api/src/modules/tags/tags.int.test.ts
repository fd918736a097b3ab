import { fieldMessages, tagItemsBulkMax, tagNameMaxLength } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let otherWorkspaceId: string;
let owner: Headers;
let procurement: Headers;
let compliance: Headers;
let viewer: Headers;
let otherOwner: Headers;
let vendors: string[];
let otherVendor: string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@tags.test");
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@tags.test");
  procurement = (await signedInMember(t, workspaceId, ["PROCUREMENT_MANAGER"], "procurement@tags.test"))
    .headers;
  compliance = (await signedInMember(t, workspaceId, ["COMPLIANCE_MANAGER"], "compliance@tags.test")).headers;
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@tags.test")).headers;
  vendors = [];
  for (let i = 1; i <= 12; i++)
    vendors.push((await createVendor(t.db, { workspaceId, name: `Vendor ${i}` })).relationship.id);
  const b = await ownerWithPassword(t.db, "owner@other-tags.test");
  otherWorkspaceId = b.workspace.id;
  otherOwner = await bearerFor(t, "owner@other-tags.test");
  otherVendor = (await createVendor(t.db, { workspaceId: otherWorkspaceId, name: "Acme of B" })).relationship
    .id;
});
afterAll(() => t.close());

const createTag = (headers: Headers, body: object, workspace = workspaceId) =>
  api("POST", `/workspaces/${workspace}/tags`, headers, body);

describe("POST /workspaces/{id}/tags", () => {
  it("makes a tag, trimmed, with its colour, answering its shape", async () => {
    const res = await createTag(owner, { name: "  Critical  ", type: "vendor", colour: "#d9480f" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: "Critical",
      type: "vendor",
      colour: "#d9480f",
      created: expect.any(String),
    });
  });

  it("refuses a name its type has already, in any case, with 409 on the name; another type may have it", async () => {
    await createTag(owner, { name: "Strategic", type: "vendor" });
    const again = await createTag(procurement, { name: "STRATEGIC", type: "vendor" });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.name).toBe(fieldMessages.tagNameTaken);
    expect((await createTag(owner, { name: "Strategic", type: "contract" })).statusCode).toBe(201);
    // Another workspace has its own names.
    expect(
      (await createTag(otherOwner, { name: "Strategic", type: "vendor" }, otherWorkspaceId)).statusCode,
    ).toBe(201);
  });

  it("refuses bad names, types and colours, storing nothing", async () => {
    const before = await t.db.tag.count();
    const cases: [object, string, string][] = [
      [{ type: "vendor" }, "name", fieldMessages.tagNameRequired],
      [{ name: "   ", type: "vendor" }, "name", fieldMessages.tagNameRequired],
      [{ name: 7, type: "vendor" }, "name", fieldMessages.tagNameRequired],
      [{ name: "x".repeat(tagNameMaxLength + 1), type: "vendor" }, "name", fieldMessages.tagNameTooLong],
      [{ name: "a\u0007b", type: "vendor" }, "name", fieldMessages.textInvalid],
      [{ name: "Fine" }, "type", fieldMessages.tagTypeInvalid],
      [{ name: "Fine", type: "product" }, "type", fieldMessages.tagTypeInvalid],
      [{ name: "Fine", type: "vendor", colour: "red" }, "colour", fieldMessages.tagColourInvalid],
      [{ name: "Fine", type: "vendor", colour: "#12345" }, "colour", fieldMessages.tagColourInvalid],
      [{ name: "Fine", type: "vendor", extra: 1 }, "extra", fieldMessages.fieldUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await createTag(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await t.db.tag.count()).toBe(before);
  });

  it("lets Procurement and Compliance Managers make tags, and refuses a Viewer with 403", async () => {
    expect((await createTag(procurement, { name: "From procurement", type: "vendor" })).statusCode).toBe(201);
    expect((await createTag(compliance, { name: "From compliance", type: "vendor" })).statusCode).toBe(201);
    expect((await createTag(viewer, { name: "From viewer", type: "vendor" })).statusCode).toBe(403);
  });

  it("answers 404 for another workspace's id", async () => {
    expect((await createTag(owner, { name: "Elsewhere", type: "vendor" }, otherWorkspaceId)).statusCode).toBe(
      404,
    );
  });
});

describe("GET /workspaces/{id}/tags", () => {
  it("lists the workspace's tags by name, by type and by search (any case, wildcards literal)", async () => {
    await createTag(owner, { name: "100% owned", type: "vendor" });
    await createTag(owner, { name: "100 percent", type: "vendor" });
    const all = (await api("GET", `/workspaces/${workspaceId}/tags?page_size=100`, viewer)).json();
    const names = all.results.map((tag: { name: string }) => tag.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(names).not.toContain("Elsewhere");
    const contract = (await api("GET", `/workspaces/${workspaceId}/tags?type=contract`, viewer)).json();
    expect(contract.results.map((tag: { name: string }) => tag.name)).toEqual(["Strategic"]);
    const search = (await api("GET", `/workspaces/${workspaceId}/tags?search=100%25`, viewer)).json();
    expect(search.results.map((tag: { name: string }) => tag.name)).toEqual(["100% owned"]);
    const crit = (await api("GET", `/workspaces/${workspaceId}/tags?search=cRiT&type=vendor`, viewer)).json();
    expect(crit.results.map((tag: { name: string }) => tag.name)).toEqual(["Critical"]);
  });

  it("refuses a bad type or search, and answers 404 for another workspace", async () => {
    const type = await api("GET", `/workspaces/${workspaceId}/tags?type=people`, owner);
    expect(type.statusCode).toBe(400);
    expect(type.json().fields.type).toBe(fieldMessages.tagTypeInvalid);
    const twice = await api("GET", `/workspaces/${workspaceId}/tags?type=vendor&type=contract`, owner);
    expect(twice.json().fields.type).toBe(fieldMessages.queryParameterRepeated);
    const long = await api(
      "GET",
      `/workspaces/${workspaceId}/tags?search=${"x".repeat(tagNameMaxLength + 1)}`,
      owner,
    );
    expect(long.json().fields.search).toBe(fieldMessages.tagNameTooLong);
    expect((await api("GET", `/workspaces/${otherWorkspaceId}/tags`, owner)).statusCode).toBe(404);
  });
});

describe("POST /tags", () => {
  it("makes the tag when missing (201) and answers the same tag when it exists, in any case (200)", async () => {
    const made = await api("POST", "/tags", owner, {
      workspace: workspaceId,
      name: "Preferred",
      type: "vendor",
    });
    expect(made.statusCode).toBe(201);
    const again = await api("POST", "/tags", procurement, {
      workspace: workspaceId,
      name: "preferred",
      type: "vendor",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    expect(
      await t.db.tag.count({ where: { workspaceId, name: { equals: "preferred", mode: "insensitive" } } }),
    ).toBe(1);
  });

  it("makes one tag when asked twice at once", async () => {
    const body = { workspace: workspaceId, name: "Raced", type: "vendor" };
    const answers = await Promise.all([api("POST", "/tags", owner, body), api("POST", "/tags", owner, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.tag.count({ where: { workspaceId, name: "Raced" } })).toBe(1);
  });

  it("answers 404 for another workspace in the body, 400 for a bad one, 403 for a Viewer", async () => {
    const other = await api("POST", "/tags", owner, {
      workspace: otherWorkspaceId,
      name: "X",
      type: "vendor",
    });
    expect(other.statusCode).toBe(404);
    const bad = await api("POST", "/tags", owner, { workspace: "nope", name: "X", type: "vendor" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.workspace).toBe(fieldMessages.workspaceInvalid);
    expect(
      (await api("POST", "/tags", viewer, { workspace: workspaceId, name: "X", type: "vendor" })).statusCode,
    ).toBe(403);
    expect(await t.db.tag.count({ where: { name: "X" } })).toBe(0);
  });
});

describe("tag items", () => {
  let vendorTag: string;
  let contractTag: string;
  let otherTag: string;

  beforeAll(async () => {
    vendorTag = (await createTag(owner, { name: "Bulk", type: "vendor" })).json().id;
    contractTag = (await createTag(owner, { name: "Contract only", type: "contract" })).json().id;
    otherTag = (await createTag(otherOwner, { name: "Theirs", type: "vendor" }, otherWorkspaceId)).json().id;
  });

  it("puts a tag on a vendor (201), and tagging it again answers the same item (200)", async () => {
    const res = await api("POST", "/tag-items", procurement, { tag: vendorTag, object_id: vendors[0] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      object_id: vendors[0],
      tag: { id: vendorTag, name: "Bulk", type: "vendor" },
    });
    const again = await api("POST", "/tag-items", owner, { tag: vendorTag, object_id: vendors[0] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
    expect(await t.db.tagItem.count({ where: { tagId: vendorTag, objectId: vendors[0] } })).toBe(1);
  });

  it("tags once when the same tagging is sent twice at once (one 201, one 200 with the same item)", async () => {
    const body = { tag: vendorTag, object_id: vendors[11] };
    const answers = await Promise.all([
      api("POST", "/tag-items", owner, body),
      api("POST", "/tag-items", owner, body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect((await api("DELETE", `/tag-items/${answers[0]!.json().id}`, owner)).statusCode).toBe(200);
  });

  it("tags many vendors at once, idempotently: what was added and what had it already", async () => {
    const ten = vendors.slice(0, 10);
    const res = await api("POST", "/tag-items/bulk", procurement, {
      tag: vendorTag,
      object_ids: [...ten, ten[3]],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added.map((item: { object_id: string }) => item.object_id).sort()).toEqual(
      ten.slice(1).sort(),
    );
    expect(body.already_tagged).toEqual([vendors[0]]);
    const again = (await api("POST", "/tag-items/bulk", owner, { tag: vendorTag, object_ids: ten })).json();
    expect(again.added).toEqual([]);
    expect(again.already_tagged.sort()).toEqual([...ten].sort());
    expect(await t.db.tagItem.count({ where: { tagId: vendorTag } })).toBe(10);
  });

  it("tags nothing when any object is another workspace's or unknown (404)", async () => {
    const res = await api("POST", "/tag-items/bulk", owner, {
      tag: vendorTag,
      object_ids: [vendors[10], otherVendor],
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.tagItem.count({ where: { objectId: { in: [vendors[10]!, otherVendor] } } })).toBe(0);
    expect(
      (await api("POST", "/tag-items", owner, { tag: vendorTag, object_id: otherVendor })).statusCode,
    ).toBe(404);
    const entityId = (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: vendors[11]! } }))
      .vendorEntityId;
    expect((await api("POST", "/tag-items", owner, { tag: vendorTag, object_id: entityId })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another workspace's tag, and for a contract tag on a vendor", async () => {
    expect(
      (await api("POST", "/tag-items", owner, { tag: otherTag, object_id: vendors[0] })).statusCode,
    ).toBe(404);
    expect(
      (await api("POST", "/tag-items/bulk", owner, { tag: otherTag, object_ids: [vendors[0]] })).statusCode,
    ).toBe(404);
    expect(
      (await api("POST", "/tag-items", owner, { tag: contractTag, object_id: vendors[0] })).statusCode,
    ).toBe(404);
    expect(await t.db.tagItem.count({ where: { tagId: { in: [otherTag, contractTag] } } })).toBe(0);
  });

  it("refuses bad bodies with the contracts' messages", async () => {
    const cases: [string, object, string, string][] = [
      ["/tag-items", { object_id: vendors[0] }, "tag", fieldMessages.tagInvalid],
      ["/tag-items", { tag: "x", object_id: vendors[0] }, "tag", fieldMessages.tagInvalid],
      ["/tag-items", { tag: vendorTag }, "object_id", fieldMessages.taggedObjectInvalid],
      ["/tag-items", { tag: vendorTag, object_id: 5 }, "object_id", fieldMessages.taggedObjectInvalid],
      ["/tag-items/bulk", { tag: vendorTag }, "object_ids", fieldMessages.taggedObjectsInvalid],
      [
        "/tag-items/bulk",
        { tag: vendorTag, object_ids: [] },
        "object_ids",
        fieldMessages.taggedObjectsInvalid,
      ],
      [
        "/tag-items/bulk",
        { tag: vendorTag, object_ids: "a" },
        "object_ids",
        fieldMessages.taggedObjectsInvalid,
      ],
      [
        "/tag-items/bulk",
        { tag: vendorTag, object_ids: ["nope"] },
        "object_ids.0",
        fieldMessages.taggedObjectInvalid,
      ],
      [
        "/tag-items/bulk",
        { tag: vendorTag, object_ids: Array(tagItemsBulkMax + 1).fill(vendors[0]) },
        "object_ids",
        fieldMessages.taggedObjectsTooMany,
      ],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await api("POST", url, owner, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it("refuses a Viewer tagging with 403", async () => {
    expect(
      (await api("POST", "/tag-items", viewer, { tag: vendorTag, object_id: vendors[11] })).statusCode,
    ).toBe(403);
    expect(
      (await api("POST", "/tag-items/bulk", viewer, { tag: vendorTag, object_ids: [vendors[11]] }))
        .statusCode,
    ).toBe(403);
  });

  it("lists items by tag and by object, newest first, only the workspace's", async () => {
    const byTag = (await api("GET", `/tag-items?tag=${vendorTag}&page_size=20`, viewer)).json();
    expect(byTag.count).toBe(10);
    const tagged = await createTag(owner, { name: "Second", type: "vendor" });
    await api("POST", "/tag-items", owner, { tag: tagged.json().id, object_id: vendors[0] });
    const byObject = (await api("GET", `/tag-items?object_id=${vendors[0]}`, viewer)).json();
    expect(byObject.results.map((item: { tag: { name: string } }) => item.tag.name)).toEqual([
      "Second",
      "Bulk",
    ]);
    const both = (await api("GET", `/tag-items?object_id=${vendors[0]}&tag=${vendorTag}`, viewer)).json();
    expect(both.count).toBe(1);
    const foreign = (await api("GET", `/tag-items?tag=${otherTag}`, owner)).json();
    expect(foreign.count).toBe(0);
    const bad = await api("GET", "/tag-items?object_id=nope", owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.object_id).toBe(fieldMessages.taggedObjectInvalid);
  });

  it("takes a tag off (Viewer 403, another workspace 404)", async () => {
    const item = (await api("GET", `/tag-items?object_id=${vendors[1]}`, owner)).json().results[0];
    expect((await api("DELETE", `/tag-items/${item.id}`, viewer)).statusCode).toBe(403);
    expect((await api("DELETE", `/tag-items/${item.id}`, otherOwner)).statusCode).toBe(404);
    expect((await api("DELETE", `/tag-items/${item.id}`, procurement)).statusCode).toBe(200);
    expect((await api("DELETE", `/tag-items/${item.id}`, procurement)).statusCode).toBe(404);
    expect(await t.db.tagItem.count({ where: { id: item.id } })).toBe(0);
  });

  it("goes when its vendor relationship is deleted", async () => {
    await t.db.vendorRelationship.delete({ where: { id: vendors[2]! } });
    expect(await t.db.tagItem.count({ where: { objectId: vendors[2] } })).toBe(0);
    expect(await t.db.tagItem.count({ where: { objectId: vendors[3] } })).toBe(1);
  });
});
