import { fieldMessages, retailLocationExample } from "@tierline/contracts";
import { Queue } from "bullmq";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let viewer: Awaited<ReturnType<typeof signedInMember>>;
/** Entity checks the api queued (the worker is not running here, so they wait in Redis). */
let verifyQueue: Queue;

const role = {
  rawMaterials: "00000000-0000-4000-9000-000000000001",
  manufacturer: "00000000-0000-4000-9000-000000000004",
  importer: "00000000-0000-4000-9000-000000000007",
  retailer: "00000000-0000-4000-9000-000000000011",
};
const claim = {
  officer: "00000000-0000-4000-a000-000000000001",
  goodStanding: "00000000-0000-4000-a000-000000000002",
};

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  a = { ...(await ownerWithPassword(t.db, "owner-a@entities.test")), headers: {} };
  a.headers = await bearerFor(t, "owner-a@entities.test");
  b = { ...(await ownerWithPassword(t.db, "owner-b@entities.test")), headers: {} };
  b.headers = await bearerFor(t, "owner-b@entities.test");
  viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-a@entities.test");
  verifyQueue = new Queue("entities.verify", { connection: t.redis, prefix: t.env.REDIS_PREFIX });
});
afterAll(async () => {
  await verifyQueue.close();
  await t.close();
});

/** How many checks of `entityId` are queued. */
const checksQueued = async (entityId: string) =>
  (await verifyQueue.getJobs(["waiting", "delayed", "prioritized"])).filter((j) => j.data.entity === entityId)
    .length;

const entityUrl = () => `/entities/${a.entity.id}`;
const patch = (payload: object, headers = a.headers) => api("PATCH", entityUrl(), headers, payload);

describe("GET /entities/{id}", () => {
  it("answers the onboarding entity shape, everything missing at first", async () => {
    const res = await api("GET", entityUrl(), viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.entity.id,
      brand_name: "Acme Inc",
      registered_name: null,
      registered_jurisdiction: null,
      entity_type: null,
      dba_names: [],
      roles: [],
      attestations_claims: [],
      company_info_step: null,
      status: "PENDING",
      status_reason: null,
      is_primary: true,
      details_missing: [
        "registered_name",
        "registered_jurisdiction",
        "entity_type",
        "supply_chain_roles",
        "attestations",
      ],
    });
  });

  it("answers 404 for another workspace's entity and an unknown one", async () => {
    expect((await api("GET", `/entities/${b.entity.id}`, a.headers)).statusCode).toBe(404);
    expect((await api("GET", "/entities/00000000-0000-4000-8000-00000000ffff", a.headers)).statusCode).toBe(
      404,
    );
  });
});

