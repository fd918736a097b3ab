import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ICity, ICountry, IState } from "@countrystatecity/countries";

/**
 * The package's data folder: `countries.json`, a `<Name>-<ISO>/states.json` per country and a
 * `<Name>-<code>/cities.json` per subdivision that has cities. Read as files, not through the package's
 * loaders, whose dynamic imports and guessed paths fail under bundlers and test runners (they answered
 * nothing inside the api's tests). Jurisdictions and Locations both read through here.
 */
const dataFolder = dirname(
  createRequire(import.meta.url).resolve("@countrystatecity/countries/data/countries.json"),
);
const readJson = async <T>(...path: string[]): Promise<T> =>
  JSON.parse(await readFile(join(dataFolder, ...path), "utf8")) as T;

/** The one folder of `parent` whose name ends in `-<code>`, or undefined. */
const folderOf = async (code: string, ...parent: string[]) =>
  (await readdir(join(dataFolder, ...parent))).find((name) => name.endsWith(`-${code}`));

export const readCountries = () => readJson<ICountry[]>("countries.json");

let countryFolders: Promise<string[]> | undefined;
const countryFolder = async (country: string) => {
  countryFolders ??= readdir(dataFolder);
  return (await countryFolders).find((name) => name.endsWith(`-${country}`));
};

export async function readStatesOfCountry(country: string): Promise<IState[]> {
  const folder = await countryFolder(country);
  return folder ? readJson<IState[]>(folder, "states.json") : [];
}

/** The cities of one subdivision (`country`, the state's own code `CA`); none when it has no folder. */
export async function readCitiesOfState(country: string, stateCode: string): Promise<ICity[]> {
  const folder = await countryFolder(country);
  const state = folder && (await folderOf(stateCode, folder));
  return folder && state ? readJson<ICity[]>(folder, state, "cities.json") : [];
}
