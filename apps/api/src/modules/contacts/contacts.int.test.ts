import { contactRequirementsMax, fieldMessages } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let procurement: Headers;
let compliance: Headers;
let viewer: Headers;
let otherOwner: Headers;
let ownEntity: string;
let vendorEntity: string;
let relationship: string;
let otherEntity: string;
let otherRelationship: string;
let otherCategory: string;
let workspaceId: string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@contacts.test");
  ownEntity = a.entity.id;
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@contacts.test");
  const member = (roles: Parameters<typeof signedInMember>[2], email: string) =>
    signedInMember(t, a.workspace.id, roles, email).then((m) => m.headers);
  procurement = await member(["PROCUREMENT_MANAGER"], "procurement@contacts.test");
  compliance = await member(["COMPLIANCE_MANAGER"], "compliance@contacts.test");
  viewer = await member(["VIEWER"], "viewer@contacts.test");
  const vendor = await createVendor(t.db, { workspaceId: a.workspace.id, name: "Acme" });
  vendorEntity = vendor.entity.id;
  relationship = vendor.relationship.id;
  const b = await ownerWithPassword(t.db, "owner@other-contacts.test");
  otherOwner = await bearerFor(t, "owner@other-contacts.test");
  const otherVendor = await createVendor(t.db, { workspaceId: b.workspace.id, name: "Acme of B" });
  otherEntity = otherVendor.entity.id;
  otherRelationship = otherVendor.relationship.id;
  otherCategory = (await api("POST", "/contact-categories", otherOwner, { name: "Finance" })).json().id;
});
afterAll(() => t.close());

const category = async (name: string) => {
  const res = await api("POST", "/contact-categories", owner, { name });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe("/contact-categories", () => {
  it("makes a category, trimmed, and lists the workspace's by name, paged", async () => {
    const res = await api("POST", "/contact-categories", procurement, { name: "  Quality  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: "Quality", created: expect.any(String) });
    await api("POST", "/contact-categories", compliance, { name: "Compliance" });
    const list = await api("GET", "/contact-categories?page_size=10", viewer);
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((c: { name: string }) => c.name);
    // Sorted by name, and B's "Finance" is not among them.
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(["Compliance", "Quality"]));
    expect(names).not.toContain("Finance");
    expect(list.json()).toMatchObject({ count: names.length, previous: null });
  });

  it("refuses a name the workspace has in any case (409 on name); another workspace may have it", async () => {
    await category("Logistics");
    const again = await api("POST", "/contact-categories", owner, { name: "LOGISTICS" });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: fieldMessages.contactCategoryTaken });
    expect((await api("POST", "/contact-categories", otherOwner, { name: "Logistics" })).statusCode).toBe(
      201,
    );
  });

  it("refuses a missing, blank or over-long contact type with the spec's messages, storing nothing", async () => {
    const before = await t.db.contactCategory.count();
    for (const [body, message] of [
      [{}, fieldMessages.contactTypeRequired],
      [{ name: "   " }, fieldMessages.contactTypeRequired],
      [{ name: "x".repeat(501) }, fieldMessages.contactTypeTooLong],
    ] as const) {
      const res = await api("POST", "/contact-categories", owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: message });
    }
    // 500 characters is the limit, not past it.
    expect((await api("POST", "/contact-categories", owner, { name: "y".repeat(500) })).statusCode).toBe(201);
    expect(await t.db.contactCategory.count()).toBe(before + 1);
  });

  it("lets a Viewer read but not create (403)", async () => {
    expect((await api("POST", "/contact-categories", viewer, { name: "Viewer's" })).statusCode).toBe(403);
  });
});

