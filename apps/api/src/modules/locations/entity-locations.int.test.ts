import { fieldMessages, retailLocationExample } from "@tierline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let api: ReturnType<typeof callApi>;
let headers: Record<string, string>;
let entityId: string;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const owner = await ownerWithPassword(t.db, "places@example.test");
  headers = await bearerFor(t, "places@example.test");
  entityId = owner.entity.id;
  base = `/entities/${entityId}/locations`;
});
afterAll(() => t.close());

const retail = { ...retailLocationExample, identifiers: [] };
const online = { type: "online", web_url: "https://shop.example.com" };
const logistics = {
  type: "logistics",
  country: "DE",
  state: "DE-HH",
  location_type: "warehouse",
  address: "Am Sandtorkai 1, 20457 Hamburg",
  description: "Bonded warehouse for EU imports",
};

const post = (body: object) => api("POST", base, headers, body);
/** A location's refusal: 400 with exactly these field messages among its fields. */
async function expectRefused(answer: Promise<{ statusCode: number; json: () => unknown }>, fields: object) {
  const res = await answer;
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, fields });
}

describe("adding a location", () => {
  it("stores a retail location with its identifiers normalised, and answers its country and state names", async () => {
    const res = await post({
      ...retail,
      identifiers: [
        { type: "EIN", kind: "company", number: "123456789" },
        { type: "SAM", kind: "company", number: " j7m9hptgj1s9 " },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      entity_id: entityId,
      type: "retail",
      address: "1 Market Street",
      city: "San Francisco",
      state: "US-CA",
      state_name: "California",
      postal_code: "94105",
      country: "US",
      country_name: "United States",
      web_url: null,
      status: null,
      location_type: null,
      description: null,
    });
    expect(body.identifiers).toMatchObject([
      { type: "EIN", kind: "company", number: "12-3456789" },
      { type: "SAM", kind: "company", number: "J7M9HPTGJ1S9" },
    ]);
    const stored = await t.db.entityLocation.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ countryCode: "US", stateCode: "US-CA", type: "RETAIL" });
  });

  it("stores an online location, Active unless said otherwise", async () => {
    const res = await post(online);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: "online",
      web_url: "https://shop.example.com",
      status: "active",
    });
    const inactive = await post({ ...online, status: "inactive" });
    expect(inactive.json().status).toBe("inactive");
  });

  it("stores a logistics location with every identifier type outside the US", async () => {
    const res = await post({
      ...logistics,
      identifiers: [
        { type: "LEI", kind: "company", number: "5493001KJTIIGC8Y1R12" },
        { type: "GLN", kind: "facility", number: "4006381333931" },
        { type: "EORI", kind: "company", number: "DE123456789012345" },
        { type: "DUNS", kind: "company", number: "150483782" },
        { type: "UFI", kind: "product", number: "123456789" },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      location_type: "warehouse",
      country_name: "Germany",
      state_name: "Hamburg",
    });
    expect(res.json().identifiers).toHaveLength(5);
  });

  it("takes a country the data has no states for without a state", async () => {
    const res = await post({ ...retail, country: "VA", state: undefined, city: "Vatican City" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: "VA", state: null });
  });

  it("takes a city the data does not list (the city list only suggests)", async () => {
    const res = await post({ ...retail, city: "A hamlet not in any list" });
    expect(res.statusCode).toBe(201);
  });
});

