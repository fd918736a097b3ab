import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let owner: Record<string, string>;
let viewer: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@profile.test");
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@profile.test");
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@profile.test")).headers;
  await ownerWithPassword(t.db, "stranger@profile.test");
  stranger = await bearerFor(t, "stranger@profile.test");
});
afterAll(() => t.close());

const details = (id: string, headers: Record<string, string>) =>
  api("GET", `/entity-relationships/${id}/imported-details`, headers);

describe("GET /entity-relationships/{id}/imported-details", () => {
  it("answers what the import kept of the vendor's row, each missing cell null", async () => {
    const { relationship } = await createVendor(t.db, { workspaceId, name: "Imported Co", country: "US" });
    await t.db.vendorRelationship.update({
      where: { id: relationship.id },
      data: {
        importRow: 7,
        importedDetails: { city: "Köln", identifierType: "LEI", identifierNumber: "5493001KJTIIGC8Y1R12" },
      },
    });
    const res = await details(relationship.id, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: {
        address: null,
        city: "Köln",
        state: null,
        postal_code: null,
        contact_name: null,
        phone: null,
        identifier_type: "LEI",
        identifier_number: "5493001KJTIIGC8Y1R12",
      },
      import_row: 7,
    });
  });

  it("answers null for a vendor added by hand, and 404 for another workspace's", async () => {
    const { relationship } = await createVendor(t.db, { workspaceId, name: "By Hand Co" });
    expect((await details(relationship.id, owner)).json()).toEqual({ imported: null, import_row: null });
    expect((await details(relationship.id, stranger)).statusCode).toBe(404);
    expect((await details(crypto.randomUUID(), owner)).statusCode).toBe(404);
  });
});