describe("PATCH /entities/{id}", () => {
  beforeEach(async () => {
    await t.db.entity.update({
      where: { id: a.entity.id },
      data: { registeredJurisdiction: null, entityType: null, registeredName: null },
    });
  });

  it("stores the details and answers the jurisdiction with its parent and type name, and the entity type", async () => {
    const res = await patch({
      registered_name: "  Acme Holdings LLC ",
      registered_jurisdiction: "US-DE",
      entity_type: "us-llc",
      dba_names: ["Acme", " ", "acme", "Acme Tools"],
      registered_date: "03/15/2019",
      entity_website: "https://www.acme.example.com",
      additional_entity_names: ["Acme Holdings"],
      brand_name: "Acme",
      contact_email: " Legal@Acme.Example ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registered_name: "Acme Holdings LLC",
      registered_jurisdiction: {
        id: "US-DE",
        name: "Delaware",
        type_name: "State",
        parent: { id: "US", name: "United States", type_name: "Country" },
      },
      entity_type: { id: "us-llc", name: "Limited liability company", abbreviation: "LLC" },
      dba_names: ["Acme", "Acme Tools"],
      registered_date: "2019-03-15",
      entity_website: "https://www.acme.example.com",
      additional_entity_names: ["Acme Holdings"],
      brand_name: "Acme",
      contact_email: "legal@acme.example",
      details_missing: ["supply_chain_roles", "attestations"],
    });
    expect((await api("GET", entityUrl(), a.headers)).json()).toEqual(res.json());
  });

  it("takes a country as jurisdiction, and clears optional fields with null", async () => {
    await patch({ entity_website: "acme.example.com", registered_date: "2020-01-01" });
    const res = await patch({
      registered_jurisdiction: "GB",
      entity_type: "gb-ltd",
      entity_website: null,
      registered_date: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registered_jurisdiction: { id: "GB", type_name: "Country", parent: null },
      entity_type: { id: "gb-ltd" },
      entity_website: null,
      registered_date: null,
    });
  });

  it("clears an entity type the new jurisdiction does not have, and keeps one it has", async () => {
    await patch({ registered_jurisdiction: "US-DE", entity_type: "us-llc" });
    const sameCountry = await patch({ registered_jurisdiction: "US-CA" });
    expect(sameCountry.json().entity_type).toMatchObject({ id: "us-llc" });
    const other = await patch({ registered_jurisdiction: "DE-BY" });
    expect(other.statusCode).toBe(200);
    expect(other.json().entity_type).toBeNull();
    const typed = await patch({ entity_type: "de-gmbh" });
    expect(typed.json().entity_type).toMatchObject({ id: "de-gmbh", abbreviation: "GmbH" });
  });

  it("answers 400 on the field for a jurisdiction that is no real code, and a type not of the jurisdiction", async () => {
    const unknown = await patch({ registered_jurisdiction: "ZZ" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ registered_jurisdiction: fieldMessages.jurisdictionInvalid });
    const unknownState = await patch({ registered_jurisdiction: "US-ZZ", entity_type: "us-llc" });
    expect(unknownState.json().fields).toEqual({
      registered_jurisdiction: fieldMessages.jurisdictionInvalid,
    });
    const wrongType = await patch({ registered_jurisdiction: "GB", entity_type: "us-llc" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ entity_type: fieldMessages.entityTypeInvalid });
    const typeWithoutJurisdiction = await patch({ entity_type: "us-llc" });
    expect(typeWithoutJurisdiction.json().fields).toEqual({ entity_type: fieldMessages.entityTypeInvalid });
    const row = await t.db.entity.findUniqueOrThrow({ where: { id: a.entity.id } });
    expect([row.registeredJurisdiction, row.entityType]).toEqual([null, null]);
  });

  it("answers 400 with the spec's message per bad field", async () => {
    const res = await patch({
      registered_name: " ",
      registered_jurisdiction: "Delaware",
      registered_date: "2999-01-01",
      entity_website: "not a url",
      brand_name: "b".repeat(81),
      contact_email: "nobody",
      dba_names: ["d".repeat(121)],
      additional_entity_names: Array(21).fill("name"),
      company_info_step: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      registered_name: fieldMessages.registeredNameRequired,
      registered_jurisdiction: fieldMessages.jurisdictionInvalid,
      registered_date: "Registered date must not be in the future",
      entity_website: fieldMessages.webUrlInvalid,
      brand_name: fieldMessages.brandNameTooLong,
      contact_email: fieldMessages.emailInvalid,
      "dba_names.0": fieldMessages.dbaTooLong,
      additional_entity_names: fieldMessages.entityNamesTooMany,
      company_info_step: fieldMessages.onboardingStepInvalid,
    });
    expect((await patch({ registered_date: "31/02/2020" })).json().fields).toEqual({
      registered_date: fieldMessages.dateIncorrect,
    });
    expect((await patch({ registered_jurisdiction: "" })).json().fields).toEqual({
      registered_jurisdiction: fieldMessages.registeredJurisdictionRequired,
    });
  });

  it("stores the onboarding step of the workspace's own entity; completed stays completed", async () => {
    expect((await patch({ company_info_step: 3 })).json().company_info_step).toBe(3);
    expect((await api("GET", `/workspaces/${a.workspace.id}/onboarding`, a.headers)).json()).toMatchObject({
      company_info_step: 3,
    });
    expect((await patch({ company_info_step: -1 })).json().company_info_step).toBe(-1);
    expect((await patch({ company_info_step: 4 })).json().company_info_step).toBe(-1);
    await api("POST", `/workspaces/${a.workspace.id}/onboarding/reset`, a.headers);
    expect((await api("GET", entityUrl(), a.headers)).json().company_info_step).toBe(2);
  });

  it("refuses a Viewer with 403 and another workspace's entity with 404, changing nothing", async () => {
    const res = await patch({ registered_name: "Viewer Co" }, viewer.headers);
    expect(res.statusCode).toBe(403);
    const foreign = await api("PATCH", `/entities/${b.entity.id}`, a.headers, { registered_name: "Taken" });
    expect(foreign.statusCode).toBe(404);
    expect((await t.db.entity.findUniqueOrThrow({ where: { id: b.entity.id } })).registeredName).toBeNull();
    expect((await t.db.entity.findUniqueOrThrow({ where: { id: a.entity.id } })).registeredName).toBeNull();
  });
});

