import { describe, expect, it } from "vitest";
import {
  identifierTypesQuerySchema,
  locationCitiesQuerySchema,
  locationStatesQuerySchema,
} from "./location-lookups";
import { fieldMessages } from "./messages";
import { allIssues } from "./test-utils";

describe("location look-up queries", () => {
  it("take ISO codes", () => {
    expect(locationStatesQuerySchema.parse({ country: "US" })).toEqual({ country: "US" });
    expect(locationCitiesQuerySchema.parse({ country: "US", state: "US-CA" })).toEqual({
      country: "US",
      state: "US-CA",
    });
    expect(identifierTypesQuerySchema.parse({})).toEqual({});
  });

  it.each(["", "us", "USA", "US-CA", "U1"])("refuse the country %j with its message", (country) => {
    expect(allIssues(locationStatesQuerySchema, { country })).toEqual([
      { path: "country", message: fieldMessages.locationCountryInvalid },
    ]);
  });

  it.each(["", "CA", "us-ca", "US-", "US-ABCD"])("refuse the state %j with its message", (state) => {
    expect(allIssues(locationCitiesQuerySchema, { country: "US", state })).toEqual([
      { path: "state", message: fieldMessages.locationStateInvalid },
    ]);
  });

  it("say a missing or repeated parameter on its field", () => {
    expect(allIssues(locationCitiesQuerySchema, {})).toEqual([
      { path: "country", message: fieldMessages.locationCountryInvalid },
      { path: "state", message: fieldMessages.locationStateInvalid },
    ]);
    expect(allIssues(locationStatesQuerySchema, { country: ["US", "CA"] })).toEqual([
      { path: "country", message: fieldMessages.queryParameterRepeated },
    ]);
  });
});
