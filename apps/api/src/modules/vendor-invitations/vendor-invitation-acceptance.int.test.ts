import { apiMessages, vendorInvitationMessages, vendorJumpTargets } from "@tierline/contracts";
import { addMember, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/**
 * The vendor's person answers an invitation from its mail: signs up a new company (the onboarding jump
 * target, company info) or signs in and accepts for their company; either way the customer's
 * relationship is linked to the vendor's own entity, proposed by the customer.
 */
let t: TestApp;
let customer: Awaited<ReturnType<typeof ownerWithPassword>>;
let customerHeaders: Record<string, string>;
let clock = new Date();

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  customer = await ownerWithPassword(t.db, "owner@acme.test");
  customerHeaders = await bearerFor(t, "owner@acme.test");
});
afterAll(() => t.close());

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
const codeOf = (url: string) => new URL(url).pathname.replace("/vendor-invite/", "");
/** A vendor of the customer's invited at `email`: its relationship, invitation id and the mailed code. */
async function invited(email: string, name = `Vendor for ${email}`) {
  const { relationship } = await createVendor(t.db, { workspaceId: customer.workspace.id, name });
  const res = await call("POST", `/entity-relationships/${relationship.id}/invitations`, customerHeaders, {
    email,
    message: "Please share your compliance documents",
  });
  expect(res.statusCode).toBe(201);
  const mail = (await t.mailsTo(email)).at(-1)!;
  return { relationship: relationship.id, invitation: res.json().id as string, code: codeOf(mail.data.url) };
}
const signUp = (code: string, email: string, brand = "Vendor Co") =>
  call(
    "POST",
    "/vendor-invitations/sign-up",
    {},
    {
      code,
      email,
      first_name: "Vera",
      last_name: "Vendor",
      brand_name: brand,
      password: PASSWORD,
    },
  );
const invitationsOf = async (relationship: string) =>
  (await call("GET", `/entity-relationships/${relationship}/invitations`, customerHeaders)).json().results;

