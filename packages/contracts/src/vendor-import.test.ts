import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import { vendorColumnMappingSchema } from "./vendor-import";

const issues = (mapping: unknown) =>
  (vendorColumnMappingSchema.safeParse(mapping).error?.issues ?? []).map((i) => [
    i.path.join("."),
    i.message,
  ]);

describe("vendorColumnMappingSchema", () => {
  it("accepts name and country mapped to distinct columns, optional fields left out or null", () => {
    expect(issues({ name: "Vendor", country: "Country", city: null })).toEqual([]);
  });

  it("answers the spec's messages: required columns, mandatory country, a column used twice", () => {
    expect(issues({ country: "Country" })).toEqual([["", fieldMessages.columnsRequired]]);
    expect(issues({ name: "Vendor" })).toEqual([
      ["", fieldMessages.columnsRequired],
      ["country", fieldMessages.countryMandatory],
    ]);
    expect(issues({ name: "Vendor", country: "Country", city: " vendor " })).toEqual([
      ["city", fieldMessages.columnNameInUse],
    ]);
  });

  it("refuses a field that is not a vendor field (on the mapping when its name is no plain name), and a value that is no column", () => {
    expect(issues({ name: "Vendor", country: "Country", colour: 5 })).toEqual([
      ["colour", fieldMessages.fieldUnknown],
    ]);
    expect(issues({ name: "Vendor", country: "Country", ["x".repeat(65)]: "A" })).toEqual([
      ["", fieldMessages.fieldUnknown],
    ]);
    expect(issues({ name: ["Vendor"], country: "Country" })).toEqual([
      ["name", fieldMessages.columnInvalid],
      ["", fieldMessages.columnsRequired],
    ]);
    expect(issues("Vendor")).toEqual([["", fieldMessages.columnsRequired]]);
  });
});
