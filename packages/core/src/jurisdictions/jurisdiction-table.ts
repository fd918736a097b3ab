import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ICountry, IState } from "@countrystatecity/countries";

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
 * The package's data folder: `countries.json`, and a `<Name>-<ISO>/states.json` per country. Read as
 * files, not through the package's loaders, whose dynamic imports and guessed paths fail under bundlers
 * and test runners (they answered nothing inside the api's tests).
 */
const dataFolder = dirname(
  createRequire(import.meta.url).resolve("@countrystatecity/countries/data/countries.json"),
);
const readJson = async <T>(...path: string[]): Promise<T> =>
  JSON.parse(await readFile(join(dataFolder, ...path), "utf8")) as T;

const getCountries = () => readJson<ICountry[]>("countries.json");
let countryFolders: Promise<string[]> | undefined;
async function getStatesOfCountry(country: string): Promise<IState[]> {
  countryFolders ??= readdir(dataFolder);
  const folder = (await countryFolders).find((name) => name.endsWith(`-${country}`));
  return folder ? readJson<IState[]>(folder, "states.json") : [];
}

/**
 * The countries and subdivisions of the data package (@countrystatecity/countries, shipped with the
 * install: no network), read once per level and kept: the data never changes while the process runs.
 */
export function createJurisdictionTable() {
  let countries: Promise<Map<string, Jurisdiction>> | undefined;
  const subdivisions = new Map<string, Promise<Jurisdiction[]>>();

  const loadCountries = async () =>
    new Map(
      (await getCountries())
        .map((c): Jurisdiction => ({ id: c.iso2, name: c.name, typeName: "Country", parent: null }))
        .sort(byName)
        .map((c) => [c.id, c]),
    );

  const loadSubdivisions = async (country: string) =>
    (await getStatesOfCountry(country))
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
