import { fieldMessages, vendorJumpTargets, vendorWorkflow } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
/** A company that signed up through the api, as the wizard does. */
let company: { headers: Headers; workspaceId: string; entityId: string; userId: string };
let other: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let viewer: Awaited<ReturnType<typeof signedInMember>>;

const manufacturer = "00000000-0000-4000-9000-000000000004";

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const res = await api(
    "POST",
    "/entity-onboarding",
    {},
    {
      email: "founder@wizard.test",
      first_name: "Fay",
      last_name: "Founder",
      brand_name: "Wizard Goods",
      password: "founder-pass-1",
    },
  );
  const body = res.json();
  company = {
    headers: { authorization: `Bearer ${body.access}` },
    workspaceId: body.user.primary_entity.workspace.id,
    entityId: body.entity.id,
    userId: body.user.id,
  };
  other = { ...(await ownerWithPassword(t.db, "owner@other.test")), headers: {} };
  other.headers = await bearerFor(t, "owner@other.test");
  viewer = await signedInMember(t, company.workspaceId, ["VIEWER"], "viewer@wizard.test");
});
afterAll(() => t.close());

/** A file of `workspaceId` as the upload flow leaves it (its bytes are not needed here). */
const uploaded = async (
  workspaceId: string,
  kind: "VENDOR_UPLOAD" | "GENERAL",
  status: "UPLOADED" | "REJECTED" = "UPLOADED",
) =>
  (
    await t.db.resource.create({
      data: { workspaceId, kind, status, fileName: "vendors.csv", storageKey: `test/${crypto.randomUUID()}` },
    })
  ).id;

const onboarding = (suffix = "", workspaceId = company.workspaceId) =>
  `/workspaces/${workspaceId}/onboarding${suffix}`;
const metadata = async () =>
  (await api("GET", `/workspaces/${company.workspaceId}/metadata`, company.headers)).json();
const verify = async (payload: object = {}) =>
  api("POST", "/verify-vendor-onboarding", company.headers, payload);