describe("the identifier rules", () => {
  const one = (type: string, number: string, country = "DE") =>
    post({
      ...logistics,
      country,
      state: country === "US" ? "US-CA" : "DE-HH",
      identifiers: [{ type, kind: "company", number }],
    });

  it.each([
    ["SAM", "J7M9HPTGJ1S", fieldMessages.identificationNumberInvalid],
    ["SAM", "0J7M9HPTGJ1S", fieldMessages.samUeiInvalid],
    ["SAM", "J7M9HPTOJ1S9", fieldMessages.samUeiInvalid],
    ["SAM", "A123456789BC", fieldMessages.samUeiInvalid],
    ["LEI", "5493001KJTIIGC8Y1R1", fieldMessages.identificationNumberInvalid],
    ["LEI", "5493001KJTIIGC8Y1R13", fieldMessages.leiCheckDigitsInvalid],
    ["UFI", "12345678A", fieldMessages.identificationNumberInvalid],
    ["UFI", "1234567890", fieldMessages.identificationNumberInvalid],
    ["EIN", "12-345678", fieldMessages.identificationNumberInvalid],
    ["EIN", "1-23456789", fieldMessages.identificationNumberInvalid],
    ["EIN", "07-1234567", fieldMessages.einPrefixUnassigned],
    ["EIN", "00-1234567", fieldMessages.einPrefixUnassigned],
    ["DUNS", "15048378", fieldMessages.identificationNumberInvalid],
    ["DUNS", "15048378A", fieldMessages.identificationNumberInvalid],
    ["GLN", "400638133393", fieldMessages.identificationNumberInvalid],
    ["GLN", "4006381333932", fieldMessages.glnCheckDigitInvalid],
    ["EORI", "G1234", fieldMessages.identificationNumberInvalid],
    ["EORI", "DE1234567890123456", fieldMessages.identificationNumberInvalid],
    ["EORI", "US123456789", fieldMessages.eoriCountryUnknown],
    ["EORI", "EL123456789", fieldMessages.eoriCountryUnknown],
  ])("refuses the %s %s with its message", async (type, number, message) => {
    const country = type === "EIN" || type === "SAM" ? "US" : "DE";
    await expectRefused(one(type, number, country), { "identifiers.0.number": message });
  });

  it.each([
    ["EIN", "98-7654321", "98-7654321"],
    ["EIN", "987654321", "98-7654321"],
    ["EORI", "gb123456789000", "GB123456789000"],
    ["EORI", "XI123456789000", "XI123456789000"],
  ])("takes the %s %s, stored as %s", async (type, number, stored) => {
    const res = await one(type, number, type === "EIN" ? "US" : "DE");
    expect(res.statusCode).toBe(201);
    expect(res.json().identifiers[0].number).toBe(stored);
  });

  it("refuses a number over 250 characters, and none at all", async () => {
    await expectRefused(one("UFI", "1".repeat(251)), {
      "identifiers.0.number": fieldMessages.identificationNumberTooLong,
    });
    await expectRefused(one("UFI", "  "), {
      "identifiers.0.number": fieldMessages.identificationNumberRequired,
    });
  });

  it("gives a US location EIN and SAM only", async () => {
    await expectRefused(
      post({ ...retail, identifiers: [{ type: "GLN", kind: "facility", number: "4006381333931" }] }),
      { "identifiers.0.type": fieldMessages.identifierTypeNotForUs },
    );
  });

  it("refuses an unknown type or kind, the same identifier twice, and more than 20", async () => {
    await expectRefused(
      post({ ...logistics, identifiers: [{ type: "VAT", kind: "company", number: "1" }] }),
      {
        "identifiers.0.type": fieldMessages.identifierTypeInvalid,
      },
    );
    await expectRefused(
      post({ ...logistics, identifiers: [{ type: "UFI", kind: "person", number: "123456789" }] }),
      { "identifiers.0.kind": fieldMessages.identifierKindInvalid },
    );
    const ein = { type: "EIN", kind: "company" };
    await expectRefused(
      post({
        ...retail,
        identifiers: [
          { ...ein, number: "12-3456789" },
          { ...ein, number: "123456789" },
        ],
      }),
      { "identifiers.1.number": fieldMessages.identifierRepeated },
    );
    const many = Array.from({ length: 21 }, (_, i) => ({
      type: "UFI",
      kind: "product",
      number: String(100000000 + i),
    }));
    await expectRefused(post({ ...logistics, identifiers: many }), {
      identifiers: fieldMessages.identifiersTooMany,
    });
  });
});

