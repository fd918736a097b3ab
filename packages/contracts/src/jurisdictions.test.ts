import { describe, expect, it } from "vitest";
import { jurisdictionsQuerySchema } from "./jurisdictions";
import { fieldMessages } from "./messages";
import { allIssues } from "./test-utils";

describe("jurisdictionsQuerySchema", () => {
  it("takes no parent (the countries) or a country or subdivision code", () => {
    expect(jurisdictionsQuerySchema.parse({})).toEqual({});
    expect(jurisdictionsQuerySchema.parse({ parent: "US" })).toEqual({ parent: "US" });
    expect(jurisdictionsQuerySchema.parse({ parent: "FR-973" })).toEqual({ parent: "FR-973" });
  });

  it.each(["", "us", "USA", "US-", "US-ABCD", "U1"])("refuses %j with the field's message", (parent) => {
    expect(allIssues(jurisdictionsQuerySchema, { parent })).toEqual([
      { path: "parent", message: fieldMessages.jurisdictionInvalid },
    ]);
  });

  it("says a repeated parent is repeated", () => {
    expect(allIssues(jurisdictionsQuerySchema, { parent: ["US", "CA"] })).toEqual([
      { path: "parent", message: fieldMessages.queryParameterRepeated },
    ]);
  });
});
