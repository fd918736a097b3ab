import { type EntityWire, fieldMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import {
  type EntityDetailsValues,
  entityDetailsSchema,
  entityDetailsValues,
  entityFormPath,
  jurisdictionChange,
  readDate,
  toEntityUpdate,
} from "./entity-details-values";

const filled: EntityDetailsValues = {
  brand_name: "Acme",
  registered_name: "Acme Holdings LLC",
  country: "US",
  state: "US-DE",
  entity_type: "us-llc",
  registered_date: "Mar 04, 2020",
  dba_names: ["Acme Goods"],
  entity_website: "www.acme.example",
  additional_entity_names: [],
  contact_email: "legal@acme.example",
};

const issues = (values: EntityDetailsValues) =>
  (entityDetailsSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe("the entity details form's values", () => {
  it("make the PATCH request: the state as the jurisdiction, empty optional fields cleared", () => {
    expect(toEntityUpdate(filled)).toMatchObject({
      registered_jurisdiction: "US-DE",
      entity_type: "us-llc",
      registered_date: "2020-03-04",
    });
    // The spec's formats are tried in order: DD/MM/YYYY before MM/DD/YYYY.
    expect(toEntityUpdate({ ...filled, registered_date: "03/04/2020" }).registered_date).toBe("2020-04-03");
    expect(readDate("03/04/2020")).toBe("Apr 03, 2020");
    const bare = toEntityUpdate({
      ...filled,
      state: "",
      registered_date: " ",
      entity_website: "",
      contact_email: "",
    });
    expect(bare).toMatchObject({
      registered_jurisdiction: "US",
      registered_date: null,
      entity_website: null,
      contact_email: null,
    });
    expect(entityDetailsSchema.safeParse(filled).success).toBe(true);
  });

  it("refuse a registered date in the future with the spec's message, on its input", () => {
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(issues({ ...filled, registered_date: isoDay(nextYear) })).toEqual([
      ["registered_date", fieldMessages.registeredDateFuture],
    ]);
    expect(issues({ ...filled, registered_date: "31/31/2020" })).toEqual([
      ["registered_date", fieldMessages.dateIncorrect],
    ]);
  });

  it("say every broken rule at once, each on its input", () => {
    const said = issues({
      ...filled,
      registered_name: "",
      country: "",
      state: "",
      entity_type: "",
      entity_website: "not a url",
      contact_email: "nobody",
      dba_names: ["x".repeat(121)],
    });
    expect(said).toEqual(
      expect.arrayContaining([
        ["registered_name", fieldMessages.registeredNameRequired],
        ["country", fieldMessages.registeredJurisdictionRequired],
        ["entity_website", fieldMessages.webUrlInvalid],
        ["contact_email", fieldMessages.emailInvalid],
        ["dba_names", fieldMessages.dbaTooLong],
      ]),
    );
  });

  it("ask for an entity type once a jurisdiction is chosen", () => {
    expect(issues({ ...filled, entity_type: "" })).toEqual([
      ["entity_type", fieldMessages.entityTypeRequired],
    ]);
  });

  it("clear the children of a changed parent (spec section 4)", () => {
    expect(jurisdictionChange("country", "GB")).toEqual({ country: "GB", state: "", entity_type: "" });
    expect(jurisdictionChange("state", "US-CA")).toEqual({ state: "US-CA", entity_type: "" });
  });

  it("put the api's jurisdiction message under the state when one is chosen", () => {
    expect(entityFormPath("registered_jurisdiction", { state: "US-DE" })).toBe("state");
    expect(entityFormPath("registered_jurisdiction", { state: "" })).toBe("country");
    expect(entityFormPath("dba_names.2", { state: "" })).toBe("dba_names");
  });

  it("read an entity: a subdivision's country as the country, the date as it reads back the same", () => {
    const entity = {
      brand_name: "Acme",
      registered_name: null,
      registered_jurisdiction: {
        id: "US-DE",
        name: "Delaware",
        type_name: "State",
        parent: { id: "US", name: "United States", type_name: "Country" },
      },
      entity_type: { id: "us-llc", name: "Limited liability company", abbreviation: "LLC" },
      registered_date: "2020-03-04",
      dba_names: [],
      entity_website: null,
      additional_entity_names: ["Acme EU"],
      contact_email: null,
    } as unknown as EntityWire;
    expect(entityDetailsValues(entity)).toEqual({
      brand_name: "Acme",
      registered_name: "",
      country: "US",
      state: "US-DE",
      entity_type: "us-llc",
      registered_date: "Mar 04, 2020",
      dba_names: [],
      entity_website: "",
      additional_entity_names: ["Acme EU"],
      contact_email: "",
    });
  });
});
