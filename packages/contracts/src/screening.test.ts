import { describe, expect, it } from "vitest";
import { screeningSearchQuerySchema } from "./screening";
import { allIssues } from "./test-utils";

const parse = (query: Record<string, string | string[]>) => screeningSearchQuerySchema.safeParse(query);

describe("screeningSearchQuerySchema", () => {
  it("trims the name and takes query text for the numbers and the page", () => {
    expect(parse({ name: "  Banco Nacional  ", threshold: "0.5", page: "3", page_size: "50" }).data).toEqual({
      name: "Banco Nacional",
      threshold: 0.5,
      page: 3,
      page_size: 50,
    });
  });

  it("defaults to the first page of 10 and leaves the threshold and the mode to the matcher", () => {
    expect(parse({ name: "x" }).data).toEqual({ name: "x", page: 1, page_size: 10 });
  });

  it("takes an empty threshold as not given (not as 0, which would score every listed name)", () => {
    expect(parse({ name: "x", threshold: "" }).data).toEqual({ name: "x", page: 1, page_size: 10 });
  });

  it("takes the kind of party searched, the source and the partial-name mode", () => {
    expect(parse({ name: "x", schema: "Person", source: "un", mode: "partial" }).data).toEqual({
      name: "x",
      schema: "Person",
      source: "un",
      mode: "partial",
      page: 1,
      page_size: 10,
    });
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
    [{ name: "x", page: "0" }, "page", "Page must be a whole number of at least 1"],
    [{ name: "x", page_size: "25" }, "page_size", "Page size must be one of 10, 20, 50, 100"],
    [{ name: "x", source: "ofac" }, "source", "Please select a valid list source"],
    [{ name: "x", mode: "fuzzy" }, "mode", "Please select full or partial names"],
    [{ name: ["a", "b"] }, "name", "Give this parameter only once"],
    [{ name: "x", country: ["CU", "DE"] }, "country", "Give this parameter only once"],
    [{ name: "x", list: ["SDNs", "SDNs"] }, "list", "Give this parameter only once"],
    [{ name: "x", schema: ["Person", "Company"] }, "schema", "Give this parameter only once"],
    [{ name: "x", threshold: ["0.9", "0.8"] }, "threshold", "Give this parameter only once"],
    [{ name: "x", source: ["un", "eu"] }, "source", "Give this parameter only once"],
    [{ name: "x", mode: ["partial", "full"] }, "mode", "Give this parameter only once"],
  ])("refuses %j with a message on %s", (query, path, message) => {
    expect(allIssues(screeningSearchQuerySchema, query)).toContainEqual({ path, message });
  });
});