describe("the link's page", () => {
  it("shows who asks, for which vendor, to which address, and whether an account exists (public)", async () => {
    const { code } = await invited("new@vendor.test", "Globex as Acme knows it");
    const res = await call("GET", `/vendor-invitations/code/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customer: { name: "Acme Inc" },
      vendor: { name: "Globex as Acme knows it" },
      email: "new@vendor.test",
      message: "Please share your compliance documents",
      account_exists: false,
    });
    expect((await call("GET", "/vendor-invitations/code/unknown-code")).statusCode).toBe(404);
  });
});

describe("a new vendor signs up from the mail", () => {
  it("gets its own company and workspace, signed in, on the company info step; the relationship is linked", async () => {
    const { relationship, code } = await invited("vera@vendor.test");
    const res = await signUp(code, "vera@vendor.test");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accepted).toMatchObject({
      relationship,
      customer: { name: "Acme Inc" },
      next_step: vendorJumpTargets.company_info,
    });
    const vendorWorkspace = await t.db.workspace.findUniqueOrThrow({
      where: { id: body.accepted.workspace_id },
    });
    expect(vendorWorkspace.name).toBe("Vendor Co");
    expect(vendorWorkspace.id).not.toBe(customer.workspace.id);
    const linked = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } });
    expect(linked).toMatchObject({ linkedEntityId: vendorWorkspace.entityId, proposer: "PRINCIPAL_ENTITY" });
    // The code came from the mailbox: the address is proven. The wizard resumes on company info.
    const user = await t.db.user.findUniqueOrThrow({ where: { email: "vera@vendor.test" } });
    expect(user.emailVerifiedAt).not.toBeNull();
    const headers = { authorization: `Bearer ${body.access}` };
    const onboarding = await call("GET", `/workspaces/${vendorWorkspace.id}/onboarding`, headers);
    expect(onboarding.json().company_info_step).toBe(vendorJumpTargets.company_info);
    // The vendor's person is no member of the customer's workspace: the customer's world is not theirs.
    expect(
      await t.db.membership.count({ where: { userId: user.id, workspaceId: customer.workspace.id } }),
    ).toBe(0);
    expect((await call("GET", `/entity-relationships/${relationship}`, headers)).statusCode).toBe(404);
    expect((await invitationsOf(relationship))[0]).toMatchObject({ status: "ACCEPTED" });
    // Used: the link works no more, and the accepted invitation can be neither resent nor revoked.
    expect((await call("GET", `/vendor-invitations/code/${code}`)).json().code).toBe("LINK_INVALID");
    expect((await signUp(code, "vera@vendor.test")).statusCode).toBe(400);
  });

  it("only for the invited address, and not over an existing account (sign in instead)", async () => {
    const { code } = await invited("exact@vendor.test");
    const other = await signUp(code, "someone@else.test");
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ email: apiMessages.inviteOtherEmail });
    await ownerWithPassword(t.db, "has-account@vendor.test");
    const taken = await signUp((await invited("has-account@vendor.test")).code, "has-account@vendor.test");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: apiMessages.signInToAccept });
  });

  it("a revoked or lapsed invitation's link does not work (400 LINK_INVALID)", async () => {
    const revoked = await invited("revoked@vendor.test");
    await call("PATCH", `/vendor-invitations/${revoked.invitation}/revoke`, customerHeaders);
    expect((await signUp(revoked.code, "revoked@vendor.test")).json().code).toBe("LINK_INVALID");
    const lapsed = await invited("lapsed@vendor.test");
    clock = new Date(clock.getTime() + 15 * 24 * 3600 * 1000);
    expect((await signUp(lapsed.code, "lapsed@vendor.test")).json().code).toBe("LINK_INVALID");
    clock = new Date();
  });

  it("of a revoke and a sign-up racing, exactly one lands", async () => {
    const { invitation, code, relationship } = await invited("racer@vendor.test");
    const [revoke, joined] = await Promise.all([
      call("PATCH", `/vendor-invitations/${invitation}/revoke`, customerHeaders),
      signUp(code, "racer@vendor.test"),
    ]);
    const wins = [revoke.statusCode === 200, joined.statusCode === 201].filter(Boolean);
    expect(wins, `revoke ${revoke.statusCode}, sign-up ${joined.statusCode}`).toHaveLength(1);
    const linked = (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } }))
      .linkedEntityId;
    expect(linked !== null).toBe(joined.statusCode === 201);
  });
});

describe("a vendor with an account signs in and accepts", () => {
  it("links the company of the workspace it acts in: one account, its own workspace and its customer's request", async () => {
    // A Tierline customer of its own (with a complete entity or not), invited by Acme as a vendor.
    const vendor = await ownerWithPassword(t.db, "compliance@globex.test");
    await t.db.user.update({ where: { id: vendor.user.id }, data: { emailVerifiedAt: new Date() } });
    const headers = await bearerFor(t, "compliance@globex.test");
    const { relationship, code } = await invited("compliance@globex.test");
    const offer = await call("GET", `/vendor-invitations/code/${code}`);
    expect(offer.json().account_exists).toBe(true);
    const res = await call("POST", "/vendor-invitations/accept", headers, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      relationship,
      customer: { name: "Acme Inc" },
      workspace_id: vendor.workspace.id,
      next_step: vendorJumpTargets.company_info,
    });
    const linked = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } });
    expect(linked).toMatchObject({ linkedEntityId: vendor.entity.id, proposer: "PRINCIPAL_ENTITY" });
    // Still one account with one membership: its own workspace.
    expect(await t.db.membership.count({ where: { userId: vendor.user.id } })).toBe(1);
    // The same company cannot be linked to a second vendor of the same customer.
    const second = await invited("compliance@globex.test", "Globex again");
    const again = await call("POST", "/vendor-invitations/accept", headers, { code: second.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(vendorInvitationMessages.companyLinkedElsewhere);
    expect((await invitationsOf(second.relationship))[0].status).toBe("PENDING");
  });

  it("acts in the workspace it names: a member of two companies accepts for the one in X-Workspace-Id", async () => {
    const first = await ownerWithPassword(t.db, "two@hats.test");
    await t.db.user.update({ where: { id: first.user.id }, data: { emailVerifiedAt: new Date() } });
    const secondCompany = await ownerWithPassword(t.db, "boss@second.test");
    await addMember(t.db, {
      workspaceId: secondCompany.workspace.id,
      userId: first.user.id,
      roles: ["VIEWER"],
    });
    const { relationship, code } = await invited("two@hats.test");
    const headers = {
      ...(await bearerFor(t, "two@hats.test")),
      "x-workspace-id": secondCompany.workspace.id,
    };
    const res = await call("POST", "/vendor-invitations/accept", headers, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().workspace_id).toBe(secondCompany.workspace.id);
    expect(
      (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } })).linkedEntityId,
    ).toBe(secondCompany.entity.id);
  });

  it("refuses another address (403), an unproven one (403), and the customer's own company (409)", async () => {
    const { code } = await invited("right@vendor.test");
    const wrong = await ownerWithPassword(t.db, "wrong@vendor.test");
    await t.db.user.update({ where: { id: wrong.user.id }, data: { emailVerifiedAt: new Date() } });
    const res = await call("POST", "/vendor-invitations/accept", await bearerFor(t, "wrong@vendor.test"), {
      code,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiMessages.inviteOtherEmail);

    const unprovenUser = (await ownerWithPassword(t.db, "unproven@vendor.test")).user;
    await t.db.user.update({ where: { id: unprovenUser.id }, data: { emailVerifiedAt: null } });
    const unproven = await invited("unproven@vendor.test");
    const refused = await call(
      "POST",
      "/vendor-invitations/accept",
      await bearerFor(t, "unproven@vendor.test"),
      {
        code: unproven.code,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessages.verifyEmailFirst);

    const insider = await signedInMember(t, customer.workspace.id, ["VIEWER"], "insider@acme.test");
    await t.db.user.update({ where: { id: insider.user.id }, data: { emailVerifiedAt: new Date() } });
    const own = await invited("insider@acme.test");
    const mine = await call("POST", "/vendor-invitations/accept", insider.headers, { code: own.code });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(vendorInvitationMessages.ownCompany);
    expect((await call("POST", "/vendor-invitations/accept", {}, { code: own.code })).statusCode).toBe(401);
  });
});