describe("/entities/{id}/contact-requirements", () => {
  it("sets the whole list of required categories, repeats once, and reads it back by name", async () => {
    const [safety, finance] = [await category("Safety"), await category("Accounts")];
    const set = await api("POST", `/entities/${ownEntity}/contact-requirements`, procurement, {
      categories: [safety, finance, safety],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      entity: ownEntity,
      categories: [
        { id: finance, name: "Accounts", created: expect.any(String) },
        { id: safety, name: "Safety", created: expect.any(String) },
      ],
    });
    // Replacing the list drops what is no longer listed; an empty list requires none.
    await api("POST", `/entities/${ownEntity}/contact-requirements`, owner, { categories: [safety] });
    const read = await api("GET", `/entities/${ownEntity}/contact-requirements`, viewer);
    expect(read.json().categories.map((c: { id: string }) => c.id)).toEqual([safety]);
    await api("POST", `/entities/${vendorEntity}/contact-requirements`, owner, { categories: [] });
    expect((await api("GET", `/entities/${vendorEntity}/contact-requirements`, owner)).json()).toEqual({
      entity: vendorEntity,
      categories: [],
    });
  });

  it("answers 404 for another workspace's entity or category, changing nothing", async () => {
    const mine = await category("Security");
    await api("POST", `/entities/${vendorEntity}/contact-requirements`, owner, { categories: [mine] });
    const foreignCategory = await api("POST", `/entities/${vendorEntity}/contact-requirements`, owner, {
      categories: [mine, otherCategory],
    });
    expect(foreignCategory.statusCode).toBe(404);
    const foreignEntity = await api("POST", `/entities/${otherEntity}/contact-requirements`, owner, {
      categories: [mine],
    });
    expect(foreignEntity.statusCode).toBe(404);
    expect((await api("GET", `/entities/${otherEntity}/contact-requirements`, owner)).statusCode).toBe(404);
    const kept = await api("GET", `/entities/${vendorEntity}/contact-requirements`, owner);
    expect(kept.json().categories.map((c: { id: string }) => c.id)).toEqual([mine]);
  });

  it("refuses a list that is not one of ids, or too long, with the field messages", async () => {
    const url = `/entities/${ownEntity}/contact-requirements`;
    for (const [body, message] of [
      [{}, fieldMessages.contactCategoriesInvalid],
      [{ categories: "x" }, fieldMessages.contactCategoriesInvalid],
      [{ categories: ["not-an-id"] }, fieldMessages.contactCategoryInvalid],
      [
        { categories: Array.from({ length: contactRequirementsMax + 1 }, () => crypto.randomUUID()) },
        fieldMessages.contactCategoriesTooMany,
      ],
    ] as const) {
      const res = await api("POST", url, owner, body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields)).toEqual([message]);
    }
  });

  it("lets a Viewer read but not set (403)", async () => {
    const res = await api("POST", `/entities/${ownEntity}/contact-requirements`, viewer, { categories: [] });
    expect(res.statusCode).toBe(403);
  });
});

