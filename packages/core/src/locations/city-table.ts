import { readCitiesOfState } from "../jurisdictions/country-data";

/** A city of a subdivision, by name: what a location's address stores. */
export interface City {
  name: string;
}

/**
 * The cities of each subdivision, read from the data package only when first asked for (74 MB in all,
 * a state's file at most a few hundred kB) and kept: the data never changes while the process runs.
 */
export function createCityTable() {
  const cities = new Map<string, Promise<City[]>>();

  const load = async (stateId: string): Promise<City[]> => {
    const [country = "", code = ""] = stateId.split("-");
    const names = (await readCitiesOfState(country, code)).map((c) => c.name);
    // A name listed twice (two places of one name in a state) is one choice in a select.
    return [...new Set(names)].sort((a, b) => a.localeCompare(b, "en")).map((name) => ({ name }));
  };

  return {
    /** The cities of an ISO 3166-2 subdivision (`US-CA`), by name; the caller checks the id exists. */
    of: (stateId: string): Promise<City[]> => {
      let found = cities.get(stateId);
      if (!found) {
        found = load(stateId);
        cities.set(stateId, found);
      }
      return found;
    },
  };
}
export type CityTable = ReturnType<typeof createCityTable>;
