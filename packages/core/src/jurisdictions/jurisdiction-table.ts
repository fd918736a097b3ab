import { readCountries, readStatesOfCountry } from "./country-data";

/** A country (`parent` null) or one of its subdivisions, named by its ISO 3166 code. */
export interface Jurisdiction {
  /** ISO 3166-1 alpha-2 (`US`) or ISO 3166-2 (`US-CA`): stable, readable, and what entities store. */
  id: string;
  name: string;
  /** "Country", or the subdivision's category as ISO 3166-2 names it (State, Province, Land...). */
  typeName: string;
  parent: string | null;
}

const byName = (a: Jurisdiction, b: Jurisdiction) => a.name.localeCompare(b.name, "en");

/** "london borough" -> "London borough"; a subdivision without a category is a "Subdivision". */
const typeNameOf = (category: string | null) =>
  category ? category.charAt(0).toUpperCase() + category.slice(1) : "Subdivision";

/**
 * The countries and subdivisions of the data package (@countrystatecity/countries, shipped with the
 * install: no network), read once per level and kept: the data never changes while the process runs.
 */
export function createJurisdictionTable() {
  let countries: Promise<Map<string, Jurisdiction>> | undefined;
  const subdivisions = new Map<string, Promise<Jurisdiction[]>>();

  const loadCountries = async () =>
    new Map(
      (await readCountries())
        .map((c): Jurisdiction => ({ id: c.iso2, name: c.name, typeName: "Country", parent: null }))
        .sort(byName)
        .map((c) => [c.id, c]),
    );

  const loadSubdivisions = async (country: string) =>
    (await readStatesOfCountry(country))
      .map(
        (s): Jurisdiction => ({
          id: s.iso3166_2 ?? `${country}-${s.iso2}`,
          name: s.name,
          typeName: typeNameOf(s.type),
          parent: country,
        }),
      )
      // A territory with a country code of its own is also listed as a subdivision of the country it
      // belongs to (French Guiana, GF, holds FR-973): that one is the other country's, not a level below.
      .filter((s) => s.id.startsWith(`${country}-`))
      .sort(byName);

  const countryMap = () => {
    countries ??= loadCountries();
    return countries;
  };

  /** The subdivisions of a country; a subdivision has none (ISO 3166-2 is one level here). */
  const childrenOf = async (country: string): Promise<Jurisdiction[]> => {
    if (!(await countryMap()).has(country)) return [];
    let level = subdivisions.get(country);
    if (!level) {
      level = loadSubdivisions(country);
      subdivisions.set(country, level);
    }
    return level;
  };

  return {
    countries: async () => [...(await countryMap()).values()],
    /** The countries by ISO 3166-1 code: one lookup for a whole page of rows. */
    countriesById: (): Promise<ReadonlyMap<string, Jurisdiction>> => countryMap(),
    childrenOf,
    /** The jurisdiction of `id`, or null when there is none. */
    find: async (id: string): Promise<Jurisdiction | null> => {
      const country = id.slice(0, 2);
      if (id.length === 2) return (await countryMap()).get(id) ?? null;
      return (await childrenOf(country)).find((s) => s.id === id) ?? null;
    },
  };
}
export type JurisdictionTable = ReturnType<typeof createJurisdictionTable>;