describe("GET and POST /entities", () => {
  it("adds an entity of the workspace by hand and lists it beside the workspace's own", async () => {
    const res = await api("POST", "/entities", a.headers, {
      brand_name: "Globex Supplies",
      registered_name: "Globex Supplies GmbH",
      registered_jurisdiction: "DE",
      entity_type: "de-gmbh",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      brand_name: "Globex Supplies",
      registered_jurisdiction: { id: "DE", parent: null },
      entity_type: { id: "de-gmbh" },
      is_primary: false,
      company_info_step: null,
      status: "PENDING",
    });
    const list = await api("GET", "/entities?page_size=10", viewer.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.json().results.map((e: { id: string; is_primary: boolean }) => [e.id, e.is_primary])).toEqual(
      expect.arrayContaining([
        [a.entity.id, true],
        [created.id, false],
      ]),
    );
    // Workspace B sees none of it.
    expect((await api("GET", "/entities", b.headers)).json().count).toBe(1);
    expect((await api("GET", `/entities/${created.id}`, b.headers)).statusCode).toBe(404);
    // An added entity has no onboarding step of its own.
    const step = await api("PATCH", `/entities/${created.id}`, a.headers, { company_info_step: 3 });
    expect(step.statusCode).toBe(400);
    expect(step.json().fields).toEqual({ company_info_step: fieldMessages.onboardingStepNotPrimary });
  });

  it("needs a brand name and real codes, and Admin rights", async () => {
    const res = await api("POST", "/entities", a.headers, { registered_jurisdiction: "US-DE" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ brand_name: fieldMessages.brandNameRequired });
    const type = await api("POST", "/entities", a.headers, {
      brand_name: "X",
      registered_jurisdiction: "FR",
      entity_type: "us-llc",
    });
    expect(type.json().fields).toEqual({ entity_type: fieldMessages.entityTypeInvalid });
    const asViewer = await api("POST", "/entities", viewer.headers, { brand_name: "Viewer's" });
    expect(asViewer.statusCode).toBe(403);
    expect(await t.db.entity.count({ where: { workspaceId: a.workspace.id } })).toBe(2);
  });

  it("answers 400 for a bad page size", async () => {
    const res = await api("GET", "/entities?page_size=7", a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ page_size: fieldMessages.pageSizeInvalid });
  });
});

