import { describe, expect, it } from "vitest";
import {
  createLocationRequestSchema,
  locationIdentifiersSchema,
  locationTypeFields,
  locationTypeProblems,
  retailLocationExample,
  updateLocationRequestSchema,
} from "./locations";
import { allIssues } from "./test-utils";

const retail = { ...retailLocationExample, identifiers: [] };

describe("locationTypeFields", () => {
  it("gives each tab the fields of spec section 3", () => {
    expect(locationTypeFields).toEqual({
      retail: ["address", "city", "state", "postal_code", "country"],
      online: ["web_url", "status"],
      logistics: ["country", "location_type", "address", "state", "description"],
    });
  });
});

describe("locationTypeProblems", () => {
  it("finds nothing wrong with a complete location of each type", () => {
    expect(locationTypeProblems(retail)).toEqual({});
    expect(locationTypeProblems({ type: "online", web_url: "example.com" })).toEqual({});
    expect(
      locationTypeProblems({
        type: "logistics",
        country: "DE",
        location_type: "port",
        address: "Kai 1",
        description: "Terminal",
      }),
    ).toEqual({});
  });

  it("says which required fields are missing and which belong to another type", () => {
    expect(locationTypeProblems({ type: "online", country: "US" })).toEqual({
      web_url: "Web URL is required",
      country: "This field does not apply to this type of location",
    });
  });

  it("limits a US location to EIN and SAM, and no other country", () => {
    const identifiers = [
      { type: "EIN", kind: "company", number: "12-3456789" },
      { type: "DUNS", kind: "company", number: "150483782" },
    ];
    expect(locationTypeProblems({ ...retail, identifiers })).toEqual({
      "identifiers.1.type": "US locations take EIN and SAM identifiers only",
    });
    expect(locationTypeProblems({ ...retail, country: "CA", state: "CA-ON", identifiers })).toEqual({});
  });
});

describe("createLocationRequestSchema", () => {
  it("accepts its own example (the OpenAPI document's and the bad-input sweep's)", () => {
    const example = (createLocationRequestSchema.meta() as { examples: unknown[] }).examples[0];
    expect(createLocationRequestSchema.safeParse(example).success).toBe(true);
    const change = (updateLocationRequestSchema.meta() as { examples: unknown[] }).examples[0];
    expect(updateLocationRequestSchema.safeParse(change).success).toBe(true);
  });

  it("says every field rule and the type rules at once", () => {
    expect(
      allIssues(createLocationRequestSchema, {
        type: "retail",
        address: "A".repeat(501),
        web_url: "example.com",
        identifiers: [{ type: "GLN", kind: "facility", number: "4006381333932" }],
      }),
    ).toEqual(
      expect.arrayContaining([
        { path: "address", message: "Address must be at most 500 characters" },
        { path: "identifiers.0.number", message: "The check digit of this GLN is not valid" },
        { path: "city", message: "City is required" },
        { path: "web_url", message: "This field does not apply to this type of location" },
      ]),
    );
  });
});

describe("locationIdentifiersSchema", () => {
  it("says an identifier listed twice on the second, comparing them normalised", () => {
    expect(
      allIssues(locationIdentifiersSchema, [
        { type: "EIN", kind: "company", number: "12-3456789" },
        { type: "EIN", kind: "facility", number: "123456789" },
      ]),
    ).toEqual([{ path: "1.number", message: "This identifier is already listed" }]);
  });

  it("says a value that is no identifier object in one message", () => {
    expect(allIssues(locationIdentifiersSchema, [null])).toEqual([
      { path: "0", message: "Give each identifier a type, what it identifies and its number" },
    ]);
  });

  it("takes at most 20", () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      type: "UFI",
      kind: "product",
      number: String(100000000 + i),
    }));
    expect(allIssues(locationIdentifiersSchema, many)).toEqual([
      { path: "", message: "A location can have at most 20 identifiers" },
    ]);
  });
});