describe("/entities/relationships/{id}/contacts", () => {
  const person = { first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test", phone: "+1 555 0100" };

  it("adds a contact in a category and lists the relationship's by category, then name", async () => {
    const [zeta, alpha] = [await category("Zeta desk"), await category("Alpha desk")];
    const url = `/entities/relationships/${relationship}/contacts`;
    const res = await api("POST", url, compliance, { ...person, category: zeta });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      relationship,
      category: { id: zeta, name: "Zeta desk", created: expect.any(String) },
      ...person,
      created: expect.any(String),
    });
    await api("POST", url, procurement, { ...person, last_name: "Byron", category: alpha });
    const list = await api("GET", `${url}?page_size=10`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((c: { last_name: string }) => c.last_name)).toEqual(["Byron", "Lovelace"]);
    expect(list.json().count).toBe(2);
  });

  it("answers 404 for another workspace's relationship or category, storing nothing", async () => {
    const mine = await category("Sales");
    const before = await t.db.contact.count();
    const foreignCategory = await api("POST", `/entities/relationships/${relationship}/contacts`, owner, {
      ...person,
      category: otherCategory,
    });
    expect(foreignCategory.statusCode).toBe(404);
    const foreignRelationship = await api(
      "POST",
      `/entities/relationships/${otherRelationship}/contacts`,
      owner,
      { ...person, category: mine },
    );
    expect(foreignRelationship.statusCode).toBe(404);
    expect(
      (await api("GET", `/entities/relationships/${otherRelationship}/contacts`, owner)).statusCode,
    ).toBe(404);
    expect(await t.db.contact.count()).toBe(before);
  });

  it("refuses bad fields with the spec's messages, one field each", async () => {
    const mine = await category("Support");
    const url = `/entities/relationships/${relationship}/contacts`;
    const valid = { ...person, category: mine };
    for (const [change, field, message] of [
      [{ category: undefined }, "category", fieldMessages.contactCategoryInvalid],
      [{ category: "nope" }, "category", fieldMessages.contactCategoryInvalid],
      [{ first_name: "" }, "first_name", fieldMessages.firstNameRequired],
      [{ first_name: "x".repeat(120) }, "first_name", fieldMessages.firstNameTooLong],
      [{ last_name: undefined }, "last_name", fieldMessages.lastNameRequired],
      [{ last_name: "x".repeat(120) }, "last_name", fieldMessages.lastNameTooLong],
      [{ email: undefined }, "email", fieldMessages.emailRequired],
      [{ email: "not-an-email" }, "email", fieldMessages.emailInvalid],
      [{ phone: " " }, "phone", fieldMessages.phoneRequired],
      [{ phone: "1".repeat(51) }, "phone", fieldMessages.contactPhoneTooLong],
    ] as const) {
      const res = await api("POST", url, owner, { ...valid, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: message });
    }
  });

  it("lets a Viewer read but not add (403)", async () => {
    const res = await api("POST", `/entities/relationships/${relationship}/contacts`, viewer, {
      ...person,
      category: otherCategory,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the missing-contact action", () => {
  const person = { first_name: "Alan", last_name: "Turing", email: "alan@beta.test", phone: "+44 20 0000" };

  it("lists the categories required of a vendor without a contact, and filters the vendor list by it", async () => {
    const vendor = await createVendor(t.db, { workspaceId, name: "Beta Missing" });
    const [everyone, extra] = [await category("Everyone's desk"), await category("Beta's extra desk")];
    // Every vendor must provide "Everyone's desk"; this vendor also "Beta's extra desk".
    await api("POST", `/entities/${ownEntity}/contact-requirements`, owner, { categories: [everyone] });
    await api("POST", `/entities/${vendor.entity.id}/contact-requirements`, owner, { categories: [extra] });
    const missing = async () => {
      const res = await api(
        "GET",
        `/entity-relationships/${vendor.relationship.id}/missing-contacts`,
        viewer,
      );
      expect(res.statusCode).toBe(200);
      return res.json().categories.map((c: { name: string }) => c.name);
    };
    const listed = async () =>
      (await api("GET", `/workspaces/${workspaceId}/vendors?actions=contact_missing&page_size=100`, viewer))
        .json()
        .results.map((v: { name: string }) => v.name);
    expect(await missing()).toEqual(["Beta's extra desk", "Everyone's desk"]);
    expect(await listed()).toContain("Beta Missing");

    const add = (id: string) =>
      api("POST", `/entities/relationships/${vendor.relationship.id}/contacts`, owner, {
        ...person,
        category: id,
      });
    expect((await add(everyone)).statusCode).toBe(201);
    expect(await missing()).toEqual(["Beta's extra desk"]);
    expect((await add(extra)).statusCode).toBe(201);
    expect(await missing()).toEqual([]);
    expect(await listed()).not.toContain("Beta Missing");
  });

  it("answers 404 for another workspace's relationship", async () => {
    const res = await api("GET", `/entity-relationships/${otherRelationship}/missing-contacts`, owner);
    expect(res.statusCode).toBe(404);
  });
});
