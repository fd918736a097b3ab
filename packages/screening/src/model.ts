import { type SanctionListKey, type SanctionSourceId, sanctionSourceIds } from "@tierline/contracts";

/**
 * One publication we load: the unit of download, parsing, versioning and refresh. A source can feed
 * several list keys (the CSL carries thirteen), and a list key can be fed by several sources (SDN
 * entries come from OFAC's own files and again inside the CSL; see `mergeSources`). The ids live in
 * contracts, where the web reads them too.
 */
export const sourceIds = sanctionSourceIds;
export type SourceId = SanctionSourceId;

/** What kind of party an entry names. Persons and companies are scored a little differently. */
export type PartySchema = "Person" | "Company" | "Vessel" | "Aircraft" | "Unknown";

/**
 * How a name relates to its entry. `weak` is a low-quality alias (OFAC "weak aka", UK "Low quality"):
 * it is indexed but never reported as a strong match on its own. `original` is a name in its own
 * script (Arabic, Cyrillic...) as published.
 */
export type NameKind = "primary" | "aka" | "fka" | "nka" | "weak" | "original";

export interface ListName {
  name: string;
  kind: NameKind;
}

export interface ListAddress {
  /** Street lines joined with ", ". */
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2, when the published country could be resolved. */
  country?: string;
  /** The country exactly as published (kept even when resolved). */
  countryName?: string;
}

/**
 * An identifier as published. `type` is normalised to a short upper-case code where we know it
 * (LEI, IMO, DUNS, SWIFT, PASSPORT, NATIONAL_ID, TAX_ID, REGISTRATION, MMSI, CALL_SIGN, AIRCRAFT_SERIAL...);
 * otherwise the published label, upper-cased.
 */
export interface ListIdentifier {
  type: string;
  value: string;
  country?: string;
}

/** One listed party, whatever list it came from. */
export interface ListEntry {
  list: SanctionListKey;
  /** The publisher's own id: OFAC ent_num, UK Group ID, UN reference number, EU logical id... */
  id: string;
  source: SourceId;
  schema: PartySchema;
  /** The primary name, as published. */
  name: string;
  /** Every other published name of the party (aliases, former names, original-script names). */
  aliases: ListName[];
  addresses: ListAddress[];
  /** ISO alpha-2 codes from addresses, nationality, citizenship, vessel flag... deduplicated. */
  countries: string[];
  identifiers: ListIdentifier[];
  /** Sanctions programs or regimes, e.g. SDGT, RUSSIA-EO14024, "Global Human Rights". */
  programs: string[];
  /** Date first listed (ISO yyyy-mm-dd) when published. */
  listedOn?: string;
  remarks?: string;
  /**
   * Set when the entry was taken from an archived copy of its publication (the date of that copy,
   * yyyy-mm or yyyy-mm-dd) because the current file lacks it: the listing may have changed since.
   */
  archiveDate?: string;
}

/** A parsed publication: its entries plus what the parser had to skip, so nothing is dropped silently. */
export interface ParsedSource {
  source: SourceId;
  /** Publication date (ISO yyyy-mm-dd) when the file says it. */
  publishedAt?: string;
  entries: ListEntry[];
  /**
   * The file ended inside a record (a cut-off download or copy): entries after the cut are missing,
   * so a party absent from it may still be listed.
   */
  truncated?: boolean;
  /** Rows or records skipped or repaired, with the reason (e.g. "line 4229: truncated row dropped"). */
  warnings: string[];
}
