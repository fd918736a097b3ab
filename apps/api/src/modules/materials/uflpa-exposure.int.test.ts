import { fieldMessages, uflpaExposureProductsMax, uflpaInputKeys } from "@tierline/contracts";
import { createProduct, createSupplyStream, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let viewer: Headers;
let otherOwner: Headers;
let workspaceId: string;
/** Vendors by name: their relationship ids. */
const vendors: Record<string, string> = {};
const products: Record<string, string> = {};

const submit = (
  relationshipId: string,
  answers: Record<string, "yes" | "no">,
  at: Date,
  status = "SUBMITTED",
) =>
  t.db.uflpaQuestionnaireResponse.create({
    data: {
      workspaceId,
      relationshipId,
      status: status as "SUBMITTED",
      questionSetVersion: 1,
      answers: Object.fromEntries(Object.entries(answers).map(([q, answer]) => [q, { answer }])),
      submittedAt: status === "SUBMITTED" ? at : null,
    },
  });

const addMaterial = async (productId: string, name: string, stage?: string) => {
  const made = await api("POST", "/products/materials", owner, { name });
  const res = await api("POST", `/products/${productId}/materials`, owner, {
    material_id: made.json().id,
    stage,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@exposure.test");
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@exposure.test");
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@exposure.test")).headers;
  for (const name of ["Ginning Co", "Spinners Ltd", "Frame Works", "Shop Fitters", "Idle Mill"])
    vendors[name] = (await createVendor(t.db, { workspaceId, name, country: "CN" })).relationship.id;
  for (const name of ["Tee", "Bike", "Towel", "Mug"])
    products[name] = (await createProduct(t.db, { workspaceId, name })).id;
  // The tee: cotton at Raw Materials, in a stream with a ginner there and a spinner at Manufacturing.
  await createSupplyStream(t.db, {
    workspaceId,
    name: "Apparel",
    vendors: { RAW_MATERIALS: [vendors["Ginning Co"]!], MANUFACTURING: [vendors["Spinners Ltd"]!] },
    productIds: [products.Tee!, products.Towel!],
  });
  // The bike: aluminium at no stage given, in a stream with vendors at two stages.
  await createSupplyStream(t.db, {
    workspaceId,
    name: "Bikes",
    vendors: { MANUFACTURING: [vendors["Frame Works"]!], RETAIL_END_USE: [vendors["Shop Fitters"]!] },
    productIds: [products.Bike!],
  });
  await addMaterial(products.Tee!, "Organic cotton", "RAW_MATERIALS");
  await addMaterial(products.Towel!, "Cotton terry", "RAW_MATERIALS");
  await addMaterial(products.Bike!, "Aluminum tubing");
  // Not a high-priority input: traced nowhere.
  await addMaterial(products.Mug!, "Stoneware", "MANUFACTURING");

  // The ginner declared cotton; the frame maker said no to aluminium (newest), after an older yes.
  await submit(vendors["Ginning Co"]!, { input_cotton: "yes" }, new Date("2026-10-01"));
  await submit(vendors["Frame Works"]!, { input_aluminium: "yes" }, new Date("2026-09-01"));
  await submit(vendors["Frame Works"]!, { input_aluminium: "no" }, new Date("2026-11-01"));
  // A draft is no declaration.
  await submit(vendors["Shop Fitters"]!, { input_aluminium: "yes" }, new Date(), "DRAFT");

  // Another workspace's cotton product and vendor: never in this one's trace.
  const b = await ownerWithPassword(t.db, "owner@other-exposure.test");
  otherOwner = await bearerFor(t, "owner@other-exposure.test");
  const bVendor = await createVendor(t.db, { workspaceId: b.workspace.id, name: "B Ginnery" });
  const bProduct = await createProduct(t.db, { workspaceId: b.workspace.id, name: "B tee" });
  await createSupplyStream(t.db, {
    workspaceId: b.workspace.id,
    name: "B apparel",
    vendors: { RAW_MATERIALS: [bVendor.relationship.id] },
    productIds: [bProduct.id],
  });
  const bCotton = (await api("POST", "/products/materials", otherOwner, { name: "Cotton" })).json().id;
  await api("POST", `/products/${bProduct.id}/materials`, otherOwner, {
    material_id: bCotton,
    stage: "RAW_MATERIALS",
  });
});
afterAll(() => t.close());

const exposure = async (query = "", headers = viewer) => {
  const res = await api("GET", `/products/materials/uflpa-exposure${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().inputs as {
    input: string;
    materials: { name: string }[];
    product_count: number;
    products: { id: string; name: string; uses: { material: { name: string }; stage: string | null }[] }[];
    vendors: {
      relationship: string;
      name: string;
      stage: string;
      product_count: number;
      declared: string | null;
      submitted: string | null;
    }[];
  }[];
};

describe("GET /products/materials/uflpa-exposure", () => {
  it("traces cotton to the products using it and the vendor at that stage, with what it declared", async () => {
    const all = await exposure();
    expect(all.map((i) => i.input)).toEqual(uflpaInputKeys);
    const cotton = all.find((i) => i.input === "cotton")!;
    expect(cotton.materials.map((m) => m.name)).toEqual(["Cotton terry", "Organic cotton"]);
    expect(cotton.product_count).toBe(2);
    expect(cotton.products.map((p) => [p.name, p.uses.map((u) => [u.material.name, u.stage])])).toEqual([
      ["Tee", [["Organic cotton", "RAW_MATERIALS"]]],
      ["Towel", [["Cotton terry", "RAW_MATERIALS"]]],
    ]);
    // The ginner at Raw Materials, not the spinner at Manufacturing.
    expect(cotton.vendors).toEqual([
      {
        relationship: vendors["Ginning Co"],
        name: "Ginning Co",
        stage: "RAW_MATERIALS",
        product_count: 2,
        declared: "yes",
        submitted: new Date("2026-10-01").toISOString(),
      },
    ]);
  });

  it("traces a material used at no stage given to the vendors at every stage, by the newest submission", async () => {
    const aluminium = (await exposure("?input=aluminium"))[0]!;
    expect(aluminium.products.map((p) => p.name)).toEqual(["Bike"]);
    expect(aluminium.vendors.map((v) => [v.name, v.stage, v.declared, v.submitted])).toEqual([
      ["Frame Works", "MANUFACTURING", "no", new Date("2026-11-01").toISOString()],
      // Its draft declares nothing: no submission.
      ["Shop Fitters", "RETAIL_END_USE", null, null],
    ]);
  });

  it("answers the input asked for alone, and every input empty where nothing uses it", async () => {
    const only = await exposure("?input=seafood");
    expect(only).toEqual([{ input: "seafood", materials: [], product_count: 0, products: [], vendors: [] }]);
    // Another workspace sees none of this one's trace, and this one none of its.
    const other = await exposure("?input=cotton", otherOwner);
    expect(other[0]!.products.map((p) => p.name)).toEqual(["B tee"]);
    expect(other[0]!.vendors.map((v) => v.name)).toEqual(["B Ginnery"]);
  });

  it("follows a change: a material's input set by hand, a use removed", async () => {
    const stoneware = (await api("GET", "/products/materials?search=stoneware", owner)).json().results[0].id;
    await api("PATCH", `/products/materials/${stoneware}`, owner, { uflpa_input: "pvc" });
    expect((await exposure("?input=pvc"))[0]!.products.map((p) => p.name)).toEqual(["Mug"]);
    const towelUse = (await api("GET", `/products/${products.Towel}/materials`, owner)).json().results[0].id;
    await api("DELETE", `/products/${products.Towel}/materials/${towelUse}`, owner);
    const cotton = (await exposure("?input=cotton"))[0]!;
    expect(cotton.products.map((p) => p.name)).toEqual(["Tee"]);
    expect(cotton.vendors[0]!.product_count).toBe(1);
  });

  it(`lists at most ${uflpaExposureProductsMax} products per input, first by name, and counts them all`, async () => {
    const fish = (await api("POST", "/products/materials", owner, { name: "Pollock fillet" })).json().id;
    const many = Array.from(
      { length: uflpaExposureProductsMax + 5 },
      (_, i) => `Fish stick ${String(i).padStart(3, "0")}`,
    );
    for (const name of many) {
      const id = (await createProduct(t.db, { workspaceId, name })).id;
      await t.db.productMaterial.create({
        data: { workspaceId, productId: id, materialId: fish, stage: "MANUFACTURING" },
      });
    }
    const seafood = (await exposure("?input=seafood"))[0]!;
    expect(seafood.product_count).toBe(many.length);
    expect(seafood.products.map((p) => p.name)).toEqual(many.slice(0, uflpaExposureProductsMax));
  });

  it("refuses a bad input filter with the contracts' message", async () => {
    for (const query of ["?input=Cotton", "?input=steel", "?input=cotton&input=pvc", "?input="]) {
      const res = await api("GET", `/products/materials/uflpa-exposure${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields.input).toBe(
        query.includes("&") ? fieldMessages.queryParameterRepeated : fieldMessages.uflpaInputInvalid,
      );
    }
  });
});
