import { resolveCountry } from "./countries";
import type { EntryBuilder } from "./entry-builder";
import { identifierLabelAt } from "./identifiers";

/**
 * OFAC's legacy files put everything that has no column of its own into the free-text Remarks field,
 * as "; "-separated items: identifiers ("Passport A1234 (Iran)", "Vessel Registration Identification
 * IMO 9187629", "Legal Entity Number 549300..."), nationalities ("nationality Iran", "citizen Syria"),
 * and OFAC's *weak* aliases, which the legacy format leaves out of alt.csv and writes here as
 * "a.k.a. 'BNC'" (alt.csv's alt_remarks column is empty in every published file we have seen).
 * Items that are none of these (DOB, "Linked To:", websites, e-mail) stay in `remarks` only.
 */

const weakAlias = /^[afn]\.k\.a\.,?\s+['‘’"](.+)['‘’"]$/;
const countryItem = /^(?:nationality|citizen|nationality of registration|other vessel flag)\s+(.+)$/i;
const validityTail = /[\s,]+(?:issued|expires|expired|expiring)\b.*$/i;

export function applyOfacRemarks(builder: EntryBuilder, remarks: string): void {
  for (const raw of remarks.split(";")) {
    const item = tidyItem(raw);
    if (!item) continue;

    const alias = weakAlias.exec(item);
    if (alias) {
      builder.alias(alias[1], "weak");
      continue;
    }

    const country = countryItem.exec(item);
    if (country) {
      builder.countryNamed(country[1]);
      continue;
    }

    const label = identifierLabelAt(item);
    if (label) applyIdentifier(builder, label, item.slice(label.length + 1));
  }
}

/** " alt. Passport X." -> "Passport X" (without a regex: there are ~150,000 items in the SDN list). */
function tidyItem(raw: string): string {
  let item = raw.trim();
  if ((item.startsWith("alt. ") || item.startsWith("Alt. ")) && item.length > 5)
    item = item.slice(5).trimStart();
  return item.endsWith(".") ? item.slice(0, -1) : item;
}

/** "A1234 (Iran) issued 2001 expires 2006" -> value A1234, country IR. */
function applyIdentifier(builder: EntryBuilder, label: string, rest: string): void {
  let value = rest.replace(validityTail, "").trim();
  let country: string | undefined;
  const trailing = /\s*\(([^()]+)\)$/.exec(value);
  if (trailing?.[1]) {
    country = resolveCountry(trailing[1]);
    if (country) value = value.slice(0, trailing.index).trim();
  }
  // "0310857, Eritrea, Issue Date ..." (a few old entries): the country follows a comma.
  const comma = value.indexOf(", ");
  if (comma > 0) {
    country ??= resolveCountry(value.slice(comma + 2).split(",")[0] ?? "");
    value = value.slice(0, comma);
  }
  builder.identifier(label, value.replace(/[,:]$/, ""), country);
}
