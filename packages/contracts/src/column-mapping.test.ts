import { describe, expect, it } from "vitest";
import { columnMappingIssues, columnMappingSchema } from "./column-mapping";
import { allIssues } from "./test-utils";

const rules = { requiredFields: ["name", "country"] };
const schema = columnMappingSchema(rules);

describe("column mapping", () => {
  it("accepts a complete mapping with distinct columns", () => {
    expect(schema.safeParse({ name: "Vendor Name", country: "Country", website: null }).success).toBe(true);
    expect(columnMappingIssues({ name: "Vendor Name", country: "Country" }, rules)).toEqual([]);
  });

  it("requires all required columns", () => {
    expect(allIssues(schema, { name: "", country: "Country" })).toEqual([
      { path: "", message: "Please select all required columns" },
    ]);
    expect(allIssues(schema, { country: "Country" })).toEqual([
      { path: "", message: "Please select all required columns" },
    ]);
  });

  it("makes the country field mandatory", () => {
    expect(allIssues(schema, { name: "Vendor Name", country: null })).toEqual([
      { path: "", message: "Please select all required columns" },
      { path: "country", message: "The country field is mandatory" },
    ]);
  });

  it("makes the country field mandatory even when not listed as required", () => {
    expect(columnMappingIssues({ name: "Vendor Name" }, { requiredFields: ["name"] })).toEqual([
      { field: "country", message: "The country field is mandatory" },
    ]);
  });

  it("honours a differently named country field", () => {
    expect(columnMappingIssues({ origin: "Origin" }, { requiredFields: [], countryField: "origin" })).toEqual(
      [],
    );
  });

  it("rejects a column name already in use, on the later field", () => {
    expect(allIssues(schema, { name: "Name", country: "Country", alias: "name " })).toEqual([
      { path: "alias", message: "Column name is already in use" },
    ]);
  });
});
