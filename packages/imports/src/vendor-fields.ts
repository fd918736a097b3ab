import { type VendorColumnMapping, type VendorImportField, vendorImportFields } from "@tierline/contracts";

/** A header as compared for suggestions: lower case, letters and digits only ("E-mail" = "email"). */
export const headerKey = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * Header names each field is suggested for, as they appear in vendor masters of ERPs (SAP, NetSuite,
 * Dynamics, QuickBooks exports) and hand-made sheets. Compared with `headerKey`, so case, spaces and
 * punctuation do not matter.
 */
const fieldHeaders: Record<VendorImportField, string[]> = {
  name: [
    "name",
    "vendor",
    "vendor name",
    "supplier",
    "supplier name",
    "company",
    "company name",
    "business name",
    "trade name",
    "brand name",
    "vendor company",
    "organisation",
    "organization",
  ],
  registered_name: [
    "registered name",
    "legal name",
    "legal entity name",
    "registered company name",
    "official name",
  ],
  country: [
    "country",
    "country code",
    "country name",
    "vendor country",
    "supplier country",
    "country of registration",
    "country/region",
    "iso country",
    "nation",
  ],
  address: ["address", "street", "street address", "address line 1", "address 1", "address1", "addr"],
  city: ["city", "town", "locality"],
  state: ["state", "province", "state/province", "state or province", "region", "county"],
  postal_code: ["postal code", "postcode", "post code", "zip", "zip code", "zipcode"],
  website: ["website", "web site", "url", "web url", "homepage", "site", "web"],
  contact_name: ["contact", "contact name", "contact person", "primary contact"],
  contact_email: ["email", "e-mail", "contact email", "email address", "contact e-mail"],
  phone: ["phone", "telephone", "phone number", "tel", "mobile", "contact phone"],
  identifier_type: ["identifier type", "id type", "identification type"],
  identifier_number: [
    "identifier",
    "identifier number",
    "identification number",
    "id number",
    "registration number",
    "company number",
  ],
  start_date: [
    "start date",
    "vendor since",
    "relationship start",
    "since",
    "start",
    "onboarded",
    "onboarding date",
  ],
};

/**
 * Suggestions of one kind of import: whether a header names one of its fields, and the mapping
 * suggested for a file's columns (each field takes the first column named like it).
 */
export function headerMatcher<F extends string>(fields: readonly F[], headers: Record<F, string[]>) {
  const fieldByHeader = new Map<string, F>();
  for (const field of fields) {
    for (const header of headers[field]) fieldByHeader.set(headerKey(header), field);
  }
  return {
    isHeader: (text: string) => fieldByHeader.has(headerKey(text)),
    suggest(columns: readonly string[]): Partial<Record<F, string>> {
      const mapping: Partial<Record<F, string>> = {};
      for (const column of columns) {
        const field = fieldByHeader.get(headerKey(column));
        if (field && !mapping[field]) mapping[field] = column;
      }
      return mapping;
    },
  };
}

const vendorHeaders = headerMatcher(vendorImportFields, fieldHeaders);

/** Whether a header names a vendor field (the header row is the one naming them). */
export const isVendorHeader = vendorHeaders.isHeader;

/** The mapping suggested for a file's columns: each field takes the first column named like it. */
export const suggestVendorMapping = (columns: readonly string[]): VendorColumnMapping =>
  vendorHeaders.suggest(columns);

/**
 * A remembered mapping (the workspace's previous upload) applied to a new file: each field keeps its
 * column where the new file has a column of that name (compared like the mapping rules compare), with
 * the new file's spelling.
 */
export function carryOverMapping<F extends string = VendorImportField>(
  remembered: Partial<Record<F, string | null>>,
  columns: readonly string[],
  fields: readonly F[] = vendorImportFields as unknown as readonly F[],
): Partial<Record<F, string | null>> {
  const byKey = new Map(columns.map((column) => [column.trim().toLowerCase(), column]));
  const mapping: Partial<Record<F, string | null>> = {};
  for (const field of fields) {
    const column = remembered[field];
    const found = column ? byKey.get(column.trim().toLowerCase()) : undefined;
    if (found) mapping[field] = found;
  }
  return mapping;
}

/**
 * What a mapping step starts with: the remembered mapping where the new file has its columns, then the
 * suggestion for the fields still free, a column serving one field only.
 */
export function startingMapping<F extends string>(
  fields: readonly F[],
  carried: Partial<Record<F, string | null>>,
  suggested: Partial<Record<F, string | null>>,
): Partial<Record<F, string>> {
  const mapping: Partial<Record<F, string>> = {};
  const used = new Set<string>();
  for (const source of [carried, suggested]) {
    for (const field of fields) {
      const column = source[field];
      if (!mapping[field] && column && !used.has(column)) {
        mapping[field] = column;
        used.add(column);
      }
    }
  }
  return mapping;
}
