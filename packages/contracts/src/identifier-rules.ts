/**
 * The published rules of identifiers beyond their masks. Each takes a value already normalised
 * (trimmed, upper case) and already in its type's shape, and says whether the rule holds.
 */

/**
 * LEI, ISO 17442: 18 alphanumerics then 2 check digits, checked by ISO 7064 MOD 97-10 over the
 * whole code with letters as numbers (A = 10 ... Z = 35): the remainder is 1.
 */
export function leiCheckDigitsValid(lei: string): boolean {
  if (!/^[0-9A-Z]{18}[0-9]{2}$/.test(lei)) return false;
  let remainder = 0;
  for (const char of lei) {
    const value = Number.parseInt(char, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/**
 * GLN, GS1 General Specifications (check digit calculation of GTIN, GLN and the other GS1 keys):
 * digits weighted 3, 1, 3, ... from the right of the data digits; the check digit brings the sum
 * to a multiple of 10.
 */
export function gs1CheckDigitValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  const data = digits.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < data.length; index++) {
    const weight = index % 2 === 0 ? 3 : 1;
    sum += Number(data[data.length - 1 - index]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * EIN prefixes the IRS assigns, from its page "How EINs are assigned and valid EIN prefixes"
 * (irs.gov): the union of the campus, Internet and SBA prefixes. Never assigned: 00, 07-09, 17-19,
 * 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
 */
const einPrefixRanges: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

/** Whether an EIN (NN-NNNNNNN) starts with a prefix the IRS assigns. */
export function einPrefixAssigned(ein: string): boolean {
  const prefix = Number(ein.slice(0, 2));
  return einPrefixRanges.some(([from, to]) => prefix >= from && prefix <= to);
}

/**
 * Countries whose customs issue EORI numbers: the EU member states by ISO 3166 code (Greece is GR;
 * EL is its VAT prefix, not its EORI prefix), GB for the United Kingdom and XI for Northern Ireland
 * (HMRC). Delegated Regulation (EU) 2015/2446, Annex 12-01: country code a2 + national part an..15.
 */
export const eoriCountries: ReadonlySet<string> = new Set([
  ...["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU"],
  ...["IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"],
  ...["GB", "XI"],
]);

/** EORI shape: two letters then 1 to 15 letters or digits (17 characters at most). */
export function eoriShapeValid(eori: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{1,15}$/.test(eori);
}

export function eoriCountryIssues(eori: string): boolean {
  return eoriCountries.has(eori.slice(0, 2));
}

/**
 * SAM.gov Unique Entity ID, GSA "Unique Entity ID technical specifications": 12 letters or digits,
 * no letters O or I, not starting with 0, and no run of nine digits (kept apart from D-U-N-S numbers
 * and TINs). Its last character is a checksum whose algorithm is not published: shape only.
 */
export function samUeiValid(uei: string): boolean {
  return /^[1-9A-HJ-NP-Z][0-9A-HJ-NP-Z]{11}$/.test(uei) && !/\d{9}/.test(uei);
}