describe("the field rules", () => {
  it("takes a 16-character postal code and a 500-character address, and refuses one more", async () => {
    expect(
      (await post({ ...retail, postal_code: "P".repeat(16), address: "A".repeat(500) })).statusCode,
    ).toBe(201);
    await expectRefused(post({ ...retail, postal_code: "P".repeat(17) }), {
      postal_code: fieldMessages.postalCodeTooLong,
    });
    await expectRefused(post({ ...retail, address: "A".repeat(501) }), {
      address: fieldMessages.addressTooLong,
    });
    await expectRefused(post({ ...retail, city: "C".repeat(121) }), { city: fieldMessages.cityTooLong });
  });

  it("requires each type's fields, with their messages", async () => {
    await expectRefused(post({ type: "retail" }), {
      address: fieldMessages.addressRequired,
      city: fieldMessages.cityRequired,
      postal_code: fieldMessages.postalCodeRequired,
      country: fieldMessages.countryRequired,
    });
    await expectRefused(post({ ...retail, state: undefined }), { state: fieldMessages.stateRequired });
    await expectRefused(post({ type: "online" }), { web_url: fieldMessages.webUrlRequired });
    await expectRefused(post({ type: "logistics" }), {
      country: fieldMessages.countryRequired,
      location_type: fieldMessages.locationTypeRequired,
      address: fieldMessages.addressRequired,
      description: fieldMessages.descriptionRequired,
    });
    await expectRefused(post({ ...logistics, description: "D".repeat(1001) }), {
      description: fieldMessages.descriptionTooLong,
    });
    await expectRefused(post({}), { type: fieldMessages.locationTypeRequired });
    await expectRefused(post({ ...retail, type: "store" }), { type: fieldMessages.locationTypeInvalid });
  });

  it("refuses another type's fields", async () => {
    await expectRefused(post({ ...retail, web_url: "example.com", description: "x" }), {
      web_url: fieldMessages.locationFieldNotForType,
      description: fieldMessages.locationFieldNotForType,
    });
    await expectRefused(post({ ...online, country: "US" }), {
      country: fieldMessages.locationFieldNotForType,
    });
  });

  it("refuses a logistics type or an online status that is none of the choices", async () => {
    await expectRefused(post({ ...logistics, location_type: "castle" }), {
      location_type: fieldMessages.locationTypeInvalid,
    });
    await expectRefused(post({ ...online, status: "paused" }), { status: fieldMessages.onlineStatusInvalid });
  });

  it("refuses an unknown country, a state of another country and a malformed one", async () => {
    await expectRefused(post({ ...retail, country: "QQ" }), {
      country: fieldMessages.locationCountryInvalid,
    });
    await expectRefused(post({ ...retail, country: "usa" }), {
      country: fieldMessages.locationCountryInvalid,
    });
    await expectRefused(post({ ...retail, country: "CA" }), { state: fieldMessages.locationStateInvalid });
    await expectRefused(post({ ...retail, state: "US-QQ" }), { state: fieldMessages.locationStateInvalid });
    await expectRefused(post({ ...retail, state: "California" }), {
      state: fieldMessages.locationStateInvalid,
    });
    await expectRefused(post({ ...retail, country: "VA", state: "US-CA" }), {
      state: fieldMessages.locationStateInvalid,
    });
  });

  it.each([
    "example.com",
    "www.example.co.uk",
    "http://example.com",
    "https://www.shop-1.example.com:8443/path/to?x=1",
    "HTTPS://EXAMPLE.COM",
  ])("takes the web URL %s", async (web_url) => {
    expect((await post({ ...online, web_url })).statusCode).toBe(201);
  });

  it.each([
    ["example", fieldMessages.webUrlInvalid],
    ["example.c", fieldMessages.webUrlInvalid],
    ["ftp://example.com", fieldMessages.webUrlInvalid],
    ["https://exa mple.com", fieldMessages.webUrlInvalid],
    ["https://example.com/a b", fieldMessages.webUrlInvalid],
    ["https://example.com:123456", fieldMessages.webUrlInvalid],
    ["https://-example.com", fieldMessages.webUrlInvalid],
    [`https://example.com/${"p".repeat(2031)}`, fieldMessages.webUrlTooLong],
    ["  ", fieldMessages.webUrlRequired],
  ])("refuses the web URL %s", async (web_url, message) => {
    await expectRefused(post({ ...online, web_url }), { web_url: message });
  });
});