describe("the wizard through the api", () => {
  it("starts a new company at step 2 with nothing chosen and nothing complete", async () => {
    const res = await api("GET", onboarding(), viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company_info_step: 2,
      plan: null,
      billing_interval: null,
      vendor_list_resource: null,
      entity: company.entityId,
      entity_details_completed: false,
      vendor_workflow_confirmed: false,
      invited_vendor: false,
    });
    expect((await verify()).json()).toEqual({
      entity: company.entityId,
      complete: false,
      missing: [
        "registered_name",
        "registered_jurisdiction",
        "entity_type",
        "supply_chain_roles",
        "attestations",
      ],
      next_step: 3,
    });
  });

  it("completes the entity details from real data: names, jurisdiction, type, a role, both attestations", async () => {
    const entity = `/entities/${company.entityId}`;
    const details = await api("PATCH", entity, company.headers, {
      registered_name: "Wizard Goods Inc.",
      registered_jurisdiction: "US-NY",
      entity_type: "us-corporation",
      company_info_step: 3,
    });
    expect(details.statusCode).toBe(200);
    expect((await verify()).json().missing).toEqual(["supply_chain_roles", "attestations"]);
    await api("POST", "/entity/supply-chain-roles", company.headers, { roles: [{ role: manufacturer }] });
    const claims = (await api("GET", "/attestation-claims?claim_type=OB", company.headers)).json().results;
    await api("POST", "/attestations", company.headers, { claims: [claims[0].id] });
    expect((await verify()).json()).toMatchObject({
      complete: false,
      missing: ["attestations"],
      next_step: 3,
    });
    expect((await metadata()).entity_details_completed).toBe(false);

    await api("POST", "/attestations", company.headers, { claims: [claims[1].id] });
    expect((await verify({ entity: company.entityId })).json()).toEqual({
      entity: company.entityId,
      complete: true,
      missing: [],
      next_step: 9,
    });
    expect(await metadata()).toMatchObject({
      entity_details_completed: true,
      vendor_workflow_confirmed: false,
    });
    const welcome = (await api("GET", `/workspaces/${company.workspaceId}/welcome`, company.headers)).json();
    expect(welcome.completed.map((i: { key: string }) => i.key)).toContain("company_details");

    // Taking the last role away makes the details incomplete again: the flag follows the data.
    const roles = (await api("GET", entity, company.headers)).json().roles;
    await api("DELETE", `/entity/supply-chain-roles/${roles[0].id}`, company.headers);
    expect((await metadata()).entity_details_completed).toBe(false);
    await api("POST", "/entity/supply-chain-roles", company.headers, { roles: [{ role: manufacturer }] });
    expect((await metadata()).entity_details_completed).toBe(true);
  });

  it("confirms the vendor workflow as an Admin (step 7), recording who and which version", async () => {
    const url = `/workspaces/${company.workspaceId}/vendor-workflow`;
    const before = (await api("GET", url, viewer.headers)).json();
    expect(before).toMatchObject({ version: vendorWorkflow.version, confirmation: null, confirmed: false });
    expect(before.stages.map((s: { key: string }) => s.key)).toEqual(vendorWorkflow.stages.map((s) => s.key));

    const asViewer = await api("POST", `${url}/confirmation`, viewer.headers, { workflow_version: 1 });
    expect(asViewer.statusCode).toBe(403);
    const stale = await api("POST", `${url}/confirmation`, company.headers, { workflow_version: 2 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().fields).toEqual({ workflow_version: fieldMessages.workflowVersionInvalid });
    expect(await t.db.vendorWorkflowConfirmation.count({ where: { workspaceId: company.workspaceId } })).toBe(
      0,
    );

    const res = await api("POST", `${url}/confirmation`, company.headers, { workflow_version: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmed: true,
      confirmation: {
        workflow_version: 1,
        confirmed_by: { id: company.userId, email: "founder@wizard.test", first_name: "Fay" },
      },
    });
    const row = await t.db.vendorWorkflowConfirmation.findFirstOrThrow({
      where: { workspaceId: company.workspaceId },
    });
    expect(row.settings).toEqual({ stages: vendorWorkflow.stages });
    expect(await metadata()).toMatchObject({
      entity_details_completed: true,
      vendor_workflow_confirmed: true,
    });
    expect((await api("GET", onboarding(), company.headers)).json()).toMatchObject({
      entity_details_completed: true,
      vendor_workflow_confirmed: true,
    });
    // Another workspace's workflow is not found, and stays unconfirmed.
    const foreign = await api(
      "POST",
      `/workspaces/${company.workspaceId}/vendor-workflow/confirmation`,
      other.headers,
      {
        workflow_version: 1,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api("GET", `/workspaces/${other.workspace.id}/vendor-workflow`, other.headers)).json().confirmed,
    ).toBe(false);
  });

  it("stores the plan choice (step 8): Enterprise with its billing interval, Free without one", async () => {
    const enterprise = await api("PUT", onboarding(), company.headers, {
      plan: "ENTERPRISE",
      billing_interval: "SIX_MONTHS",
    });
    expect(enterprise.statusCode).toBe(200);
    expect(enterprise.json()).toMatchObject({
      plan: "ENTERPRISE",
      billing_interval: "SIX_MONTHS",
      company_info_step: 3,
    });
    const free = await api("PUT", onboarding(), company.headers, { plan: "FREE", billing_interval: "YEAR" });
    expect(free.json()).toMatchObject({ plan: "FREE", billing_interval: null });
    expect((await api("GET", onboarding(), viewer.headers)).json()).toMatchObject({ plan: "FREE" });
  });

  it("answers 400 per bad plan field, 403 to a Viewer and 404 for another workspace", async () => {
    const noInterval = await api("PUT", onboarding(), company.headers, { plan: "ENTERPRISE" });
    expect(noInterval.statusCode).toBe(400);
    expect(noInterval.json().fields).toEqual({ billing_interval: fieldMessages.billingIntervalRequired });
    const badPlan = await api("PUT", onboarding(), company.headers, {
      plan: "GOLD",
      billing_interval: "WEEK",
    });
    expect(badPlan.json().fields).toEqual({
      plan: fieldMessages.planRequired,
      billing_interval: fieldMessages.billingIntervalRequired,
    });
    expect((await api("PUT", onboarding(), viewer.headers, { plan: "FREE" })).statusCode).toBe(403);
    expect((await api("POST", onboarding("/reset"), viewer.headers)).statusCode).toBe(403);
    expect((await api("GET", onboarding("", company.workspaceId), other.headers)).statusCode).toBe(404);
    expect(
      (
        await api("PUT", onboarding("", company.workspaceId), other.headers, {
          plan: "ENTERPRISE",
          billing_interval: "YEAR",
        })
      ).statusCode,
    ).toBe(404);
    expect((await api("POST", onboarding("/reset", company.workspaceId), other.headers)).statusCode).toBe(
      404,
    );
    expect((await api("GET", onboarding(), company.headers)).json().plan).toBe("FREE");
  });

  it("resumes on another device and resets to the first step, keeping the entity's data", async () => {
    await api("PATCH", `/entities/${company.entityId}`, company.headers, { company_info_step: 6 });
    const list = await uploaded(company.workspaceId, "VENDOR_UPLOAD");
    const kept = await api("PUT", onboarding("/vendor-list"), company.headers, { resource: list });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().vendor_list_resource).toBe(list);
    // Another device: a new sign-in of the same user reads the same progress.
    const secondDevice = await bearerFor(t, "founder@wizard.test", "founder-pass-1");
    expect((await api("GET", onboarding(), secondDevice)).json()).toMatchObject({
      company_info_step: 6,
      vendor_list_resource: expect.any(String),
    });

    const reset = await api("POST", onboarding("/reset"), secondDevice);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      company_info_step: 2,
      plan: null,
      billing_interval: null,
      vendor_list_resource: null,
      entity_details_completed: true,
      vendor_workflow_confirmed: true,
    });
    const entity = (await api("GET", `/entities/${company.entityId}`, company.headers)).json();
    expect(entity).toMatchObject({
      registered_name: "Wizard Goods Inc.",
      company_info_step: 2,
      details_missing: [],
    });
  });

  it("keeps only one of the workspace's vendor uploads as the wizard's vendor list", async () => {
    const url = onboarding("/vendor-list");
    const refused = async (resource: unknown) => {
      const res = await api("PUT", url, company.headers, { resource });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ resource: fieldMessages.vendorListInvalid });
    };
    await refused(await uploaded(other.workspace.id, "VENDOR_UPLOAD"));
    await refused(await uploaded(company.workspaceId, "GENERAL"));
    await refused(await uploaded(company.workspaceId, "VENDOR_UPLOAD", "REJECTED"));
    await refused("vendors.csv");
    const list = await uploaded(company.workspaceId, "VENDOR_UPLOAD");
    expect((await api("PUT", url, viewer.headers, { resource: list })).statusCode).toBe(403);
    expect((await api("PUT", onboarding("/vendor-list"), other.headers, { resource: list })).statusCode).toBe(
      404,
    );
    expect((await api("PUT", url, company.headers, { resource: list })).json().vendor_list_resource).toBe(
      list,
    );
    // A deleted file is no longer pending.
    await t.db.resource.delete({ where: { id: list } });
    expect((await api("GET", onboarding(), company.headers)).json().vendor_list_resource).toBeNull();
    const cleared = await api("PUT", url, company.headers, { resource: null });
    expect(cleared.json().vendor_list_resource).toBeNull();
  });

  it("answers verify for another workspace's entity with 400 on the field", async () => {
    const res = await verify({ entity: other.entity.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ entity: fieldMessages.entityInvalid });
  });
});

