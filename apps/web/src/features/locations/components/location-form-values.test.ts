import { fieldMessages, retailLocationExample } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import {
  emptyLocationValues,
  locationFormSchema,
  locationFormValues,
  maskedIdentifier,
  placeChange,
  toLocationRequest,
} from "./location-form-values";

const filledRetail = {
  ...emptyLocationValues("retail"),
  ...retailLocationExample,
  identifiers: retailLocationExample.identifiers.map((identifier) => ({ ...identifier })),
};

const issues = (values: unknown) =>
  (locationFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the Locations form's values", () => {
  it("send only the tab's own fields, the empty ones left out", () => {
    expect(toLocationRequest({ ...filledRetail, web_url: "left over", postal_code: "" })).toEqual({
      type: "retail",
      address: "1 Market Street",
      city: "San Francisco",
      state: "US-CA",
      country: "US",
      identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }],
    });
    expect(toLocationRequest({ ...emptyLocationValues("online"), web_url: "example.com" })).toEqual({
      type: "online",
      web_url: "example.com",
      status: "active",
      identifiers: [],
    });
  });

  it("are judged by the contracts rules, each message on its input", () => {
    expect(locationFormSchema.safeParse(filledRetail).success).toBe(true);
    expect(issues(emptyLocationValues("retail"))).toEqual(
      expect.arrayContaining([
        ["address", fieldMessages.addressRequired],
        ["city", fieldMessages.cityRequired],
        ["postal_code", fieldMessages.postalCodeRequired],
        ["country", fieldMessages.countryRequired],
      ]),
    );
    expect(
      issues({ ...filledRetail, identifiers: [{ type: "GLN", kind: "facility", number: "4006381333932" }] }),
    ).toEqual([
      ["identifiers.0.number", fieldMessages.glnCheckDigitInvalid],
      ["identifiers.0.type", fieldMessages.identifierTypeNotForUs],
    ]);
    // A blank identifier row and the tab's missing fields, all at once.
    expect(
      issues({
        ...emptyLocationValues("logistics"),
        identifiers: [{ type: "", kind: "company", number: "" }],
      }),
    ).toEqual(
      expect.arrayContaining([
        ["identifiers.0.type", fieldMessages.identifierTypeRequired],
        ["identifiers.0.number", fieldMessages.identificationNumberRequired],
        ["country", fieldMessages.countryRequired],
        ["location_type", fieldMessages.locationTypeRequired],
        ["address", fieldMessages.addressRequired],
        ["description", fieldMessages.descriptionRequired],
      ]),
    );
    expect(issues({ ...emptyLocationValues("online"), web_url: "not a url" })).toEqual([
      ["web_url", fieldMessages.webUrlInvalid],
    ]);
  });

  it("are filled from a stored location, null as empty", () => {
    const values = locationFormValues({
      id: "1f7c5f0e-0000-4000-8000-000000000001",
      entity_id: "1f7c5f0e-0000-4000-8000-000000000002",
      type: "logistics",
      address: "Kai 1",
      city: null,
      state: "DE-HH",
      state_name: "Hamburg",
      postal_code: null,
      country: "DE",
      country_name: "Germany",
      web_url: null,
      status: null,
      location_type: "port",
      description: "Terminal",
      identifiers: [
        { id: "1f7c5f0e-0000-4000-8000-000000000003", type: "EORI", kind: "company", number: "DE123" },
      ],
      created: "2026-11-24T08:00:00.000Z",
      updated: "2026-11-24T08:00:00.000Z",
    });
    expect(values).toMatchObject({ city: "", postal_code: "", location_type: "port", status: "active" });
    expect(values.identifiers).toEqual([{ type: "EORI", kind: "company", number: "DE123" }]);
  });
});

describe("placeChange", () => {
  it("clears the state and the city with a new country, the city with a new state (spec section 4)", () => {
    expect(placeChange("country", "DE")).toEqual({ country: "DE", state: "", city: "" });
    expect(placeChange("state", "US-NY")).toEqual({ state: "US-NY", city: "" });
  });
});

describe("maskedIdentifier", () => {
  it.each([
    ["EIN", "123456789", "12-3456789"],
    ["EIN", "12-34567890", "12-3456789"],
    ["GLN", "40063813339312", "4006381333931"],
    ["DUNS", "15-048-3782", "150483782"],
    ["SAM", "j7m9hptgj1s9x", "J7M9HPTGJ1S9"],
    ["EORI", "gb 1234 5678 9000", "GB123456789000"],
    ["UFI", "12a34", "1234"],
  ])("fits a %s typed as %s to %s", (type, typed, fitted) => {
    expect(maskedIdentifier(type, typed)).toBe(fitted);
  });

  it("leaves the text as typed until a type is chosen", () => {
    expect(maskedIdentifier("", "abc-123")).toBe("abc-123");
  });
});
