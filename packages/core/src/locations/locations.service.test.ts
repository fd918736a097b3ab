import { fieldMessages, identifierMasks, locationIdentifierTypes } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { createLocationsService } from "./locations.service";

const locations = createLocationsService();

describe("locations", () => {
  it("lists the 250 countries by ISO alpha-2 code", async () => {
    const countries = await locations.countries();
    expect(countries).toHaveLength(250);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.id))).toBe(true);
    expect(countries.map((c) => c.id)).toEqual(expect.arrayContaining(["US", "GB", "DE", "XK"]));
  });

  it("lists the US states, California among them", async () => {
    const states = await locations.states("US");
    expect(states.length).toBeGreaterThanOrEqual(50);
    expect(states).toContainEqual({ id: "US-CA", name: "California", typeName: "State", parent: "US" });
  });

  it("lists the cities of US-CA by name, Los Angeles among them, each name once", async () => {
    const cities = await locations.cities("US", "US-CA");
    expect(cities.length).toBeGreaterThan(1000);
    expect(cities).toContainEqual({ name: "Los Angeles" });
    const names = cities.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    // Kept: a second call answers the same list without reading again.
    expect(await locations.cities("US", "US-CA")).toBe(cities);
  });

  it("answers no cities for a subdivision the data has none for", async () => {
    expect(await locations.cities("GB", "GB-ENG")).toEqual([]);
  });

  it.each([
    ["an unknown country", () => locations.states("QQ"), { country: fieldMessages.locationCountryInvalid }],
    [
      "a subdivision as country",
      () => locations.states("US-CA"),
      { country: fieldMessages.locationCountryInvalid },
    ],
    [
      "an unknown country's cities",
      () => locations.cities("QQ", "QQ-CA"),
      { country: fieldMessages.locationCountryInvalid },
    ],
    [
      "an unknown state",
      () => locations.cities("US", "US-QQ"),
      { state: fieldMessages.locationStateInvalid },
    ],
    [
      "another country's state",
      () => locations.cities("CA", "US-CA"),
      { state: fieldMessages.locationStateInvalid },
    ],
    [
      "an unknown country's identifiers",
      () => locations.identifierTypes("QQ"),
      { country: fieldMessages.locationCountryInvalid },
    ],
  ])("refuses %s on its field", async (_, call, fields) => {
    await expect(call()).rejects.toMatchObject({ code: "VALIDATION", fields });
  });

  it("lists the location types of the Locations tabs", () => {
    expect(locations.locationTypes()).toEqual([
      { id: "retail", name: "Retail" },
      { id: "online", name: "Online" },
      { id: "logistics", name: "Logistics" },
    ]);
  });

  it("lists the identifier kinds and every identifier type with its mask; EIN and SAM for the US", async () => {
    expect(locations.identifierKinds().map((k) => k.id)).toEqual(["company", "product", "facility"]);
    const all = await locations.identifierTypes();
    expect(all.map((t) => t.id)).toEqual([...locationIdentifierTypes]);
    expect(all).toContainEqual({ id: "DUNS", name: "D-U-N-S", mask: identifierMasks.DUNS });
    expect(await locations.identifierTypes("US")).toEqual([
      { id: "EIN", name: "EIN", mask: "99-9999999" },
      { id: "SAM", name: "SAM", mask: "************" },
    ]);
    expect(await locations.identifierTypes("DE")).toEqual(all);
  });
});
