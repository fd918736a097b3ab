import { fieldMessages } from "@tierline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  await ownerWithPassword(t.db, "locations@example.test");
  headers = await bearerFor(t, "locations@example.test");
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

describe("the Locations look-ups", () => {
  it.each([
    "/locations/countries",
    "/locations/states?country=US",
    "/locations/cities?country=US&state=US-CA",
    "/entity-location-types",
    "/identifier-types",
  ])("%s needs a signed-in user", async (url) => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1${url}` });
    expect(res.statusCode).toBe(401);
  });

  it("lists every country by code and name", async () => {
    const res = await get("/locations/countries");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(250);
    expect(results).toContainEqual({ code: "US", name: "United States" });
  });

  it("lists a country's states", async () => {
    const res = await get("/locations/states?country=US");
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({ code: "US-CA", name: "California", type: "State" });
  });

  it("lists a state's cities, whole", async () => {
    const res = await get("/locations/cities?country=US&state=US-CA");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThan(1000);
    expect(results).toContainEqual({ name: "Los Angeles" });
  });

  it.each([
    ["/locations/states?country=usa", { country: fieldMessages.locationCountryInvalid }],
    ["/locations/states?country=QQ", { country: fieldMessages.locationCountryInvalid }],
    ["/locations/states", { country: fieldMessages.locationCountryInvalid }],
    ["/locations/states?country=US&country=CA", { country: fieldMessages.queryParameterRepeated }],
    ["/locations/cities?country=US", { state: fieldMessages.locationStateInvalid }],
    ["/locations/cities?country=US&state=US-QQ", { state: fieldMessages.locationStateInvalid }],
    ["/locations/cities?country=CA&state=US-CA", { state: fieldMessages.locationStateInvalid }],
    ["/locations/cities?country=QQ&state=QQ-CA", { country: fieldMessages.locationCountryInvalid }],
    ["/identifier-types?country=QQ", { country: fieldMessages.locationCountryInvalid }],
  ])("refuses %s with 400 on the field", async (url, fields) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, fields });
  });

  it("lists the location types", async () => {
    const res = await get("/entity-location-types");
    expect(res.json()).toEqual({
      results: [
        { id: "retail", name: "Retail" },
        { id: "online", name: "Online" },
        { id: "logistics", name: "Logistics" },
      ],
    });
  });

  it("lists the identifier kinds and types with their masks, EIN and SAM for the US", async () => {
    const all = (await get("/identifier-types")).json();
    expect(all.kinds).toEqual([
      { id: "company", name: "Company" },
      { id: "product", name: "Product" },
      { id: "facility", name: "Facility" },
    ]);
    expect(all.results).toHaveLength(7);
    expect(all.results).toContainEqual({ id: "GLN", name: "GLN", mask: "9999999999999" });
    const us = (await get("/identifier-types?country=US")).json();
    expect(us.results).toEqual([
      { id: "EIN", name: "EIN", mask: "99-9999999" },
      { id: "SAM", name: "SAM", mask: "************" },
    ]);
  });
});
