import {
  fieldMessages,
  type RelationshipAction,
  type RelationshipStatus,
  relationshipMessages,
  relationshipStatuses,
  relationshipStatusLabels,
} from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

/** The api's clock: "today" is 2030-06-15 (UTC) unless a test moves it. */
const clock = { now: new Date("2030-06-15T10:00:00.000Z") };
const past = "2030-06-01";
const today = "2030-06-15";
const future = "2030-07-01";
const manufacturer = "00000000-0000-4000-9000-000000000004";
const importer = "00000000-0000-4000-9000-000000000007";
const exporter = "00000000-0000-4000-9000-000000000008";

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let other: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let procurement: Headers;
let compliance: Headers;
let viewer: Headers;
let procurementUserId: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock.now });
  api = callApi(t);
  owner = { ...(await ownerWithPassword(t.db, "owner@life.test")), headers: {} };
  owner.headers = await bearerFor(t, "owner@life.test");
  other = { ...(await ownerWithPassword(t.db, "owner@other.test")), headers: {} };
  other.headers = await bearerFor(t, "owner@other.test");
  const pm = await signedInMember(t, owner.workspace.id, ["PROCUREMENT_MANAGER"], "pm@life.test");
  procurement = pm.headers;
  procurementUserId = pm.user.id;
  compliance = (await signedInMember(t, owner.workspace.id, ["COMPLIANCE_MANAGER"], "cm@life.test")).headers;
  viewer = (await signedInMember(t, owner.workspace.id, ["VIEWER"], "viewer@life.test")).headers;
});
afterAll(() => t.close());

let vendorCount = 0;
/** A vendor of the owner's workspace with roles (each its own status, as the life cycle leaves it). */
async function vendorWith(statuses: RelationshipStatus[], workspaceId = owner.workspace.id) {
  const { relationship } = await createVendor(t.db, { workspaceId, name: `Vendor ${++vendorCount}` });
  const roleIds = [manufacturer, importer, exporter];
  const roles = [];
  for (const [i, status] of statuses.entries()) {
    roles.push(
      await t.db.vendorRelationshipRole.create({
        data: {
          workspaceId,
          relationshipId: relationship.id,
          roleId: roleIds[i]!,
          status,
          startDate: status === "APPROVED" ? new Date(`${future}T00:00:00Z`) : null,
        },
      }),
    );
  }
  const precedence: RelationshipStatus[] = [
    "CONTRACTED_ACTIVE",
    "APPROVED",
    "PENDING",
    "NOT_APPROVED",
    "CONTRACTED_COMPLETE",
    "TERMINATED",
    "PAST_VENDOR",
  ];
  const shown = precedence.find((s) => statuses.includes(s));
  if (shown)
    await t.db.vendorRelationship.update({ where: { id: relationship.id }, data: { status: shown } });
  return { id: relationship.id, roles: roles.map((r) => r.id) };
}

const changeRoles = (headers: Headers, id: string, body: object) =>
  api("PATCH", `/entity-relationships/${id}/roles`, headers, body);

type Variant = {
  action: RelationshipAction;
  what: string;
  body: object;
  to: (from: RelationshipStatus) => RelationshipStatus;
};
const attest = { truth_attestation: true };
const variants: Variant[] = [
  { action: "approve", what: "approve today", body: { start_date: today }, to: () => "CONTRACTED_ACTIVE" },
  {
    action: "approve",
    what: "approve in the past",
    body: { start_date: past },
    to: () => "CONTRACTED_ACTIVE",
  },
  { action: "approve", what: "approve in the future", body: { start_date: future }, to: () => "APPROVED" },
  {
    action: "reschedule",
    what: "reschedule to the future",
    body: { start_date: "2030-08-01" },
    to: () => "APPROVED",
  },
  {
    action: "reschedule",
    what: "reschedule to today",
    body: { start_date: today },
    to: () => "CONTRACTED_ACTIVE",
  },
  { action: "reject", what: "reject", body: {}, to: () => "NOT_APPROVED" },
  { action: "reopen", what: "reopen", body: {}, to: () => "PENDING" },
  {
    action: "terminate",
    what: "terminate today",
    body: { termination_date: today, ...attest },
    to: () => "CONTRACTED_COMPLETE",
  },
  {
    action: "terminate",
    what: "terminate in the future",
    body: { termination_date: future, ...attest },
    to: (from) => from,
  },
  {
    action: "terminate_for_cause",
    what: "terminate for cause in the past",
    body: { termination_date: past, cause: "BREACH_OF_CONTRACT", explanation: "Late deliveries", ...attest },
    to: () => "TERMINATED",
  },
  {
    action: "terminate_for_cause",
    what: "terminate for cause in the future",
    body: { termination_date: future, cause: "OTHER_CAUSE", explanation: "Audit failed", ...attest },
    to: (from) => from,
  },
];
/** decisions.md's table: the statuses each action may start from. */
const allowedFrom: Record<RelationshipAction, RelationshipStatus[]> = {
  approve: ["PENDING"],
  reschedule: ["APPROVED"],
  reject: ["PENDING", "APPROVED"],
  reopen: ["NOT_APPROVED", "CONTRACTED_COMPLETE", "TERMINATED", "PAST_VENDOR"],
  terminate: ["CONTRACTED_ACTIVE"],
  terminate_for_cause: ["CONTRACTED_ACTIVE", "APPROVED"],
};

