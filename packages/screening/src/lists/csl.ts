import type { SanctionListKey } from "@tierline/contracts";
import type { ListEntry, ParsedSource, PartySchema } from "../model";
import { resolveCountry } from "./countries";
import { forEachCsvRow } from "./csv";
import { isoDate } from "./dates";
import { EntryBuilder } from "./entry-builder";
import { knownIdentifierType } from "./identifiers";
import { expectFormat } from "./source-files";
import type { SourceDefinition, SourceFiles } from "./sources";
import { cleanText, decodeText, splitList } from "./text";

/**
 * trade.gov Consolidated Screening List: thirteen export-control and sanctions lists of Commerce,
 * State and the Treasury in one file, published as CSV and as JSON (either suffices; CSV wins when
 * both are given). The list of each row is named by the abbreviation in parentheses in `source`
 * ("Entity List (EL) - Bureau of Industry and Security").
 */

const TITLE = "trade.gov CSL";
const base = "https://data.trade.gov/downloadable_consolidated_screening_list/v1";

/** CSL source abbreviation -> list key. NS-MBS has no key of its own: see `nonSdnLists`. */
const listByAbbreviation: Readonly<Record<string, SanctionListKey>> = {
  SDN: "SDNs",
  EL: "bisEntities",
  DPL: "deniedPersons",
  UVL: "unverifiedCSL",
  MEU: "militaryEndUsers",
  ISN: "nonproliferationSanctions",
  DTC: "itarDebarred",
  FSE: "foreignSanctionsEvaders",
  PLC: "palestinianLegislativeCouncil",
  SSI: "sectoralSanctions",
  CMIC: "nonSDNChineseMilitaryIndustrialComplex",
  CAP: "captaList",
  "NS-MBS": "sectoralSanctions",
};

/** "Non-SDN Menu-Based Sanctions List (NS-MBS List) - Treasury Department" -> sectoralSanctions. */
export function cslListKey(source: string): SanctionListKey | undefined {
  const direct = listByAbbreviation[source.trim().toUpperCase()];
  if (direct) return direct;
  for (const match of source.matchAll(/\(([^()]+)\)/g)) {
    const abbreviation = (match[1] ?? "")
      .replace(/\s+List$/i, "")
      .trim()
      .toUpperCase();
    const key = listByAbbreviation[abbreviation];
    if (key) return key;
  }
  return undefined;
}

function schemaOf(type: string): PartySchema {
  switch (type.trim().toLowerCase()) {
    case "individual":
      return "Person";
    case "entity":
      return "Company";
    case "vessel":
      return "Vessel";
    case "aircraft":
      return "Aircraft";
    default:
      return "Unknown";
  }
}

/** One CSL record, whichever file it came from, with its multi-valued fields already split. */
interface CslRecord {
  rowId: string;
  source: string;
  entityNumber: string;
  type: string;
  programs: string[];
  name: string;
  addresses: { street?: string; city?: string; region?: string; postalCode?: string; country?: string }[];
  startDate: string;
  callSign: string;
  vesselFlag: string;
  remarks: string;
  altNames: string[];
  citizenships: string[];
  nationalities: string[];
  ids: { type: string; number: string; country?: string }[];
}

const CSV_COLUMNS = [
  "_id",
  "source",
  "entity_number",
  "type",
  "programs",
  "name",
  "title",
  "addresses",
  "federal_register_notice",
  "start_date",
  "end_date",
  "standard_order",
  "license_requirement",
  "license_policy",
  "call_sign",
  "vessel_type",
  "gross_tonnage",
  "gross_registered_tonnage",
  "vessel_flag",
  "vessel_owner",
  "remarks",
  "source_list_url",
  "alt_names",
  "citizenships",
  "dates_of_birth",
  "nationalities",
  "places_of_birth",
  "source_information_url",
  "ids",
] as const;

/**
 * A CSV address is one string, "street, city, region, postal code, CC", with the ISO country code
 * last; the parts in between cannot be told apart reliably, so they stay together as the street.
 */
