import { fieldMessages } from "@tierline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Public: the sign-up form asks for these before an account exists, so no token is sent.
const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });

describe("GET /entity-jurisdictions", () => {
  it("lists every country, whole, without a token", async () => {
    const res = await get("/entity-jurisdictions");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(250);
    expect(results).toContainEqual({ id: "US", name: "United States", type_name: "Country", parent: null });
  });

  it("lists the subdivisions of a parent", async () => {
    const res = await get("/entity-jurisdictions?parent=CA");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(13);
    expect(results).toContainEqual({
      id: "CA-BC",
      name: "British Columbia",
      type_name: "Province",
      parent: "CA",
    });
  });

  it.each([
    ["a malformed parent", "parent=usa", fieldMessages.jurisdictionInvalid],
    ["an unknown parent", "parent=QQ", fieldMessages.jurisdictionInvalid],
    ["a repeated parent", "parent=US&parent=CA", fieldMessages.queryParameterRepeated],
  ])("refuses %s with 400 on the field", async (_, query, message) => {
    const res = await get(`/entity-jurisdictions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, fields: { parent: message } });
  });
});

describe("GET /entity-jurisdictions/{id}/entity-types", () => {
  it("lists a state's legal forms, its country's", async () => {
    const res = await get("/entity-jurisdictions/US-DE/entity-types");
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({
      id: "us-llc",
      name: "Limited liability company",
      abbreviation: "LLC",
    });
  });

  it("gives an unlisted country the generic set", async () => {
    const res = await get("/entity-jurisdictions/BR/entity-types");
    const { results } = res.json();
    expect(results).toHaveLength(7);
    expect(results).toContainEqual({ id: "other", name: "Other", abbreviation: null });
  });

  it.each(["QQ", "US-QQ"])("answers 404 for the unknown jurisdiction %s", async (id) => {
    const res = await get(`/entity-jurisdictions/${id}/entity-types`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("answers 404 for an id that is no jurisdiction code, as for any id that names nothing", async () => {
    const res = await get("/entity-jurisdictions/not-a-code/entity-types");
    expect(res.statusCode).toBe(404);
  });
});
