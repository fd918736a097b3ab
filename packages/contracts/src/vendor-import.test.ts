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

  it("refuses a field that is not a vendor field", () => {
    expect(issues({ name: "Vendor", country: "Country", colour: "Colour" })).toEqual([
      ["colour", fieldMessages.fieldUnknown],
    ]);
  });
});