function csvAddress(text: string): CslRecord["addresses"][number] {
  const parts = text.split(",").map((part) => part.trim());
  const last = parts[parts.length - 1] ?? "";
  if (parts.length >= 1 && /^[A-Z]{2}$/.test(last)) {
    const street = parts.slice(0, -1).join(", ");
    return street ? { street, country: last } : { country: last };
  }
  return { street: text };
}

/**
 * "Registration ID, 1027739609391, RU" -> type, number, country. The CSV writes each id as type,
 * number, ISO country, issue date, expiry date, leaving out the empty ones: the part after the number
 * is the country only when it is a two-letter code ("C.U.R.P., AIMM67125HCHRRG06, MX, 1968").
 */
function csvIdentifier(text: string): CslRecord["ids"][number] {
  const [type = "", number = "", third = ""] = text.split(", ");
  return /^[A-Z]{2}$/.test(third) ? { type, number, country: third } : { type, number };
}

function readCsvRecords(bytes: Uint8Array, warnings: string[]): { records: CslRecord[]; truncated: boolean } {
  const text = decodeText(bytes);
  expectFormat(/^"?_id"?,"?source"?,"?entity_number"?,/.test(text), TITLE, "csv", text);
  let header: string[] = [];
  let column = new Map<string, number>();
  const at = (row: string[], name: (typeof CSV_COLUMNS)[number]) => row[column.get(name) ?? -1] ?? "";
  const records: CslRecord[] = [];
  let truncated = false;
  // The last record is only known to be the last once the file ends: hold one back.
  let pending: { row: string[]; index: number } | undefined;
  const accept = ({ row, index }: { row: string[]; index: number }, last: boolean, cutOff = false) => {
    if (row[0] === "_id" && row[1] === "source") return; // the header, repeated on line 2
    if (row.length !== header.length || cutOff) {
      const where = `csv record ${index + 1}${last ? " (the last)" : ""}`;
      const what = `${row.length} of ${header.length} fields${cutOff ? ", cut off inside a quoted field" : ""}`;
      warnings.push(`${where}: ${what}; truncated row dropped`);
      // A short last row is the file cut off; a short row inside it is one bad row.
      if (last) truncated = true;
      return;
    }
    records.push({
      rowId: at(row, "_id"),
      source: at(row, "source"),
      entityNumber: at(row, "entity_number"),
      type: at(row, "type"),
      programs: splitList(at(row, "programs")),
      name: at(row, "name"),
      addresses: splitList(at(row, "addresses")).map(csvAddress),
      startDate: at(row, "start_date"),
      callSign: at(row, "call_sign"),
      vesselFlag: at(row, "vessel_flag"),
      remarks: at(row, "remarks"),
      altNames: splitList(at(row, "alt_names")),
      citizenships: splitList(at(row, "citizenships")),
      nationalities: splitList(at(row, "nationalities")),
      ids: splitList(at(row, "ids")).map(csvIdentifier),
    });
  };
  const complete = forEachCsvRow(text, (row, index) => {
    if (index === 0) {
      header = row;
      column = new Map(header.map((name, i) => [name, i]));
      const missing = ["_id", "source", "name"].filter((name) => !column.has(name));
      if (missing.length > 0) throw new Error(`${TITLE}: the csv header lacks ${missing.join(", ")}`);
      return;
    }
    if (pending) accept(pending, false);
    pending = { row, index };
  });
  // A download cut off inside the last field can still have all its fields: the open quote says so.
  if (pending) accept(pending, true, !complete);
  return { records, truncated };
}

type Json = Record<string, unknown>;

const str = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : String(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((v) => v.trim()) : splitList(str(value));
const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => !!v && typeof v === "object") : [];