describe("supply chain roles", () => {
  const setRoles = (roles: string[], headers = a.headers, extra: object = {}) =>
    api("POST", "/entity/supply-chain-roles", headers, { roles: roles.map((r) => ({ role: r })), ...extra });

  it("lists the roles in order for any signed-in user", async () => {
    const res = await api("GET", "/supply-chain-roles", viewer.headers);
    expect(res.statusCode).toBe(200);
    const roles = res.json().results as { id: string; role: string; description: string }[];
    expect(roles[0]).toMatchObject({ id: role.rawMaterials, role: "Raw material supplier" });
    expect(roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(["Manufacturer", "Retailer", "Importer"]),
    );
    expect(roles.every((r) => r.description.length > 0)).toBe(true);
  });

  it("diffs the role list: kept roles keep their assignment id, new ones are added, removed ones listed", async () => {
    const first = await setRoles([role.manufacturer, role.importer, role.manufacturer]);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.results.map((r: { role: { id: string } }) => r.role.id)).toEqual([
      role.manufacturer,
      role.importer,
    ]);
    expect(body.added).toHaveLength(2);
    expect(body.removed).toEqual([]);
    const manufacturerAssignment = body.results[0].id;

    const second = (await setRoles([role.manufacturer, role.retailer])).json();
    expect(second.results.map((r: { id: string; role: { id: string } }) => [r.role.id, r.id])).toEqual([
      [role.manufacturer, manufacturerAssignment],
      [role.retailer, second.added[0].id],
    ]);
    expect(second.added.map((r: { role: { id: string } }) => r.role.id)).toEqual([role.retailer]);
    expect(second.removed.map((r: { role: { role: string } }) => r.role.role)).toEqual(["Importer"]);
    const entity = (await api("GET", entityUrl(), a.headers)).json();
    expect(entity.roles.map((r: { id: string }) => r.id)).toEqual(
      second.results.map((r: { id: string }) => r.id),
    );
  });

  it("says 'Please select at least one role' for none, and refuses unknown roles and foreign entities", async () => {
    const none = await setRoles([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ roles: "Please select at least one role" });
    const missing = await api("POST", "/entity/supply-chain-roles", a.headers, {});
    expect(missing.json().fields).toEqual({ roles: "Please select at least one role" });
    const unknown = await setRoles([role.manufacturer, "00000000-0000-4000-9000-0000000009ff"]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ "roles.1.role": fieldMessages.supplyChainRoleInvalid });
    const foreign = await setRoles([role.manufacturer], a.headers, { entity: b.entity.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ entity: fieldMessages.entityInvalid });
    expect(await t.db.entitySupplyChainRole.count({ where: { entityId: b.entity.id } })).toBe(0);
    expect((await setRoles([role.manufacturer], viewer.headers)).statusCode).toBe(403);
  });

  it("changes an assignment's role or flag, refuses a role the entity has, and deletes it", async () => {
    const { results } = (await setRoles([role.manufacturer, role.retailer])).json();
    const [maker, shop] = results as { id: string }[];
    const url = (id: string) => `/entity/supply-chain-roles/${id}`;
    const flagged = await api("PATCH", url(shop!.id), a.headers, { flag: "REMOVED" });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ id: shop!.id, flag: "REMOVED", role: { id: role.retailer } });
    const swapped = await api("PATCH", url(shop!.id), a.headers, { role: role.importer, flag: null });
    expect(swapped.json()).toMatchObject({
      id: shop!.id,
      flag: null,
      role: { id: role.importer, role: "Importer" },
    });
    const taken = await api("PATCH", url(shop!.id), a.headers, { role: role.manufacturer });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ role: fieldMessages.rolesDuplicate });
    const unknownRole = await api("PATCH", url(shop!.id), a.headers, {
      role: "00000000-0000-4000-9000-0000000009ff",
    });
    expect(unknownRole.json().fields).toEqual({ role: fieldMessages.supplyChainRoleInvalid });
    expect((await api("PATCH", url(shop!.id), a.headers, { flag: "GONE" })).json().fields).toEqual({
      flag: fieldMessages.changeFlagInvalid,
    });
    expect((await api("PATCH", url(shop!.id), viewer.headers, { flag: null })).statusCode).toBe(403);
    expect((await api("DELETE", url(maker!.id), viewer.headers)).statusCode).toBe(403);

    const removed = await api("DELETE", url(maker!.id), a.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: maker!.id, role: { id: role.manufacturer } });
    expect((await api("DELETE", url(maker!.id), a.headers)).statusCode).toBe(404);
    const left = (await api("GET", entityUrl(), a.headers)).json().roles;
    expect(left.map((r: { id: string }) => r.id)).toEqual([shop!.id]);
  });

  it("answers 404 to another workspace for an assignment", async () => {
    const { results } = (await setRoles([role.manufacturer])).json();
    const url = `/entity/supply-chain-roles/${results[0].id}`;
    expect((await api("PATCH", url, b.headers, { flag: "NEW" })).statusCode).toBe(404);
    expect((await api("DELETE", url, b.headers)).statusCode).toBe(404);
    expect(await t.db.entitySupplyChainRole.count({ where: { id: results[0].id } })).toBe(1);
  });
});

