import { sanctionListLabelOf, sanctionListLabels } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { sourceIds } from "../model";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { sourceDefinitions } from "./registry";

const fixtureOf = {
  ofac_sdn: fixtureSets.ofacSdn,
  ofac_nonsdn: fixtureSets.ofacNonSdn,
  csl: fixtureSets.cslCsv,
  bis_dpl: fixtureSets.bisDpl,
  eu: fixtureSets.eu,
  uk: fixtureSets.ukCsv,
  un: fixtureSets.un,
} as const;

describe("source definitions", () => {
  it.each(sourceIds)("%s says every list key its entries are filed under", (source) => {
    const definition = sourceDefinitions[source];
    expect(definition.id).toBe(source);
    const parsed = definition.parse(fixtureFiles(fixtureOf[source]));
    for (const entry of parsed.entries) expect(definition.lists).toContain(entry.list);
  });
});

describe("the list a user is told an entry is on", () => {
  it("names the publication where it is filed under another's key: the UN's list under the EU key", () => {
    expect(sanctionListLabelOf("euConsolidatedSanctionsList", "un")).toBe(sourceDefinitions.un.title);
    expect(sanctionListLabelOf("euConsolidatedSanctionsList", "eu")).toBe(
      sanctionListLabels.euConsolidatedSanctionsList,
    );
    expect(sanctionListLabelOf("bisEntities", "csl")).toBe("Entity List");
  });
});
