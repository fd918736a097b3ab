/** What the country resolver needs of a country: the jurisdictions' data (@countrystatecity) has these. */
export interface CountryNames {
  iso2: string;
  iso3?: string | null;
  name: string;
  native?: string | null;
}

/** Names people write that the data's English and native names do not cover. */
const aliases: Record<string, string> = {
  usa: "US",
  "u s a": "US",
  "u s": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "u k": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  "the netherlands": "NL",
  "south korea": "KR",
  korea: "KR",
  "republic of korea": "KR",
  "korea republic of": "KR",
  "north korea": "KP",
  russia: "RU",
  "russian federation": "RU",
  "czech republic": "CZ",
  czechia: "CZ",
  turkey: "TR",
  turkiye: "TR",
  "ivory coast": "CI",
  "cote d ivoire": "CI",
  vietnam: "VN",
  "viet nam": "VN",
  uae: "AE",
  "u a e": "AE",
  prc: "CN",
  "p r c": "CN",
  "mainland china": "CN",
  "people s republic of china": "CN",
  "hong kong sar": "HK",
  taiwan: "TW",
  macao: "MO",
  macau: "MO",
  burma: "MM",
  swaziland: "SZ",
  "cape verde": "CV",
  "east timor": "TL",
  vatican: "VA",
  palestine: "PS",
  laos: "LA",
  syria: "SY",
  iran: "IR",
  bolivia: "BO",
  venezuela: "VE",
  tanzania: "TZ",
  moldova: "MD",
  macedonia: "MK",
  "north macedonia": "MK",
  brunei: "BN",
  deutschland: "DE",
};

/**
 * Lower case, accents off, letters of every script kept ("中国", "Россия": the data's native names),
 * punctuation as spaces, one space between words. Text without a letter or digit keys as "".
 */
export const countryKey = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A resolver from what a vendor list writes for a country to its ISO 3166-1 alpha-2 code: the code
 * itself (US), the alpha-3 (USA), the English or native name of the data, or a common alias (UK, Holland,
 * South Korea), in any case, with or without accents and punctuation. Null when nothing matches.
 */
export function createCountryResolver(countries: readonly CountryNames[]): (text: string) => string | null {
  const byKey = new Map<string, string>();
  // No name may claim the empty key: a cell of separators or dashes names no country.
  const add = (text: string, code: string) => {
    const key = countryKey(text);
    if (key) byKey.set(key, code);
  };
  for (const country of countries) {
    for (const name of [country.name, country.native]) if (name) add(name, country.iso2);
  }
  const codes = new Set(countries.map((country) => country.iso2));
  for (const [alias, code] of Object.entries(aliases)) if (codes.has(code)) add(alias, code);
  for (const country of countries) {
    add(country.iso2, country.iso2);
    if (country.iso3) add(country.iso3, country.iso2);
  }
  return (text) => byKey.get(countryKey(text)) ?? null;
}