describe("listing, changing and deleting", () => {
  it("lists one tab's locations oldest first, in pages", async () => {
    const entity = await ownerWithPassword(t.db, "lists@example.test");
    const h = await bearerFor(t, "lists@example.test");
    const url = `/entities/${entity.entity.id}/locations`;
    for (const city of ["First", "Second", "Third"]) await api("POST", url, h, { ...retail, city });
    await api("POST", url, h, online);
    const page = (await api("GET", `${url}?type=retail&page=1&page_size=10`, h)).json();
    expect(page.count).toBe(3);
    expect(page.results.map((l: { city: string }) => l.city)).toEqual(["First", "Second", "Third"]);
    expect((await api("GET", `${url}?type=online`, h)).json().count).toBe(1);
    expect((await api("GET", url, h)).json().count).toBe(4);
    await expectRefused(api("GET", `${url}?type=store`, h), { type: fieldMessages.locationTypeInvalid });
  });

  it("changes the fields given, replaces the identifiers, and keeps the type's rules", async () => {
    const created = (
      await post({ ...retail, identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }] })
    ).json();
    const url = `${base}/${created.id}`;
    const res = await api("PATCH", url, headers, {
      address: "2 Market Street",
      identifiers: [{ type: "SAM", kind: "company", number: "J7M9HPTGJ1S9" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: "2 Market Street", city: "San Francisco", state: "US-CA" });
    expect(res.json().identifiers).toMatchObject([{ type: "SAM", number: "J7M9HPTGJ1S9" }]);
    expect(new Date(res.json().updated).getTime()).toBeGreaterThan(new Date(created.updated).getTime());
    expect((await api("GET", url, headers)).json()).toMatchObject({ address: "2 Market Street" });

    await expectRefused(api("PATCH", url, headers, { country: "DE" }), {
      state: fieldMessages.locationStateInvalid,
    });
    await expectRefused(api("PATCH", url, headers, { web_url: "example.com" }), {
      web_url: fieldMessages.locationFieldNotForType,
    });
    await expectRefused(api("PATCH", url, headers, { type: "online" }), { type: fieldMessages.fieldUnknown });
    await expectRefused(
      api("PATCH", url, headers, {
        identifiers: [{ type: "LEI", kind: "company", number: "5493001KJTIIGC8Y1R12" }],
      }),
      { "identifiers.0.type": fieldMessages.identifierTypeNotForUs },
    );
    // Moving abroad with a US-only set is fine; moving a location with an LEI into the US is not.
    const moved = await api("PATCH", url, headers, { country: "DE", state: "DE-BE", city: "Berlin" });
    expect(moved.statusCode).toBe(200);
    await api("PATCH", url, headers, {
      identifiers: [{ type: "LEI", kind: "company", number: "5493001KJTIIGC8Y1R12" }],
    });
    await expectRefused(api("PATCH", url, headers, { country: "US", state: "US-NY" }), {
      "identifiers.0.type": fieldMessages.identifierTypeNotForUs,
    });
    await expectRefused(
      api("PATCH", url, headers, { identifiers: [{ type: "GLN", kind: "company", number: "1" }] }),
      {
        "identifiers.0.number": fieldMessages.identificationNumberInvalid,
      },
    );
    const cleared = await api("PATCH", url, headers, { identifiers: [] });
    expect(cleared.json().identifiers).toEqual([]);
  });

  it("deletes a location and its identifiers", async () => {
    const created = (
      await post({ ...retail, identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }] })
    ).json();
    const url = `${base}/${created.id}`;
    expect((await api("DELETE", url, headers)).json()).toEqual({ ok: true });
    expect((await api("GET", url, headers)).statusCode).toBe(404);
    expect((await api("DELETE", url, headers)).statusCode).toBe(404);
    expect(await t.db.entityLocationIdentifier.count({ where: { locationId: created.id } })).toBe(0);
  });
});

describe("who may", () => {
  it("answers 404 for another workspace's entity or location, and for a location under another entity", async () => {
    const mine = (await post(retail)).json();
    const other = await ownerWithPassword(t.db, "other@example.test");
    const otherHeaders = await bearerFor(t, "other@example.test");
    const theirs = `/entities/${other.entity.id}/locations`;
    expect((await api("GET", base, otherHeaders)).statusCode).toBe(404);
    expect((await api("POST", base, otherHeaders, retail)).statusCode).toBe(404);
    expect((await api("GET", `${base}/${mine.id}`, otherHeaders)).statusCode).toBe(404);
    expect((await api("PATCH", `${base}/${mine.id}`, otherHeaders, { city: "X" })).statusCode).toBe(404);
    expect((await api("DELETE", `${base}/${mine.id}`, otherHeaders)).statusCode).toBe(404);
    // Their own entity in the path, our location after it.
    expect((await api("GET", `${theirs}/${mine.id}`, otherHeaders)).statusCode).toBe(404);
    expect((await api("GET", base, headers)).statusCode).toBe(200);
  });

  it("lets a Viewer read the locations but not change them", async () => {
    const workspaceId = (await t.db.workspace.findFirstOrThrow({ where: { entityId } })).id;
    const viewer = await signedInMember(t, workspaceId, ["VIEWER"], "viewer@places.test");
    expect((await api("GET", base, viewer.headers)).statusCode).toBe(200);
    expect((await api("POST", base, viewer.headers, retail)).statusCode).toBe(403);
  });
});
