import { defaultResourceUsageTypes, fieldMessages } from "@tierline/contracts";
import { createProduct } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let procurement: Headers;
let viewer: Headers;
let otherOwner: Headers;
let workspaceId: string;
let product: string;
let otherProduct: string;
let otherMaterial: string;
let otherUsageType: string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@materials.test");
  workspaceId = a.workspace.id;
  owner = await bearerFor(t, "owner@materials.test");
  procurement = (await signedInMember(t, workspaceId, ["PROCUREMENT_MANAGER"], "pm@materials.test")).headers;
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@materials.test")).headers;
  product = (await createProduct(t.db, { workspaceId, name: "Crew tee", sku: "TEE-1" })).id;
  const b = await ownerWithPassword(t.db, "owner@other-materials.test");
  otherOwner = await bearerFor(t, "owner@other-materials.test");
  otherProduct = (await createProduct(t.db, { workspaceId: b.workspace.id, name: "B's tee" })).id;
  otherMaterial = (await api("POST", "/products/materials", otherOwner, { name: "Wool" })).json().id;
  otherUsageType = (await api("POST", "/resource-usage-types", otherOwner, { name: "Lining" })).json().id;
});
afterAll(() => t.close());

const material = async (name: string, extra: object = {}) => {
  const res = await api("POST", "/products/materials", owner, { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const stored = () => t.db.productMaterial.count({ where: { workspaceId } });

describe("/products/materials", () => {
  it("makes a material, suggesting its UFLPA input from the name, and lists the workspace's by name", async () => {
    expect(await material("  Organic Cotton Jersey ")).toEqual({
      id: expect.any(String),
      name: "Organic Cotton Jersey",
      uflpa_input: "cotton",
      product_count: 0,
      created: expect.any(String),
    });
    expect((await material("Aluminum frame")).uflpa_input).toBe("aluminium");
    expect((await material("Cottonwood veneer")).uflpa_input).toBeNull();
    // Given, the input is taken as given: null says none, whatever the name.
    expect((await material("Cotton thread", { uflpa_input: null })).uflpa_input).toBeNull();
    expect((await material("Glass beads", { uflpa_input: "polysilicon" })).uflpa_input).toBe("polysilicon");

    const list = await api("GET", "/products/materials?page_size=50", viewer);
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((m: { name: string }) => m.name);
    expect(names).toEqual([
      "Aluminum frame",
      "Cotton thread",
      "Cottonwood veneer",
      "Glass beads",
      "Organic Cotton Jersey",
    ]);
    expect(names).not.toContain("Wool");
  });

  it("answers the material there is (200, unchanged) for a name it has, accents and case ignored", async () => {
    const first = await material("Algodón crudo");
    expect(first.uflpa_input).toBe("cotton");
    const again = await api("POST", "/products/materials", procurement, {
      name: "ALGODON  CRUDO",
      uflpa_input: null,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    // Another workspace's name is no match.
    expect((await api("POST", "/products/materials", otherOwner, { name: "Algodón crudo" })).statusCode).toBe(
      201,
    );
  });

  it("searches names (case and accents ignored) and filters by UFLPA input", async () => {
    const search = async (query: string) =>
      (await api("GET", `/products/materials?${query}`, owner))
        .json()
        .results.map((m: { name: string }) => m.name);
    expect(await search("search=COTTON")).toEqual([
      "Cotton thread",
      "Cottonwood veneer",
      "Organic Cotton Jersey",
    ]);
    expect(await search("search=algodón")).toEqual(["Algodón crudo"]);
    expect(await search("uflpa_input=cotton")).toEqual(["Algodón crudo", "Organic Cotton Jersey"]);
    expect(await search("uflpa_input=aluminium&search=frame")).toEqual(["Aluminum frame"]);
  });

  it("renames a material and sets its input; another's name is 409 on name, a foreign id 404", async () => {
    const made = await material("Polyester yarn");
    const res = await api("PATCH", `/products/materials/${made.id}`, procurement, {
      name: "Recycled polyester yarn",
      uflpa_input: "pvc",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Recycled polyester yarn", uflpa_input: "pvc" });
    const cleared = await api("PATCH", `/products/materials/${made.id}`, owner, { uflpa_input: null });
    expect(cleared.json()).toMatchObject({ name: "Recycled polyester yarn", uflpa_input: null });
    const taken = await api("PATCH", `/products/materials/${made.id}`, owner, { name: "glass BEADS" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: fieldMessages.materialNameTaken });
    expect(
      (await api("PATCH", `/products/materials/${otherMaterial}`, owner, { uflpa_input: null })).statusCode,
    ).toBe(404);
    expect((await t.db.material.findUniqueOrThrow({ where: { id: otherMaterial } })).name).toBe("Wool");
  });

  it("lets a Viewer read but not write", async () => {
    expect((await api("POST", "/products/materials", viewer, { name: "Jute" })).statusCode).toBe(403);
    expect((await api("GET", "/products/materials", viewer)).statusCode).toBe(200);
  });

  it("refuses bad input on every field with the contracts' messages", async () => {
    const cases: [object, string, string][] = [
      [{}, "name", fieldMessages.nameRequired],
      [{ name: "   " }, "name", fieldMessages.nameRequired],
      [{ name: "x".repeat(256) }, "name", fieldMessages.nameTooLong],
      [{ name: "a\u0000b" }, "name", fieldMessages.textInvalid],
      [{ name: "Hemp", uflpa_input: "COTTON" }, "uflpa_input", fieldMessages.uflpaInputInvalid],
      [{ name: "Hemp", uflpa_input: 3 }, "uflpa_input", fieldMessages.uflpaInputInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await api("POST", "/products/materials", owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const queries: [string, string, string][] = [
      ["uflpa_input=steel", "uflpa_input", fieldMessages.uflpaInputInvalid],
      ["uflpa_input=cotton&uflpa_input=pvc", "uflpa_input", fieldMessages.queryParameterRepeated],
      [`search=${"y".repeat(256)}`, "search", fieldMessages.nameTooLong],
      ["page_size=7", "page_size", fieldMessages.pageSizeInvalid],
    ];
    for (const [query, field, message] of queries) {
      const res = await api("GET", `/products/materials?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const made = await material("Linen");
    const patch = await api("PATCH", `/products/materials/${made.id}`, owner, { name: "", uflpa_input: "x" });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({
      name: fieldMessages.nameRequired,
      uflpa_input: fieldMessages.uflpaInputInvalid,
    });
    expect((await t.db.material.findUniqueOrThrow({ where: { id: made.id } })).name).toBe("Linen");
  });

  it("tells apart names that fold to nothing (emoji, punctuation), each the same as itself", async () => {
    const tomato = await material("🍅");
    const thread = await material("🧵");
    const stars = await material("***");
    expect(new Set([tomato.id, thread.id, stars.id]).size).toBe(3);
    expect([tomato.name, thread.name, stars.name]).toEqual(["🍅", "🧵", "***"]);
    const again = await api("POST", "/products/materials", owner, { name: " 🧵 " });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(thread.id);
  });
});

describe("/resource-usage-types", () => {
  it("gives a workspace the default types on its first read, once, and adds its own", async () => {
    const first = await api("GET", "/resource-usage-types?page_size=50", viewer);
    expect(first.statusCode).toBe(200);
    const names = (res: typeof first) => res.json().results.map((u: { name: string }) => u.name);
    expect(names(first)).toEqual([...defaultResourceUsageTypes].sort());
    const made = await api("POST", "/resource-usage-types", procurement, { name: "Trim" });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: expect.any(String), name: "Trim", created: expect.any(String) });
    const again = await api("POST", "/resource-usage-types", owner, { name: "  trim " });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    const second = await api("GET", "/resource-usage-types?page_size=50", owner);
    expect(names(second)).toEqual([...defaultResourceUsageTypes, "Trim"].sort());
    expect(names(second)).not.toContain("Lining");
    expect(names(await api("GET", "/resource-usage-types?search=PACK", owner))).toEqual(["Packaging"]);
  });

  it("refuses bad input with the contracts' messages, and a Viewer's write", async () => {
    for (const [body, message] of [
      [{}, fieldMessages.nameRequired],
      [{ name: "x".repeat(256) }, fieldMessages.nameTooLong],
      [{ name: 5 }, fieldMessages.nameRequired],
    ] as const) {
      const res = await api("POST", "/resource-usage-types", owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.name).toBe(message);
    }
    const search = await api("GET", `/resource-usage-types?search=${"y".repeat(256)}`, owner);
    expect(search.json().fields.search).toBe(fieldMessages.nameTooLong);
    expect((await api("POST", "/resource-usage-types", viewer, { name: "Dye" })).statusCode).toBe(403);
  });

  it("tells apart names that fold to nothing (emoji, punctuation)", async () => {
    const made = [];
    for (const name of ["🔩", "🧷", "--"]) {
      const res = await api("POST", "/resource-usage-types", owner, { name });
      expect(res.statusCode, name).toBe(201);
      expect(res.json().name).toBe(name);
      made.push(res.json().id);
    }
    expect(new Set(made).size).toBe(3);
  });
});

describe("/products/{id}/materials", () => {
  let cotton: string;
  let packaging: string;

  beforeAll(async () => {
    cotton = (await material("Combed cotton")).id;
    const types = (await api("GET", "/resource-usage-types?search=packaging", owner)).json().results;
    packaging = types[0].id;
  });

  it("adds a material at a stage, used in a way, and lists the product's materials in chain order", async () => {
    const res = await api("POST", `/products/${product}/materials`, procurement, {
      material_id: cotton,
      stage: "RAW_MATERIALS",
      usage_type_id: packaging,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      product,
      material: { id: cotton, name: "Combed cotton", uflpa_input: "cotton" },
      stage: "RAW_MATERIALS",
      usage_type: { id: packaging, name: "Packaging" },
      created: expect.any(String),
    });
    const frame = (await material("Steel frame")).id;
    await api("POST", `/products/${product}/materials`, owner, { material_id: frame });
    await api("POST", `/products/${product}/materials`, owner, {
      material_id: cotton,
      stage: "MANUFACTURING",
    });
    const list = await api("GET", `/products/${product}/materials`, viewer);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .results.map((m: { material: { name: string }; stage: string | null }) => [m.material.name, m.stage]),
    ).toEqual([
      ["Combed cotton", "RAW_MATERIALS"],
      ["Combed cotton", "MANUFACTURING"],
      ["Steel frame", null],
    ]);
    expect(list.json().count).toBe(3);
    const listed = (await api("GET", "/products/materials?search=combed", owner)).json().results[0];
    expect(listed.product_count).toBe(1);
  });

  it("refuses the same material at the same stage twice (409 on material_id), no stage included", async () => {
    const before = await stored();
    for (const stage of ["RAW_MATERIALS", undefined]) {
      const steel = (await api("GET", "/products/materials?search=steel", owner)).json().results[0].id;
      const res = await api("POST", `/products/${product}/materials`, owner, {
        material_id: stage ? cotton : steel,
        stage,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual({ material_id: fieldMessages.productMaterialTaken });
    }
    expect(await stored()).toBe(before);
  });

  it("keeps a material without a stage single when adds race, the lost ones answering 409", async () => {
    const racer = (await createProduct(t.db, { workspaceId, name: "Race tee", sku: "RACE-1" })).id;
    const fibre = (await material("Race fibre")).id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api("POST", `/products/${racer}/materials`, owner, { material_id: fibre }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().fields).toEqual({ material_id: fieldMessages.productMaterialTaken });
    expect(await t.db.productMaterial.count({ where: { productId: racer } })).toBe(1);
    // The database itself refuses a second row without a stage (the service's check cannot see a race).
    await expect(
      t.db.productMaterial.create({
        data: { workspaceId, productId: racer, materialId: fibre, stage: null },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("answers 404 for another workspace's product, material or usage type, storing nothing", async () => {
    const before = await stored();
    const tries: [string, object][] = [
      [`/products/${otherProduct}/materials`, { material_id: cotton }],
      [`/products/${product}/materials`, { material_id: otherMaterial }],
      [
        `/products/${product}/materials`,
        { material_id: cotton, stage: "RETAIL_END_USE", usage_type_id: otherUsageType },
      ],
    ];
    for (const [url, body] of tries) {
      expect((await api("POST", url, owner, body)).statusCode, `${url} ${JSON.stringify(body)}`).toBe(404);
    }
    expect((await api("GET", `/products/${otherProduct}/materials`, owner)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it("refuses bad input on every field with the contracts' messages", async () => {
    const cases: [object, string, string][] = [
      [{}, "material_id", fieldMessages.materialInvalid],
      [{ material_id: "cotton" }, "material_id", fieldMessages.materialInvalid],
      [{ material_id: cotton, stage: "Raw Materials" }, "stage", fieldMessages.supplyStageInvalid],
      [{ material_id: cotton, stage: 1 }, "stage", fieldMessages.supplyStageInvalid],
      [{ material_id: cotton, usage_type_id: "fibre" }, "usage_type_id", fieldMessages.usageTypeInvalid],
      [{ material_id: cotton, usage_type_id: 7 }, "usage_type_id", fieldMessages.usageTypeInvalid],
    ];
    const before = await stored();
    for (const [body, field, message] of cases) {
      const res = await api("POST", `/products/${product}/materials`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await stored()).toBe(before);
    expect(
      (await api("POST", `/products/${product}/materials`, viewer, { material_id: cotton })).statusCode,
    ).toBe(403);
  });

  it("takes a material off the product; one not in that product answers 404", async () => {
    const other = (await createProduct(t.db, { workspaceId, name: "Hoodie" })).id;
    const entry = (
      await api("POST", `/products/${other}/materials`, owner, {
        material_id: cotton,
        stage: "MANUFACTURING",
      })
    ).json().id;
    expect((await api("DELETE", `/products/${product}/materials/${entry}`, owner)).statusCode).toBe(404);
    expect((await api("DELETE", `/products/${other}/materials/${entry}`, viewer)).statusCode).toBe(403);
    const res = await api("DELETE", `/products/${other}/materials/${entry}`, procurement);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.productMaterial.count({ where: { id: entry } })).toBe(0);
    expect((await api("DELETE", `/products/${other}/materials/${entry}`, owner)).statusCode).toBe(404);
  });
});