describe("an invited vendor's onboarding state", () => {
  /** A customer's vendor invited at `email`, and the mailed code. */
  async function invitation(email: string) {
    const { relationship } = await createVendor(t.db, {
      workspaceId: other.workspace.id,
      name: `Vendor ${email}`,
    });
    const res = await api("POST", `/entity-relationships/${relationship.id}/invitations`, other.headers, {
      email,
    });
    expect(res.statusCode).toBe(201);
    const url = (await t.mailsTo(email)).at(-1)?.data.url as string;
    return { relationship: relationship.id, code: new URL(url).pathname.replace("/vendor-invite/", "") };
  }
  const stateOf = async (workspaceId: string, headers: Headers) =>
    (await api("GET", onboarding("", workspaceId), headers)).json();

  it("says a company that signed up from a vendor invitation is an invited vendor, on company info", async () => {
    const { relationship, code } = await invitation("vic@invited.test");
    const signUp = await api(
      "POST",
      "/vendor-invitations/sign-up",
      {},
      {
        code,
        email: "vic@invited.test",
        first_name: "Vic",
        last_name: "Vendor",
        brand_name: "Invited Co",
        password: PASSWORD,
      },
    );
    expect(signUp.statusCode).toBe(201);
    const vendor = {
      headers: { authorization: `Bearer ${signUp.json().access}` },
      workspaceId: signUp.json().user.primary_entity.workspace.id as string,
    };
    expect(await stateOf(vendor.workspaceId, vendor.headers)).toMatchObject({
      company_info_step: vendorJumpTargets.company_info,
      invited_vendor: true,
    });
    // The customer that invited it, and a company that signed up on its own, are not.
    expect((await stateOf(other.workspace.id, other.headers)).invited_vendor).toBe(false);
    expect((await stateOf(company.workspaceId, company.headers)).invited_vendor).toBe(false);

    // The link is read live: a terminated relationship (its link cleared) leaves a company of its own.
    await t.db.vendorRelationship.update({ where: { id: relationship }, data: { linkedEntityId: null } });
    expect((await stateOf(vendor.workspaceId, vendor.headers)).invited_vendor).toBe(false);
  });

  it("does not count a relationship the vendor proposed itself", async () => {
    await createVendor(t.db, { workspaceId: other.workspace.id, name: "Proposed by Wizard Goods" }).then(
      ({ relationship }) =>
        t.db.vendorRelationship.update({
          where: { id: relationship.id },
          data: { linkedEntityId: company.entityId, proposer: "VENDOR" },
        }),
    );
    expect((await stateOf(company.workspaceId, company.headers)).invited_vendor).toBe(false);
  });
});