function readJsonRecords(bytes: Uint8Array): CslRecord[] {
  const text = decodeText(bytes);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    document = undefined;
  }
  const results = (document as Json | undefined)?.results;
  expectFormat(Array.isArray(results), TITLE, "json", text);
  return objects(results).map((result) => ({
    rowId: str(result.id ?? result._id),
    source: str(result.source),
    entityNumber: str(result.entity_number),
    type: str(result.type),
    programs: strings(result.programs),
    name: str(result.name),
    addresses: objects(result.addresses).map((a) => ({
      street: str(a.address),
      city: str(a.city),
      region: str(a.state),
      postalCode: str(a.postal_code),
      country: str(a.country),
    })),
    startDate: str(result.start_date),
    callSign: str(result.call_sign),
    vesselFlag: str(result.vessel_flag),
    remarks: str(result.remarks),
    altNames: strings(result.alt_names),
    citizenships: strings(result.citizenships),
    nationalities: strings(result.nationalities),
    ids: objects(result.ids).map((id) => ({
      type: str(id.type),
      number: str(id.number),
      country: str(id.country) || undefined,
    })),
  }));
}

function parseCsl(files: SourceFiles): ParsedSource {
  const warnings: string[] = [];
  let records: CslRecord[];
  let truncated = false;
  if (files.csv) ({ records, truncated } = readCsvRecords(files.csv, warnings));
  else if (files.json) records = readJsonRecords(files.json);
  else
    throw new Error(
      `${TITLE}: needs a "csv" or a "json" file (files given: ${Object.keys(files).join(", ") || "none"})`,
    );

  const builders = new Map<string, EntryBuilder>();
  const unknownSources = new Map<string, number>();
  let merged = 0;
  records.forEach((record, index) => {
    const list = cslListKey(record.source);
    if (!list) {
      unknownSources.set(record.source, (unknownSources.get(record.source) ?? 0) + 1);
      return;
    }
    const id = cleanText(record.entityNumber) || cleanText(record.rowId);
    const name = cleanText(record.name);
    if (!id || !name) {
      warnings.push(`record ${index + 1}: no ${id ? "name" : "id"}; skipped`);
      return;
    }
    const builder = new EntryBuilder({ list, id, source: "csl", schema: schemaOf(record.type), name });
    for (const program of record.programs) builder.program(program);
    for (const alt of record.altNames) builder.alias(alt, "aka");
    for (const address of record.addresses) {
      const country = address.country ? resolveCountry(address.country) : undefined;
      builder.address({ ...address, country, countryName: address.country });
    }
    for (const country of [...record.citizenships, ...record.nationalities]) builder.countryNamed(country);
    builder.countryNamed(record.vesselFlag);
    if (record.callSign.trim()) builder.identifier("Call Sign", record.callSign);
    for (const id of record.ids) {
      if (/^Nationality (?:of Registration|Country)/i.test(id.type)) {
        builder.countryNamed(id.number);
        continue;
      }
      // The CSL `ids` also carry websites, genders, dates and directive notes: keep the identifiers.
      if (!knownIdentifierType(id.type)) continue;
      builder.identifier(id.type, id.number, id.country ? resolveCountry(id.country) : undefined);
    }
    builder.listed(isoDate(record.startDate));
    builder.remarks = record.remarks;

    // A party on two lists that share a key (SSI and NS-MBS) is one entry of that key.
    const key = `${list}\u0000${id}`;
    const existing = builders.get(key);
    if (existing) {
      existing.merge(builder.build());
      merged++;
    } else {
      builders.set(key, builder);
    }
  });

  for (const [source, count] of unknownSources) {
    warnings.push(`${count} record(s) of unknown source "${source}" skipped`);
  }
  if (merged > 0) {
    warnings.push(
      `${merged} record(s) repeated a party already read for the same list key and id; merged into it`,
    );
  }
  const entries: ListEntry[] = [...builders.values()].map((builder) => builder.build());
  return { source: "csl", entries, warnings, ...(truncated ? { truncated } : {}) };
}

export const cslSource: SourceDefinition = {
  id: "csl",
  title: "Consolidated Screening List",
  publisher: "U.S. Department of Commerce, International Trade Administration (trade.gov)",
  lists: [...new Set(Object.values(listByAbbreviation))],
  files: [
    { role: "csv", url: `${base}/consolidated.csv` },
    { role: "json", url: `${base}/consolidated.json`, alternativeTo: "csv" },
  ],
  parse: parseCsl,
};
