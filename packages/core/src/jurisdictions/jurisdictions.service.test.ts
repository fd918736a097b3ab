import { fieldMessages, jurisdictionIdPattern } from "@tierline/contracts";
import countryNames from "i18n-iso-countries";
import { describe, expect, it } from "vitest";
import { genericEntityTypes } from "./entity-types";
import { createJurisdictionsService } from "./jurisdictions.service";

const jurisdictions = createJurisdictionsService();
const ids = (list: { id: string }[]) => list.map((j) => j.id);
const typeIds = async (id: string) => ids([...(await jurisdictions.entityTypes(id))]);

describe("jurisdictions", () => {
  it("lists every ISO 3166-1 country, checked against a second package's list, by name", async () => {
    const countries = await jurisdictions.list();
    // i18n-iso-countries lists the 249 assigned codes and Kosovo's user-assigned XK, as the data does.
    const assigned = Object.keys(countryNames.getAlpha2Codes());
    expect(assigned).toHaveLength(250);
    expect(ids(countries).sort()).toEqual(assigned.sort());
    expect(countries.find((c) => c.id === "DE")).toEqual({
      id: "DE",
      name: "Germany",
      typeName: "Country",
      parent: null,
    });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it.each([
    ["US", 50, "US-CA", "California", "State"],
    ["CA", 13, "CA-QC", "Quebec", "Province"],
    ["AU", 8, "AU-NSW", "New South Wales", "State"],
    ["DE", 16, "DE-BY", "Bavaria", "Land"],
  ])("lists the subdivisions of %s under it", async (country, atLeast, id, name, typeName) => {
    const subdivisions = await jurisdictions.list(country);
    expect(subdivisions.length).toBeGreaterThanOrEqual(atLeast);
    expect(subdivisions.every((s) => s.parent === country && s.id.startsWith(`${country}-`))).toBe(true);
    expect(subdivisions.find((s) => s.id === id)).toEqual({ id, name, typeName, parent: country });
    expect(await jurisdictions.get(id)).toEqual({ id, name, typeName, parent: country });
  });

  it("gives every jurisdiction a unique id of the ISO form, the contracts' id rule", async () => {
    const all = [...(await jurisdictions.list())];
    for (const country of await jurisdictions.list()) all.push(...(await jurisdictions.list(country.id)));
    expect(all.length).toBeGreaterThan(5000);
    expect(all.filter((j) => !jurisdictionIdPattern.test(j.id))).toEqual([]);
    expect(new Set(ids(all)).size).toBe(all.length);
  });

  it("keeps a territory with its own country code out of the other country's subdivisions", async () => {
    expect(ids(await jurisdictions.list("GF"))).not.toContain("FR-973");
    expect((await jurisdictions.get("FR-973")).parent).toBe("FR");
  });

  it("has no level below a subdivision", async () => {
    expect(await jurisdictions.list("US-CA")).toEqual([]);
  });

  it("refuses an unknown parent on its field, and answers not found for an unknown id", async () => {
    await expect(jurisdictions.list("QQ")).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { parent: fieldMessages.jurisdictionInvalid },
    });
    await expect(jurisdictions.get("US-QQ")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(jurisdictions.entityTypes("QQ")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("entity types", () => {
  it("gives a US state the US forms", async () => {
    expect(await typeIds("US-DE")).toEqual(await typeIds("US"));
    expect(await jurisdictions.entityTypes("US-DE")).toContainEqual({
      id: "us-llc",
      name: "Limited liability company",
      abbreviation: "LLC",
    });
  });

  it.each([
    ["GB", ["gb-ltd", "gb-plc", "gb-llp", "gb-lp", "gb-cic", "gb-sole-trader"]],
    [
      "DE",
      ["de-gmbh", "de-ug", "de-ag", "de-kg", "de-gmbh-co-kg", "de-ohg", "de-ek", "de-gbr", "de-eg", "de-se"],
    ],
    ["FR", ["fr-sarl", "fr-eurl", "fr-sas", "fr-sasu", "fr-sa", "fr-snc", "fr-sci", "fr-ei"]],
    ["CN", ["cn-llc", "cn-cls", "cn-wfoe", "cn-jv", "cn-partnership", "cn-sole-proprietorship"]],
    ["IN-MH", ["in-private-limited", "in-public-limited", "in-llp", "in-opc", "in-partnership"]],
    ["AU-NSW", ["au-pty-ltd", "au-ltd", "au-partnership", "au-trust", "au-sole-trader"]],
  ])("gives %s its common legal forms", async (id, expected) => {
    expect(await typeIds(id)).toEqual(expect.arrayContaining(expected));
  });

  it("adds the unlimited liability company in Alberta, British Columbia and Nova Scotia only", async () => {
    for (const province of ["CA-AB", "CA-BC", "CA-NS"]) expect(await typeIds(province)).toContain("ca-ulc");
    expect(await typeIds("CA-ON")).not.toContain("ca-ulc");
    expect(await typeIds("CA")).not.toContain("ca-ulc");
  });

  it("gives an unlisted country and its subdivisions the generic set", async () => {
    expect(await jurisdictions.entityTypes("BR")).toEqual(genericEntityTypes);
    expect(await jurisdictions.entityTypes("BR-SP")).toEqual(genericEntityTypes);
    expect(ids([...genericEntityTypes])).toEqual([
      "corporation",
      "llc",
      "partnership",
      "sole-proprietorship",
      "non-profit",
      "government",
      "other",
    ]);
  });

  it("keeps entity type ids stable and unique within a jurisdiction", async () => {
    // Entities store these ids: a change here is a data migration, not an edit.
    expect(await typeIds("US")).toEqual([
      "us-corporation",
      "us-llc",
      "us-lp",
      "us-llp",
      "us-gp",
      "us-pc",
      "us-pllc",
      "us-nonprofit",
      "us-cooperative",
      "us-sole-proprietorship",
    ]);
    for (const id of ["US", "GB", "DE", "FR", "CN", "IN", "CA-BC", "AU", "BR"]) {
      const list = await typeIds(id);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
