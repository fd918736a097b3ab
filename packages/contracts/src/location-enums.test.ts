import { describe, expect, it } from "vitest";
import {
  identifierKinds,
  locationIdentifierTypeLabels,
  locationIdentifierTypes,
  locationTypes,
  pointOfSaleTypes,
  usIdentifierTypes,
} from "./location-enums";

describe("location enums", () => {
  it("has the location and point-of-sale types", () => {
    expect(locationTypes).toEqual(["retail", "online", "logistics"]);
    expect(pointOfSaleTypes).toEqual(["retail_point_of_sale", "logistics_point_of_sale"]);
  });
  it("has the identifier kinds", () => {
    expect(identifierKinds).toEqual(["company", "product", "facility"]);
  });
  it("has the seven location identifier types, showing DUNS as D-U-N-S", () => {
    expect(locationIdentifierTypes).toEqual(["SAM", "LEI", "UFI", "EIN", "DUNS", "GLN", "EORI"]);
    expect(locationIdentifierTypeLabels.DUNS).toBe("D-U-N-S");
  });
  it("offers EIN and SAM for US locations", () => {
    expect(usIdentifierTypes).toEqual(["EIN", "SAM"]);
  });
});
