import { describe, expect, it } from "vitest";
import { screeningSearchQuerySchema } from "./screening";
import { allIssues } from "./test-utils";

const parse = (query: Record<string, string | string[]>) => screeningSearchQuerySchema.safeParse(query);

describe("screeningSearchQuerySchema", () => {
  it("trims the name and takes query text for the numbers", () => {
    expect(parse({ name: "  Banco Nacional  ", threshold: "0.5", limit: "5" }).data).toEqual({
      name: "Banco Nacional",
      threshold: 0.5,
      limit: 5,
    });
  });

  it("defaults the limit and leaves the threshold to the matcher", () => {
    expect(parse({ name: "x" }).data).toEqual({ name: "x", limit: 10 });
  });

  it("takes an empty threshold or limit as not given (not as 0, which would score every listed name)", () => {
    expect(parse({ name: "x", threshold: "", limit: "" }).data).toEqual({ name: "x", limit: 10 });
  });

  it("takes the kind of party searched", () => {
    expect(parse({ name: "x", schema: "Person" }).data).toEqual({ name: "x", schema: "Person", limit: 10 });
  });

  it.each([
    [{}, "name", "Name is required"],
    [{ name: "   " }, "name", "Name is required"],
    [{ name: "a".repeat(256) }, "name", "Name must be at most 255 characters"],
    [{ name: "x", list: "SDN" }, "list", "Please select a valid sanction list"],
    [{ name: "x", country: "c".repeat(101) }, "country", "Please enter a known country name or ISO code"],
    [{ name: "x", schema: "Vessel" }, "schema", "Please select Person or Company"],
    [{ name: "x", threshold: "1.5" }, "threshold", "Threshold must be a number from 0.5 to 1"],
    [{ name: "x", threshold: "0.2" }, "threshold", "Threshold must be a number from 0.5 to 1"],
    [{ name: "x", threshold: "0" }, "threshold", "Threshold must be a number from 0.5 to 1"],
    [{ name: "x", threshold: "high" }, "threshold", "Threshold must be a number from 0.5 to 1"],
    [{ name: "x", threshold: "1e0" }, "threshold", "Threshold must be a number from 0.5 to 1"],
    [{ name: "x", limit: "0" }, "limit", "Limit must be a whole number from 1 to 50"],
    [{ name: "x", limit: "51" }, "limit", "Limit must be a whole number from 1 to 50"],
    [{ name: "x", limit: "2.5" }, "limit", "Limit must be a whole number from 1 to 50"],
    [{ name: "x", limit: "0x10" }, "limit", "Limit must be a whole number from 1 to 50"],
    [{ name: "x", limit: " 5" }, "limit", "Limit must be a whole number from 1 to 50"],
    [{ name: ["a", "b"] }, "name", "Give this parameter only once"],
    [{ name: "x", country: ["CU", "DE"] }, "country", "Give this parameter only once"],
    [{ name: "x", list: ["SDNs", "SDNs"] }, "list", "Give this parameter only once"],
    [{ name: "x", schema: ["Person", "Company"] }, "schema", "Give this parameter only once"],
    [{ name: "x", threshold: ["0.9", "0.8"] }, "threshold", "Give this parameter only once"],
    [{ name: "x", limit: ["5", "6"] }, "limit", "Give this parameter only once"],
  ])("refuses %j with a message on %s", (query, path, message) => {
    expect(allIssues(screeningSearchQuerySchema, query)).toContainEqual({ path, message });
  });
});
