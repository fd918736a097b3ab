import type { ListEntry } from "../model";

/** Test helper: an OFAC SDN company entry with nothing but what the test gives it. */
export function entry(overrides: Partial<ListEntry> & Pick<ListEntry, "id" | "name">): ListEntry {
  return {
    list: "SDNs",
    source: "ofac_sdn",
    schema: "Company",
    aliases: [],
    addresses: [],
    countries: [],
    identifiers: [],
    programs: [],
    ...overrides,
  };
}