describe("PATCH /entity-relationships/{id}/roles: the whole from-to matrix", () => {
  const cases = relationshipStatuses.flatMap((from) => variants.map((v) => ({ from, ...v })));
  it.each(cases)("$from, $what", async ({ from, action, body, to }) => {
    const vendor = await vendorWith([from]);
    const res = await changeRoles(procurement, vendor.id, { action, roles: vendor.roles, ...body });
    const stored = await t.db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: vendor.roles[0]! } });
    const trail = await t.db.vendorRelationshipEvent.findMany({ where: { relationshipId: vendor.id } });
    if (allowedFrom[action].includes(from)) {
      expect(res.statusCode, res.body).toBe(200);
      const expected = to(from);
      expect(stored.status).toBe(expected);
      expect(res.json().roles[0].status).toBe(expected);
      // The relationship shows its only role's status, written in the same transaction.
      expect(res.json().status).toBe(expected);
      expect((await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.id } })).status).toBe(
        expected,
      );
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({
        actorId: procurementUserId,
        fromStatus: from,
        roleAssignmentId: vendor.roles[0],
      });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(relationshipMessages.notAllowed(action, from));
      expect(res.json().message).toContain(relationshipStatusLabels[from]);
      expect(stored.status).toBe(from);
      expect(trail).toHaveLength(0);
    }
  });
});

