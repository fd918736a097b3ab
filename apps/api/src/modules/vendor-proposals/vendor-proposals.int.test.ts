import {
  fieldMessages,
  normaliseSupplierCode,
  supplierCodeAlphabet,
  supplierCodeLength,
  supplierCodeMessages,
} from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { vendorDedupeKey } from "@tierline/imports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { supplierCodeTriesPerMinute } from "./vendor-proposals.routes";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
/** The customer C: its owner, a Procurement Manager and a Viewer; its own entity. */
let customer: Headers;
let procurement: Headers;
let customerViewer: Headers;
let customerWorkspace: string;
let customerEntity: string;
/** Vendor companies proposing themselves: V (US-DE), each with its owner, and V's Viewer. */
let vendor: Headers;
let vendorViewer: Headers;
let vendorEntity: string;
let roles: { id: string; role: string }[];

async function company(email: string, name: string, jurisdiction: string | null) {
  const made = await ownerWithPassword(t.db, email);
  await t.db.workspace.update({ where: { id: made.workspace.id }, data: { name } });
  await t.db.entity.update({
    where: { id: made.entity.id },
    data: { brandName: name, registeredJurisdiction: jurisdiction, registeredName: `${name} LLC` },
  });
  return { ...made, headers: await bearerFor(t, email) };
}

const newCode = async () => {
  const res = await api("POST", `/entities/${customerEntity}/supplier-code`, procurement);
  expect(res.statusCode).toBe(200);
  return res.json().code as string;
};

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await company("owner@customer-proposal.test", "Customer Co", "US");
  customer = c.headers;
  customerWorkspace = c.workspace.id;
  customerEntity = c.entity.id;
  procurement = (
    await signedInMember(t, customerWorkspace, ["PROCUREMENT_MANAGER"], "procurement@customer-proposal.test")
  ).headers;
  customerViewer = (await signedInMember(t, customerWorkspace, ["VIEWER"], "viewer@customer-proposal.test"))
    .headers;
  const v = await company("owner@vendor-proposal.test", "Proposing Widgets", "US-DE");
  vendor = v.headers;
  vendorEntity = v.entity.id;
  vendorViewer = (await signedInMember(t, v.workspace.id, ["VIEWER"], "viewer@vendor-proposal.test")).headers;
  roles = (await api("GET", "/supply-chain-roles", customer)).json().results;
});
afterAll(() => t.close());