describe("attestations", () => {
  it("lists the onboarding claims", async () => {
    const res = await api("GET", "/attestation-claims?claim_type=OB", viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((c: { id: string; code: string }) => [c.id, c.code])).toEqual([
      [claim.officer, "OFFICER_AUTHORITY"],
      [claim.goodStanding, "GOOD_STANDING"],
    ]);
    expect((await api("GET", "/attestation-claims?claim_type=XX", a.headers)).json().fields).toEqual({
      claim_type: fieldMessages.claimTypeInvalid,
    });
  });

  it("records who attested which claim, when, with the exact text; attesting again adds one", async () => {
    const before = Date.now();
    const res = await api("POST", "/attestations", a.headers, {
      claims: [claim.officer, claim.goodStanding],
    });
    expect(res.statusCode).toBe(201);
    const [officer] = res.json().results;
    const claimRow = await t.db.attestationClaim.findUniqueOrThrow({ where: { id: claim.officer } });
    expect(officer).toMatchObject({
      entity: a.entity.id,
      claim: { id: claim.officer, claim_type: "OB", code: "OFFICER_AUTHORITY" },
      text: claimRow.text,
      attested_by: { id: a.user.id, email: "owner-a@entities.test", first_name: "Olive" },
    });
    expect(Date.parse(officer.attested_at)).toBeGreaterThanOrEqual(before - 1000);

    // The claim is reworded later: the attestation keeps what was attested.
    await t.db.attestationClaim.update({ where: { id: claim.officer }, data: { text: "Reworded" } });
    const again = (await api("POST", "/attestations", a.headers, { claims: [claim.officer] })).json();
    expect(again.results[0].text).toBe("Reworded");
    await t.db.attestationClaim.update({ where: { id: claim.officer }, data: { text: claimRow.text } });
    expect(await t.db.attestation.count({ where: { entityId: a.entity.id, claimId: claim.officer } })).toBe(
      2,
    );
    const stored = await t.db.attestation.findUniqueOrThrow({ where: { id: officer.id } });
    expect(stored.text).toBe(claimRow.text);

    // The entity shows the latest attestation of each claim.
    const entity = (await api("GET", entityUrl(), a.headers)).json();
    expect(entity.attestations_claims.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([again.results[0].id]),
    );
    expect(entity.attestations_claims).toHaveLength(2);
    expect(entity.details_missing).not.toContain("attestations");
  });

  it("refuses no claims, unknown claims, foreign entities and Viewers", async () => {
    const none = await api("POST", "/attestations", a.headers, { claims: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ claims: fieldMessages.claimsRequired });
    const unknown = await api("POST", "/attestations", a.headers, {
      claims: [claim.officer, "00000000-0000-4000-a000-0000000009ff"],
    });
    expect(unknown.json().fields).toEqual({ "claims.1": fieldMessages.claimInvalid });
    const foreign = await api("POST", "/attestations", a.headers, {
      entity: b.entity.id,
      claims: [claim.officer],
    });
    expect(foreign.json().fields).toEqual({ entity: fieldMessages.entityInvalid });
    expect((await api("POST", "/attestations", viewer.headers, { claims: [claim.officer] })).statusCode).toBe(
      403,
    );
    expect(await t.db.attestation.count({ where: { entityId: b.entity.id } })).toBe(0);
  });
});

describe("entity status", () => {
  it("turns Pending and queues a check when the name or jurisdiction changes, or a location's identifiers do", async () => {
    const { id } = (await api("POST", "/entities", a.headers, { brand_name: "Checked Co" })).json();
    expect(await checksQueued(id)).toBe(1);
    await t.db.entity.update({
      where: { id },
      data: { status: "VALIDATED", statusReason: "Validated: earlier." },
    });

    // A website is no part of what registries are asked: no new check.
    await api("PATCH", `/entities/${id}`, a.headers, { entity_website: "checked.example.com" });
    expect((await api("GET", `/entities/${id}`, a.headers)).json().status).toBe("VALIDATED");
    expect(await checksQueued(id)).toBe(1);

    const renamed = (
      await api("PATCH", `/entities/${id}`, a.headers, { registered_name: "Checked Co Ltd" })
    ).json();
    expect(renamed).toMatchObject({
      status: "PENDING",
      status_reason: "We are checking the company's details against public records.",
    });
    expect(await checksQueued(id)).toBe(2);
    await api("PATCH", `/entities/${id}`, a.headers, { registered_jurisdiction: "GB" });
    expect(await checksQueued(id)).toBe(3);

    const location = await api("POST", `/entities/${id}/locations`, a.headers, retailLocationExample);
    expect(location.statusCode).toBe(201);
    expect(await checksQueued(id)).toBe(4);
    await api("DELETE", `/entities/${id}/locations/${location.json().id}`, a.headers);
    expect(await checksQueued(id)).toBe(5);
  });
});
