import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import { countryAliases } from "./country-aliases";
import { splitNumbered } from "./text";

/**
 * Country resolution for list data: ISO codes, English names (every alternative name the ISO tables
 * know) and the spellings and nationality adjectives the lists actually use (`country-aliases.ts`).
 * Everything is folded into one Map at load time, keyed by `countryKey`, so a lookup is one hash probe.
 */

countries.registerLocale(en);

/**
 * Lower case, accents stripped, "&" read as "and", apostrophes and dots dropped ("Cote d'Ivoire" ->
 * "cote divoire", "U.S.A." -> "usa"), every other punctuation mark a space, spaces collapsed.
 */
export function countryKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const index = buildIndex();

function buildIndex(): Map<string, string> {
  const map = new Map<string, string>();
  const add = (text: string, code: string) => {
    const key = countryKey(text);
    if (key && !map.has(key)) map.set(key, code);
  };
  const names = countries.getNames("en", { select: "all" });
  for (const [alpha3, alpha2] of Object.entries(countries.getAlpha3Codes())) {
    add(alpha2, alpha2);
    add(alpha3, alpha2);
  }
  for (const [alpha2, list] of Object.entries(names)) {
    for (const name of list) add(name, alpha2);
  }
  // Curated spellings override the tables (see country-aliases.ts for why).
  for (const [name, code] of Object.entries(countryAliases)) map.set(countryKey(name), code);
  return map;
}

/**
 * ISO 3166-1 alpha-2 code for a code, an English name or a nationality adjective; undefined when the
 * text names no country ("undetermined", "former Soviet Union", a city). A trailing qualifier in
 * parentheses ("Iraq (previous address)") and a leading "the" are ignored.
 */
export function resolveCountry(nameOrCode: string): string | undefined {
  // The same few hundred spellings recur thousands of times in a list: remember each answer.
  const cached = seen.get(nameOrCode);
  if (cached !== undefined) return cached || undefined;
  const code = resolveUncached(nameOrCode);
  if (seen.size < 10_000) seen.set(nameOrCode, code ?? "");
  return code;
}

const seen = new Map<string, string>();

function resolveUncached(nameOrCode: string): string | undefined {
  const trimmed = nameOrCode.trim();
  // The UN writes "na" for "not available": only an upper-case "NA" is Namibia.
  if (!trimmed || trimmed === "na" || /^n\/a$/i.test(trimmed)) return undefined;
  const key = countryKey(trimmed);
  const hit = index.get(key);
  if (hit) return hit;
  // Qualified forms: "Iraq (previous address)", "Region: Gaza", "The Gambia".
  const bare = countryKey(trimmed.replace(/\([^)]*\)/g, " "))
    .replace(/^(?:region |the )/, "")
    .trim();
  if (bare && bare !== key) {
    const bareHit = index.get(bare);
    if (bareHit) return bareHit;
  }
  // Inverted forms: "Man, Isle of", "Bahamas, The", "North Macedonia, The Republic of".
  const comma = trimmed.indexOf(",");
  if (comma > 0 && trimmed.indexOf(",", comma + 1) === -1) {
    return index.get(countryKey(`${trimmed.slice(comma + 1)} ${trimmed.slice(0, comma)}`));
  }
  return undefined;
}

/**
 * All countries named in a cell that may hold several: "(1) Iraq (2) Syria", "Estonia, Russia",
 * "Germany. Russia". The whole cell is tried first so that "Korea, North" stays one country.
 */
export function resolveCountryList(text: string): string[] {
  const found: string[] = [];
  for (const part of splitNumbered(text)) {
    const whole = resolveCountry(part);
    if (whole) {
      if (!found.includes(whole)) found.push(whole);
      continue;
    }
    for (const piece of part.split(/[,.;/]| and /)) {
      const code = piece.trim() ? resolveCountry(piece) : undefined;
      if (code && !found.includes(code)) found.push(code);
    }
  }
  return found;
}

/** English short name of an ISO alpha-2 code ("KP" -> "North Korea"). */
export function countryName(iso2: string): string | undefined {
  return countries.getName(iso2.toUpperCase(), "en");
}