/** Waits until `n` sessions of the test database wait on a lock (10 s at most, else the test fails). */
async function waitForLockWaiters(n: number) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await t.db.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (row!.waiting >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${n} sessions never waited on a lock`);
}

describe("the customer's supplier code", () => {
  it("is none at first; a Procurement Manager makes one of 20 unambiguous letters, and a new one replaces it", async () => {
    const none = await api("GET", `/entities/${customerEntity}/supplier-code`, procurement);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ entity: customerEntity, code: null });
    const first = await newCode();
    expect(first).toHaveLength(supplierCodeLength);
    expect([...first].every((c) => supplierCodeAlphabet.includes(c))).toBe(true);
    expect((await api("GET", `/entities/${customerEntity}/supplier-code`, customer)).json().code).toBe(first);
    const second = await newCode();
    expect(second).not.toBe(first);
    // The first code stops working at once.
    const old = await api("POST", "/compliances/proposals/lookup", vendor, { code: first });
    expect(old.statusCode).toBe(404);
  });

  it("is withdrawn: lookups answer 404 until a new one is made", async () => {
    const code = await newCode();
    const withdrawn = await api("DELETE", `/entities/${customerEntity}/supplier-code`, customer);
    expect(withdrawn.json()).toEqual({ entity: customerEntity, code: null });
    expect((await api("POST", "/compliances/proposals/lookup", vendor, { code })).statusCode).toBe(404);
  });

  it("is not a Viewer's to read or change (403), and another workspace's entity answers 404", async () => {
    expect((await api("GET", `/entities/${customerEntity}/supplier-code`, customerViewer)).statusCode).toBe(
      403,
    );
    expect((await api("POST", `/entities/${customerEntity}/supplier-code`, customerViewer)).statusCode).toBe(
      403,
    );
    expect((await api("GET", `/entities/${vendorEntity}/supplier-code`, customer)).statusCode).toBe(404);
    expect((await api("POST", `/entities/${vendorEntity}/supplier-code`, customer)).statusCode).toBe(404);
  });

  it("is not in the entity's answer: a Viewer reading its own entity never sees it", async () => {
    const code = await newCode();
    for (const who of [customerViewer, customer]) {
      const entity = await api("GET", `/entities/${customerEntity}`, who);
      expect(entity.statusCode).toBe(200);
      expect(entity.json()).not.toHaveProperty("invite_code");
      expect(entity.body).not.toContain(code);
    }
  });
});

describe("a vendor looks a customer up by its code", () => {
  it("learns the customer's name with the right code, typed in any case and with dashes", async () => {
    const code = await newCode();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    expect(normaliseSupplierCode(typed)).toBe(code);
    const res = await api("POST", "/compliances/proposals/lookup", vendor, { code: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer: { name: "Customer Co" } });
  });

  it("a code one letter off answers exactly as a code nobody has: 404 naming no customer", async () => {
    const code = await newCode();
    const last = code.at(-1) === "0" ? "1" : "0";
    const wrong = await api("POST", "/compliances/proposals/lookup", vendor, {
      code: `${code.slice(0, -1)}${last}`,
    });
    const unknown = await api("POST", "/compliances/proposals/lookup", vendor, { code: "NOBODY-HAS-THIS" });
    const proposed = await api("POST", "/compliances/proposals", vendor, {
      code: "NOBODY-HAS-THIS",
      roles: [roles[0]!.id],
    });
    for (const res of [wrong, unknown, proposed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain("Customer Co");
    }
    expect(unknown.json().fields).toEqual({ code: supplierCodeMessages.unknown });
  });

  it("its own company's code is 409, said under the code", async () => {
    const code = await newCode();
    const res = await api("POST", "/compliances/proposals/lookup", customer, { code });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: supplierCodeMessages.ownCompany });
  });

  it("bad input answers 400 with the field messages", async () => {
    const empty = await api("POST", "/compliances/proposals", vendor, { code: " ", roles: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      code: fieldMessages.inviteCodeRequired,
      roles: fieldMessages.rolesRequired,
    });
    const long = await api("POST", "/compliances/proposals/lookup", vendor, { code: "X".repeat(33) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ code: fieldMessages.inviteCodeTooLong });
  });

  it(`is limited to ${supplierCodeTriesPerMinute} tries a minute per user (429)`, async () => {
    const guesser = await company("owner@guesser.test", "Guesser", "US");
    const statuses: number[] = [];
    for (let i = 0; i <= supplierCodeTriesPerMinute; i++)
      statuses.push(
        (await api("POST", "/compliances/proposals/lookup", guesser.headers, { code: `GUESS${i}` }))
          .statusCode,
      );
    expect(statuses.slice(0, supplierCodeTriesPerMinute).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("POST /compliances/proposals", () => {
  let proposed: string;

  it("is not a Viewer's of the vendor (403)", async () => {
    const code = await newCode();
    const res = await api("POST", "/compliances/proposals", vendorViewer, { code, roles: [roles[0]!.id] });
    expect(res.statusCode).toBe(403);
  });

  it("makes the customer's vendor from the company's own details: PENDING for the roles, proposed by the VENDOR, linked", async () => {
    const code = await newCode();
    const res = await api("POST", "/compliances/proposals", vendor, {
      code,
      roles: [roles[0]!.id, roles[1]!.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      customer: { name: "Customer Co" },
      relationship_status: "PENDING",
      proposer: "VENDOR",
    });
    proposed = res.json().id;
    const relationship = await t.db.vendorRelationship.findUniqueOrThrow({
      where: { id: proposed },
      include: { vendorEntity: true, roles: true },
    });
    expect(relationship).toMatchObject({
      workspaceId: customerWorkspace,
      linkedEntityId: vendorEntity,
      proposer: "VENDOR",
      status: "PENDING",
    });
    expect(relationship.vendorEntity).toMatchObject({
      workspaceId: customerWorkspace,
      brandName: "Proposing Widgets",
      registeredName: "Proposing Widgets LLC",
      registeredJurisdiction: "US-DE",
    });
    expect(relationship.roles.map((r) => r.status)).toEqual(["PENDING", "PENDING"]);
    // The vendor sees the request in its compliance section.
    const list = await api("GET", "/compliances", vendor);
    expect(list.json().results).toEqual([expect.objectContaining({ id: proposed, proposer: "VENDOR" })]);
  });

  it("the customer sees it proposed by the vendor, on the list and the relationship", async () => {
    const row = (await api("GET", `/workspaces/${customerWorkspace}/vendors`, customerViewer))
      .json()
      .results.find((v: { id: string }) => v.id === proposed);
    expect(row).toMatchObject({ name: "Proposing Widgets", status: "PENDING", proposer: "VENDOR" });
    const one = await api("GET", `/entity-relationships/${proposed}`, customerViewer);
    expect(one.json()).toMatchObject({ proposer: "VENDOR", status: "PENDING" });
  });

  it("tells the customer's members who handle vendor relationships, in the app and by mail; not a Viewer", async () => {
    const told = await t.db.notification.findMany({
      where: { workspaceId: customerWorkspace, notification: "vendor_relationship_proposed" },
      include: { user: { select: { email: true } } },
    });
    expect(told.map((n) => n.user.email).sort()).toEqual([
      "owner@customer-proposal.test",
      "procurement@customer-proposal.test",
    ]);
    expect(told[0]).toMatchObject({
      title: "Proposing Widgets proposed itself as your vendor",
      link: `/vendors/${proposed}?tab=procurement`,
      severity: "action_required",
    });
    expect((await t.mailsTo("procurement@customer-proposal.test")).at(-1)).toMatchObject({
      template: "vendor-proposed",
      data: { vendorName: "Proposing Widgets", roles: [roles[0]!.role, roles[1]!.role] },
    });
    expect(await t.mailsTo("viewer@customer-proposal.test")).toEqual([]);
  });

  it("proposing again is 409: the company already has a relationship with this customer", async () => {
    const code = await newCode();
    const res = await api("POST", "/compliances/proposals", vendor, { code, roles: [roles[0]!.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: supplierCodeMessages.alreadyLinked });
    expect(
      await t.db.vendorRelationship.count({
        where: { workspaceId: customerWorkspace, linkedEntityId: vendorEntity },
      }),
    ).toBe(1);
  });

  it("two proposals of one company at once: one is made, the other is the same 409 as proposing again", async () => {
    const twin = await company("owner@twin-proposer.test", "Twin Proposer", "US-CA");
    const code = await newCode();
    const role = roles[0]!.id;
    const propose = () => api("POST", "/compliances/proposals", twin.headers, { code, roles: [role] });
    // Holding the role's row makes the first proposal wait inside its transaction, its relationship
    // written but not committed; the second, past the same checks, then waits on the first's unique keys.
    // Once both wait, the lock goes: the first commits, the second's insert breaks the unique index.
    const { answers } = await t.db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM supply_chain_roles WHERE id = ${role}::uuid FOR UPDATE`;
        const answers = Promise.all([propose(), propose()]);
        await waitForLockWaiters(2);
        return { answers };
      },
      { timeout: 20_000 },
    );
    const [made, lost] = (await answers).sort((a, b) => a.statusCode - b.statusCode);
    expect(made!.statusCode, made!.body).toBe(201);
    expect(lost!.statusCode, lost!.body).toBe(409);
    expect(lost!.json().fields).toEqual({ code: supplierCodeMessages.alreadyLinked });
    expect(
      await t.db.vendorRelationship.count({
        where: { workspaceId: customerWorkspace, linkedEntityId: twin.entity.id },
      }),
    ).toBe(1);
  });

  it("the customer approves it through the life cycle, and the vendor sees the new status", async () => {
    const approved = await api("PATCH", `/entities/relationships/${proposed}`, procurement, {
      action: "approve",
      start_date: "2020-01-01",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "CONTRACTED_ACTIVE", proposer: "VENDOR" });
    const seen = await api("GET", `/compliances/${proposed}`, vendor);
    expect(seen.json()).toMatchObject({ relationship_status: "CONTRACTED_ACTIVE", proposer: "VENDOR" });
  });

  it("never links the customer's existing record of a company of that name: 409, nothing changed", async () => {
    const w = await company("owner@known-vendor.test", "Known Supplies Inc", "US-NY");
    // The customer added the vendor by hand before: same name once normalised, same country. Holding the
    // code proves nothing about being that vendor, so the record stays unlinked until the customer invites.
    const added = await api("POST", `/workspaces/${customerWorkspace}/vendors`, procurement, {
      name: "KNOWN SUPPLIES LLC",
      country: "US",
    });
    expect(added.statusCode).toBe(201);
    const before = await t.db.vendorRelationship.count({ where: { workspaceId: customerWorkspace } });
    const res = await api("POST", "/compliances/proposals", w.headers, {
      code: await newCode(),
      roles: [roles[0]!.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: supplierCodeMessages.nameTaken });
    expect(await t.db.vendorRelationship.count({ where: { workspaceId: customerWorkspace } })).toBe(before);
    expect(await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: added.json().id } })).toMatchObject(
      { linkedEntityId: null, proposer: "PRINCIPAL_ENTITY", status: "PENDING" },
    );
    expect(await api("GET", "/compliances", w.headers).then((r) => r.json().count)).toBe(0);
  });

  it("never takes over a record linked to another company: 409, the link unchanged", async () => {
    const other = await company("owner@first-holder.test", "First Holder", "US");
    const held = await createVendor(t.db, {
      workspaceId: customerWorkspace,
      name: "Same Name Trading",
      country: "GB",
      linkedEntityId: other.entity.id,
    });
    await t.db.vendorRelationship.update({
      where: { id: held.relationship.id },
      data: { dedupeKey: vendorDedupeKey("Same Name Trading", "GB") },
    });
    const impostor = await company("owner@impostor.test", "Same Name Trading", "GB");
    const res = await api("POST", "/compliances/proposals", impostor.headers, {
      code: await newCode(),
      roles: [roles[0]!.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: supplierCodeMessages.nameTaken });
    expect(
      (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: held.relationship.id } }))
        .linkedEntityId,
    ).toBe(other.entity.id);
    expect(await api("GET", "/compliances", impostor.headers).then((r) => r.json().count)).toBe(0);
  });
});