describe("life cycle details", () => {
  it("approving with a future date leaves the role Approved with its start scheduled; history says who, when, from, to", async () => {
    const vendor = await vendorWith(["PENDING"]);
    const res = await changeRoles(procurement, vendor.id, {
      action: "approve",
      roles: vendor.roles,
      start_date: future,
    });
    expect(res.statusCode).toBe(200);
    const [role] = res.json().roles;
    expect(role).toMatchObject({
      status: "APPROVED",
      start_date: future,
      scheduled: { action: "start", date: future, status: "CONTRACTED_ACTIVE" },
      actions: ["reschedule", "reject", "terminate_for_cause"],
    });
    const [event] = res.json().history;
    expect(event).toMatchObject({
      kind: "APPROVED",
      from_status: "PENDING",
      to_status: "APPROVED",
      details: { start_date: future },
      created_by: { email: "pm@life.test" },
      created: clock.now.toISOString(),
      role: { id: manufacturer, role: "Manufacturer" },
    });
  });

  it("terminating for cause keeps the cause, explanation and who attested; a 255-character explanation is accepted", async () => {
    const vendor = await vendorWith(["CONTRACTED_ACTIVE"]);
    const explanation = "e".repeat(255);
    const res = await changeRoles(procurement, vendor.id, {
      action: "terminate_for_cause",
      roles: vendor.roles,
      termination_date: "2030/06/10",
      cause: "REGULATORY_CONCERNS",
      explanation,
      truth_attestation: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roles[0]).toMatchObject({
      status: "TERMINATED",
      termination_date: "2030-06-10",
      termination_status: "TERMINATED",
      cause: "REGULATORY_CONCERNS",
      explanation,
      attested_by: { email: "pm@life.test" },
      attested_at: clock.now.toISOString(),
      scheduled: null,
      actions: ["reopen"],
    });
    expect(res.json().history[0]).toMatchObject({
      kind: "TERMINATED",
      from_status: "CONTRACTED_ACTIVE",
      to_status: "TERMINATED",
      details: { cause: "REGULATORY_CONCERNS", explanation, termination_date: "2030-06-10" },
    });
  });

  it("terminates several roles at once, all or none: one refused role leaves every role as it was", async () => {
    const vendor = await vendorWith(["CONTRACTED_ACTIVE", "CONTRACTED_ACTIVE", "PENDING"]);
    const refused = await changeRoles(procurement, vendor.id, {
      action: "terminate",
      roles: vendor.roles,
      termination_date: today,
      truth_attestation: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(relationshipMessages.notAllowed("terminate", "PENDING"));
    const still = await t.db.vendorRelationshipRole.findMany({ where: { relationshipId: vendor.id } });
    expect(still.map((r) => r.status).sort()).toEqual(["CONTRACTED_ACTIVE", "CONTRACTED_ACTIVE", "PENDING"]);

    const res = await changeRoles(procurement, vendor.id, {
      action: "terminate",
      roles: vendor.roles.slice(0, 2),
      termination_date: today,
      truth_attestation: true,
    });
    expect(res.statusCode).toBe(200);
    // Pending is now the most advanced status the relationship holds.
    expect(res.json().status).toBe("PENDING");
    expect(res.json().history.filter((e: { kind: string }) => e.kind === "TERMINATED")).toHaveLength(2);
  });

  it("a role of another relationship is 404", async () => {
    const a = await vendorWith(["PENDING"]);
    const b = await vendorWith(["PENDING"]);
    const res = await changeRoles(procurement, a.id, { action: "reject", roles: b.roles });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(relationshipMessages.roleNotInRelationship);
  });

  it("of two concurrent approvals of one role exactly one lands, the other is 409 naming the status", async () => {
    for (let round = 0; round < 5; round++) {
      const vendor = await vendorWith(["PENDING"]);
      const body = { action: "approve", roles: vendor.roles, start_date: future };
      const answers = await Promise.all([
        changeRoles(procurement, vendor.id, body),
        changeRoles(owner.headers, vendor.id, body),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
        relationshipMessages.notAllowed("approve", "APPROVED"),
      );
      expect(await t.db.vendorRelationshipEvent.count({ where: { relationshipId: vendor.id } })).toBe(1);
    }
  });

  it("of a concurrent approval and rejection on a Pending role, the second sees the first's status", async () => {
    const vendor = await vendorWith(["PENDING"]);
    const answers = await Promise.all([
      changeRoles(procurement, vendor.id, { action: "approve", roles: vendor.roles, start_date: past }),
      changeRoles(procurement, vendor.id, { action: "reject", roles: vendor.roles }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const stored = await t.db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: vendor.roles[0]! } });
    expect(["CONTRACTED_ACTIVE", "NOT_APPROVED"]).toContain(stored.status);
  });
});

describe("bad input on every field", () => {
  const terminate = (extra: object) => ({
    action: "terminate_for_cause",
    termination_date: today,
    cause: "BREACH_OF_CONTRACT",
    explanation: "Why",
    truth_attestation: true,
    ...extra,
  });
  const refusals: [string, (roles: string[]) => object, string, string][] = [
    [
      "a 256-character explanation",
      (r) => terminate({ roles: r, explanation: "x".repeat(256) }),
      "explanation",
      fieldMessages.explanationTooLong,
    ],
    [
      "an empty explanation",
      (r) => terminate({ roles: r, explanation: "" }),
      "explanation",
      fieldMessages.explanationRequired,
    ],
    [
      "no explanation",
      (r) => terminate({ roles: r, explanation: undefined }),
      "explanation",
      fieldMessages.explanationRequired,
    ],
    [
      "no attestation",
      (r) => terminate({ roles: r, truth_attestation: undefined }),
      "truth_attestation",
      fieldMessages.attestationRequired,
    ],
    [
      "an unticked attestation",
      (r) => terminate({ roles: r, truth_attestation: false }),
      "truth_attestation",
      fieldMessages.attestationRequired,
    ],
    [
      "a bad date",
      (r) => terminate({ roles: r, termination_date: "2030-02-30" }),
      "termination_date",
      fieldMessages.dateIncorrect,
    ],
    [
      "no date",
      (r) => terminate({ roles: r, termination_date: "" }),
      "termination_date",
      fieldMessages.dateRequired,
    ],
    [
      "an unknown cause",
      (r) => terminate({ roles: r, cause: "BAD_WEATHER" }),
      "cause",
      fieldMessages.causeInvalid,
    ],
    ["no cause", (r) => terminate({ roles: r, cause: undefined }), "cause", fieldMessages.causeRequired],
    ["no roles", () => terminate({ roles: [] }), "roles", fieldMessages.rolesRequired],
    [
      "a bad start date",
      (r) => ({ action: "approve", roles: r, start_date: "31/31/2030" }),
      "start_date",
      fieldMessages.dateIncorrect,
    ],
    ["no start date", (r) => ({ action: "approve", roles: r }), "start_date", fieldMessages.dateRequired],
    [
      "terminate without attestation",
      (r) => ({ action: "terminate", roles: r, termination_date: today }),
      "truth_attestation",
      fieldMessages.attestationRequired,
    ],
  ];
  it.each(refusals)("%s is refused with the spec's message", async (_what, body, field, message) => {
    const vendor = await vendorWith(["CONTRACTED_ACTIVE"]);
    const res = await changeRoles(procurement, vendor.id, body(vendor.roles));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    const stored = await t.db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: vendor.roles[0]! } });
    expect(stored.status).toBe("CONTRACTED_ACTIVE");
  });

  it("an unknown action is 400", async () => {
    const vendor = await vendorWith(["PENDING"]);
    const res = await changeRoles(procurement, vendor.id, { action: "promote", roles: vendor.roles });
    expect(res.statusCode).toBe(400);
  });

  it("adding an unknown supply chain role is 404, no role at all is refused with the spec's message", async () => {
    const vendor = await vendorWith([]);
    const unknown = await api("POST", `/entity-relationships/${vendor.id}/roles`, procurement, {
      roles: ["00000000-0000-4000-9000-00000000ffff"],
    });
    expect(unknown.statusCode).toBe(404);
    const none = await api("POST", `/entity-relationships/${vendor.id}/roles`, procurement, { roles: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.roles).toBe(fieldMessages.rolesRequired);
  });
});

describe("roles added, whole-relationship changes, bulk approval", () => {
  it("adds roles Pending (a role it has is kept), and the relationship shows them", async () => {
    const vendor = await vendorWith(["CONTRACTED_ACTIVE"]);
    const res = await api("POST", `/entity-relationships/${vendor.id}/roles`, procurement, {
      roles: [manufacturer, importer],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res.json().roles.map((r: { role: { role: string }; status: string }) => [r.role.role, r.status]),
    ).toEqual([
      ["Manufacturer", "CONTRACTED_ACTIVE"],
      ["Importer", "PENDING"],
    ]);
    expect(res.json().status).toBe("CONTRACTED_ACTIVE");
    expect(res.json().history[0]).toMatchObject({
      kind: "ROLE_ADDED",
      to_status: "PENDING",
      role: { role: "Importer" },
    });
  });

  it("a relationship without roles keeps its status; approving it asks for a role first (409)", async () => {
    const vendor = await vendorWith([]);
    const res = await api("PATCH", `/entities/relationships/${vendor.id}`, procurement, {
      action: "approve",
      start_date: today,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(relationshipMessages.noRoles);
    const added = await api("POST", `/entity-relationships/${vendor.id}/roles`, procurement, {
      roles: [importer],
    });
    expect(added.json().status).toBe("PENDING");
    const approved = await api("PATCH", `/entities/relationships/${vendor.id}`, procurement, {
      action: "approve",
      start_date: today,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "CONTRACTED_ACTIVE",
      roles: [{ status: "CONTRACTED_ACTIVE" }],
    });
  });

  it("PATCH /entities/relationships/{id} moves every role that allows the action; none does: 409 naming the relationship's status", async () => {
    const vendor = await vendorWith(["PENDING", "CONTRACTED_ACTIVE", "PENDING"]);
    const res = await api("PATCH", `/entities/relationships/${vendor.id}`, procurement, {
      action: "reject",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles.map((r: { status: string }) => r.status)).toEqual([
      "NOT_APPROVED",
      "CONTRACTED_ACTIVE",
      "NOT_APPROVED",
    ]);
    const again = await api("PATCH", `/entities/relationships/${vendor.id}`, procurement, {
      action: "approve",
      start_date: today,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      relationshipMessages.relationshipNotAllowed("approve", "CONTRACTED_ACTIVE"),
    );
  });

  it("bulk approval answers each id's outcome", async () => {
    const pending = await vendorWith(["PENDING", "PENDING"]);
    const noRoles = await vendorWith([]);
    const active = await vendorWith(["CONTRACTED_ACTIVE"]);
    const foreign = await vendorWith(["PENDING"], other.workspace.id);
    const res = await api("POST", "/entity-relationships/bulk-approve", procurement, {
      ids: [pending.id, noRoles.id, active.id, foreign.id],
      start_date: future,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: pending.id, ok: true, status: "APPROVED", approved: 2, message: null },
      { id: noRoles.id, ok: false, status: "PENDING", approved: 0, message: relationshipMessages.noRoles },
      {
        id: active.id,
        ok: false,
        status: "CONTRACTED_ACTIVE",
        approved: 0,
        message: relationshipMessages.relationshipNotAllowed("approve", "CONTRACTED_ACTIVE"),
      },
      { id: foreign.id, ok: false, status: null, approved: 0, message: expect.any(String) },
    ]);
    const untouched = await t.db.vendorRelationshipRole.findUniqueOrThrow({
      where: { id: foreign.roles[0]! },
    });
    expect(untouched.status).toBe("PENDING");
  });

  it("terminating the whole relationship names what goes, needs the confirmation, deletes it, and leaves it Past Vendor to re-open", async () => {
    const vendor = await vendorWith(["CONTRACTED_ACTIVE", "APPROVED"]);
    await t.db.vendorRelationship.update({
      where: { id: vendor.id },
      data: { importedDetails: { address: "1 Main St", phone: "+1 555 0100" } },
    });
    const file = await t.db.resource.create({
      data: {
        workspaceId: owner.workspace.id,
        kind: "GENERAL",
        fileName: "contract.pdf",
        storageKey: `test/${vendor.id}/contract.pdf`,
        status: "UPLOADED",
        linkedObjectId: vendor.id,
      },
    });
    const preview = await api("GET", `/entity-relationships/${vendor.id}/terminate`, procurement);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      relationship: vendor.id,
      vendor: expect.stringMatching(/^Vendor /),
      roles: [
        { id: manufacturer, role: "Manufacturer" },
        { id: importer, role: "Importer" },
      ],
      imported_details: ["address", "phone"],
      resources: [{ id: file.id, file_name: "contract.pdf" }],
      vendor_share: {
        linked: false,
        questionnaire_responses: 0,
        contacts: 0,
        compliance_attestations: 0,
        open_invitations: 0,
      },
      status_after: "PAST_VENDOR",
    });
    const resources = await api("GET", `/entity-relationships/${vendor.id}/resources`, viewer);
    expect(resources.json().map((r: { id: string }) => r.id)).toEqual([file.id]);

    const unconfirmed = await api("POST", `/entity-relationships/${vendor.id}/terminate`, procurement, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields.confirm).toBe(fieldMessages.deletionConfirmRequired);

    const done = await api("POST", `/entity-relationships/${vendor.id}/terminate`, procurement, {
      confirm: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "PAST_VENDOR", roles: [] });
    expect(await t.db.vendorRelationshipRole.count({ where: { relationshipId: vendor.id } })).toBe(0);
    expect(await t.db.resource.count({ where: { id: file.id } })).toBe(0);
    const row = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(row.importedDetails).toBeNull();
    const stages = await api("GET", `/entity-relationships/${vendor.id}/vendor-procurement-stages`, viewer);
    expect(stages.json().history[0]).toMatchObject({
      kind: "RELATIONSHIP_TERMINATED",
      from_status: "CONTRACTED_ACTIVE",
      to_status: "PAST_VENDOR",
      created_by: { email: "pm@life.test" },
    });
    const twice = await api("POST", `/entity-relationships/${vendor.id}/terminate`, procurement, {
      confirm: true,
    });
    expect(twice.statusCode).toBe(409);

    const reopened = await api("PATCH", `/entities/relationships/${vendor.id}`, procurement, {
      action: "reopen",
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe("PENDING");
  });
});

describe("reads", () => {
  it("lists relationships a page at a time, filtered by status", async () => {
    const vendor = await vendorWith(["NOT_APPROVED"]);
    const res = await api("GET", "/entities/relationships?status=NOT_APPROVED&page_size=100", viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((r: { status: string }) => r.status === "NOT_APPROVED")).toBe(true);
    expect(res.json().results.map((r: { id: string }) => r.id)).toContain(vendor.id);
    const paged = await api("GET", "/vendor-relationships?page_size=10&page=1", viewer);
    expect(paged.json()).toMatchObject({ results: expect.any(Array), count: expect.any(Number) });
    expect(paged.json().results.length).toBeLessThanOrEqual(10);
  });

  it("answers one relationship on both paths, and the status lists with labels", async () => {
    const vendor = await vendorWith(["PENDING"]);
    for (const url of [`/entity-relationships/${vendor.id}`, `/vendor-relationships/${vendor.id}`]) {
      const res = await api("GET", url, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: vendor.id, status: "PENDING", proposer: "PRINCIPAL_ENTITY" });
    }
    const statuses = await api("GET", "/entities/relationships-statuses", viewer);
    expect(statuses.json()).toContainEqual({ value: "TERMINATED", name: "Terminated (for cause)" });
    expect(statuses.json()).toHaveLength(7);
    const verification = await api("GET", "/entities/verification-statuses", viewer);
    expect(verification.json()).toEqual([
      { value: "VALIDATED", name: "Validated" },
      { value: "PENDING", name: "Pending" },
    ]);
  });

  it("PATCH /entity-relationships/{id} sets and clears the planned start date", async () => {
    const vendor = await vendorWith([]);
    const set = await api("PATCH", `/entity-relationships/${vendor.id}`, procurement, {
      start_date: "2030.07.04",
    });
    expect(set.json().start_date).toBe("2030-07-04");
    const bad = await api("PATCH", `/entity-relationships/${vendor.id}`, procurement, { start_date: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.start_date).toBe(fieldMessages.dateIncorrect);
    const cleared = await api("PATCH", `/entity-relationships/${vendor.id}`, procurement, {
      start_date: null,
    });
    expect(cleared.json().start_date).toBeNull();
  });
});

describe("access", () => {
  it("a Viewer and a Compliance Manager read but may not change the life cycle (403); a Procurement Manager may", async () => {
    const vendor = await vendorWith(["PENDING"]);
    for (const headers of [viewer, compliance]) {
      expect(
        (await api("GET", `/entity-relationships/${vendor.id}/vendor-procurement-stages`, headers))
          .statusCode,
      ).toBe(200);
      for (const [method, url, body] of [
        ["PATCH", `/entity-relationships/${vendor.id}/roles`, { action: "reject", roles: vendor.roles }],
        ["PATCH", `/entities/relationships/${vendor.id}`, { action: "reject" }],
        ["POST", `/entity-relationships/${vendor.id}/roles`, { roles: [importer] }],
        ["PATCH", `/entity-relationships/${vendor.id}`, { start_date: today }],
        ["POST", "/entity-relationships/bulk-approve", { ids: [vendor.id], start_date: today }],
        ["GET", `/entity-relationships/${vendor.id}/terminate`, undefined],
        ["POST", `/entity-relationships/${vendor.id}/terminate`, { confirm: true }],
      ] as const) {
        const res = await api(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(
      await t.db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: vendor.roles[0]! } }),
    ).toMatchObject({
      status: "PENDING",
    });
    const res = await changeRoles(procurement, vendor.id, { action: "reject", roles: vendor.roles });
    expect(res.statusCode).toBe(200);
  });

  it("another workspace's relationship is 404 on every call", async () => {
    const foreign = await vendorWith(["PENDING"], other.workspace.id);
    for (const [method, url, body] of [
      ["GET", `/entity-relationships/${foreign.id}`, undefined],
      ["GET", `/vendor-relationships/${foreign.id}`, undefined],
      ["GET", `/entity-relationships/${foreign.id}/vendor-procurement-stages`, undefined],
      ["GET", `/entity-relationships/${foreign.id}/resources`, undefined],
      ["PATCH", `/entity-relationships/${foreign.id}/roles`, { action: "reject", roles: foreign.roles }],
      ["PATCH", `/entities/relationships/${foreign.id}`, { action: "reject" }],
      ["POST", `/entity-relationships/${foreign.id}/roles`, { roles: [importer] }],
      ["GET", `/entity-relationships/${foreign.id}/terminate`, undefined],
      ["POST", `/entity-relationships/${foreign.id}/terminate`, { confirm: true }],
    ] as const) {
      const res = await api(method, url, owner.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      await t.db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: foreign.roles[0]! } }),
    ).toMatchObject({
      status: "PENDING",
    });
  });
});
