/**
 * Legal-form words left off the end of a name before comparing: "Acme Inc." and "ACME, LLC" in the
 * same country are one vendor. Only trailing words go (so "Limited Brands Co" keeps "limited brands"),
 * and never the whole name ("Company" stays "company").
 */
const legalForms = new Set([
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "llc",
  "llp",
  "lp",
  "ltd",
  "limited",
  "plc",
  "pty",
  "pte",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "ohg",
  "ug",
  "se",
  "sa",
  "sas",
  "sarl",
  "sl",
  "srl",
  "spa",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "aps",
  "kk",
  "pvt",
  "private",
]);

/**
 * The name a vendor is known by when looking for duplicates: accents off, lower case, "&" as "and",
 * dots dropped (L.L.C. = LLC), other punctuation as spaces, one space between words, a leading "the"
 * and trailing legal forms off (with an "and" among them: "GmbH & Co. KG").
 */
export function normaliseVendorName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\./g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (words.length > 1 && words[0] === "the") words.shift();
  // "GmbH & Co. KG", "Smith & Co": an "and" between legal forms goes with them.
  let popped = false;
  for (;;) {
    const last = words[words.length - 1]!;
    if (words.length <= 1 || !(legalForms.has(last) || (popped && last === "and"))) break;
    words.pop();
    popped = true;
  }
  return words.join(" ");
}

/** A vendor's identity within a workspace: its normalised name and its country (ISO alpha-2). */
export const vendorDedupeKey = (name: string, country: string) => `${country}:${normaliseVendorName(name)}`;
