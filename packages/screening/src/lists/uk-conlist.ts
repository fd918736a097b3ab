import type { ListEntry, NameKind, ParsedSource, PartySchema } from "../model";
import { resolveCountry, resolveCountryList } from "./countries";
import { forEachCsvRow } from "./csv";
import { dayMonthYear, spreadsheetSerial } from "./dates";
import { EntryBuilder } from "./entry-builder";
import { expectFormat } from "./source-files";
import type { SourceDefinition, SourceFiles } from "./sources";
import { cleanText, decodeText, splitNumbered } from "./text";
import { readXlsxRows } from "./xlsx";

/**
 * UK HM Treasury / OFSI Consolidated List of Financial Sanctions Targets ("ConList"), CSV or XLSX.
 * Row 1 is `Last Updated,dd/mm/yyyy`, row 2 the header (36 columns), then one row per name variant
 * of a target - and per address and date of birth: the file is a cross product, so a target with 4
 * names and 3 addresses has 12 rows. Rows sharing a Group ID are one target, not necessarily adjacent
 * (the file is sorted by name), and become one entry with id = Group ID.
 */

const TITLE = "UK OFSI Consolidated List";
const base = "https://ofsistorage.blob.core.windows.net/publishlive/2022format";

const REQUIRED = ["Name 6", "Group ID", "Group Type", "Alias Type"] as const;

function schemaOf(groupType: string): PartySchema {
  switch (groupType.trim().toLowerCase()) {
    case "individual":
      return "Person";
    case "entity":
      return "Company";
    case "ship":
      return "Vessel";
    default:
      return "Unknown";
  }
}

/** A date as the sheet holds it: dd/mm/yyyy text, or a spreadsheet serial number in an XLSX. */
function ukDate(value: string): string | undefined {
  return dayMonthYear(value) ?? spreadsheetSerial(value);
}

/** "(IMO number):7408873 (Current owners):..." -> the value after the label, up to the next label. */
function otherInformation(info: string, label: string): string | undefined {
  const start = info.indexOf(`(${label}):`);
  if (start === -1) return undefined;
  const rest = info.slice(start + label.length + 3);
  const next = rest.search(/\s\([A-Z][^()]{1,60}\):/);
  return cleanText(next === -1 ? rest : rest.slice(0, next));
}

/** The country a passport or ID detail starts with: "Tunisia number. Issued ...", "British passport". */
function detailCountry(detail: string | undefined): string | undefined {
  const words = cleanText(detail).split(" ");
  for (let count = Math.min(4, words.length); count >= 1; count--) {
    const code = resolveCountry(
      words
        .slice(0, count)
        .join(" ")
        .replace(/[.,;:]$/, ""),
    );
    if (code) return code;
  }
  return undefined;
}

/** What one row says, read once: a fixed shape keeps the per-row work cheap on 18,000+ rows. */
interface UkRow {
  groupId: string;
  name: string;
  nonLatinName: string;
  groupType: string;
  aliasType: string;
  aliasQuality: string;
  nationality: string;
  passportNumber: string;
  passportDetails: string;
  nationalIdNumber: string;
  nationalIdDetails: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  regime: string;
  listedOn: string;
  /** Raw: long, and the same on every row of a group, so it is cleaned for one row only. */
  otherInformation: string;
}

/** Column positions by header name (-1 when a column is absent). */
function columnReader(header: string[]) {
  const at = (name: string) => header.indexOf(name);
  const p = {
    names: ["Name 1", "Name 2", "Name 3", "Name 4", "Name 5", "Name 6"].map(at),
    street: ["Address 1", "Address 2", "Address 3", "Address 4", "Address 5"].map(at),
    nonLatinName: at("Name Non-Latin Script"),
    groupId: at("Group ID"),
    groupType: at("Group Type"),
    aliasType: at("Alias Type"),
    aliasQuality: at("Alias Quality"),
    nationality: at("Nationality"),
    passportNumber: at("Passport Number"),
    passportDetails: at("Passport Details"),
    nationalIdNumber: at("National Identification Number"),
    nationalIdDetails: at("National Identification Details"),
    city: at("Address 6"),
    postalCode: at("Post/Zip Code"),
    country: at("Country"),
    regime: at("Regime"),
    listedOn: at("Listed On"),
    otherInformation: at("Other Information"),
  };
  return (cells: string[]): UkRow => ({
    groupId: cell(cells, p.groupId),
    name: joinCells(cells, p.names, " "),
    nonLatinName: cell(cells, p.nonLatinName),
    groupType: cell(cells, p.groupType),
    aliasType: cell(cells, p.aliasType),
    aliasQuality: cell(cells, p.aliasQuality),
    nationality: cell(cells, p.nationality),
    passportNumber: cell(cells, p.passportNumber),
    passportDetails: cell(cells, p.passportDetails),
    nationalIdNumber: cell(cells, p.nationalIdNumber),
    nationalIdDetails: cell(cells, p.nationalIdDetails),
    // Address 6 is, in practice, the town (Damascus, ALMATY...): kept as the city.
    street: joinCells(cells, p.street, ", "),
    city: cell(cells, p.city),
    postalCode: cell(cells, p.postalCode),
    country: cell(cells, p.country),
    regime: cell(cells, p.regime),
    listedOn: cell(cells, p.listedOn),
    otherInformation: p.otherInformation === -1 ? "" : (cells[p.otherInformation] ?? ""),
  });
}

function cell(cells: string[], index: number): string {
  return index === -1 ? "" : cleanText(cells[index]);
}

/** The non-empty cells at these positions, joined. */
function joinCells(cells: string[], indexes: number[], separator: string): string {
  let out = "";
  for (const index of indexes) {
    const part = cell(cells, index);
    if (part) out = out ? out + separator + part : part;
  }
  return out;
}

function applyRow(builder: EntryBuilder, row: UkRow): void {
  for (const country of resolveCountryList(row.nationality)) builder.country(country);
  builder.address({
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: resolveCountryList(row.country)[0],
    countryName: row.country,
  });

  const passportDetails = splitNumbered(row.passportDetails);
  splitNumbered(row.passportNumber).forEach((number, i) => {
    builder.identifier("PASSPORT", number, detailCountry(passportDetails[i]));
  });
  const nationalIdDetails = splitNumbered(row.nationalIdDetails);
  splitNumbered(row.nationalIdNumber).forEach((number, i) => {
    builder.identifier("NATIONAL_ID", number, detailCountry(nationalIdDetails[i]));
  });

  for (const regime of splitNumbered(row.regime)) builder.program(regime);
  builder.listed(ukDate(row.listedOn));
}

/** Facts that only the "Other Information" free text holds: IMO number, flag, references. */
function applyOtherInformation(builder: EntryBuilder, info: string): void {
  const imo = otherInformation(info, "IMO number");
  if (imo) builder.identifier("IMO", imo);
  const flag = otherInformation(info, "Flag of ship");
  if (flag) for (const country of resolveCountryList(flag)) builder.country(country);
  const unRef = /\(UN Ref\):\s*([A-Za-z]{2,3}[ie]\.\d+)/.exec(info);
  if (unRef?.[1]) builder.identifier("UN_REFERENCE", unRef[1]);
  const ukRef = /\(UK Sanctions List Ref\):\s*([A-Z]{2,4}\d{3,5})/.exec(info);
  if (ukRef?.[1]) builder.identifier("UK_REFERENCE", ukRef[1]);
  const businessReg = otherInformation(info, "Business Reg No");
  for (const part of businessReg ? splitNumbered(businessReg) : []) {
    // "Russia INN - 7805060301", "1137711000074 (Russia)", "BR: 69987857": the numbers, and a country
    // when one is named.
    const numbers = part.match(/[A-Z0-9][A-Z0-9/-]*\d{4,}[A-Z0-9/-]*/g) ?? [];
    const named = /\(([^()]+)\)/.exec(part)?.[1];
    const country = (named && resolveCountry(named)) || detailCountry(part);
    for (const number of numbers) builder.identifier("REGISTRATION", number, country);
  }
}

function aliasKind(aliasType: string, quality: string): NameKind {
  if (/low/i.test(quality)) return "weak";
  return /^fka$/i.test(aliasType) ? "fka" : "aka";
}

/** Feeds rows, in order, to a callback: a CSV is streamed, an XLSX sheet is read whole. */
export type RowSource = (onRow: (cells: string[], index: number) => void) => void;

/** One target being read: its rows go straight into the builder; the primary name is chosen at the end. */
interface Group {
  builder: EntryBuilder;
  rows: number;
  /** 0 "Primary name", 1 "Primary name variation", 2 any other name, 3 none yet. */
  primaryRank: number;
  primary?: UkRow;
}

function primaryRank(row: UkRow): number {
  if (!row.name) return 3;
  const type = row.aliasType.toLowerCase();
  return type === "primary name" ? 0 : type === "primary name variation" ? 1 : 2;
}

export function parseUkRows(eachRow: RowSource, role: string): ParsedSource {
  const warnings: string[] = [];
  let publishedAt: string | undefined;
  let readRow: ((cells: string[]) => UkRow) | undefined;
  // Rows of one target are scattered (the file is sorted by name): each is folded into its group's
  // builder as it comes, so no row outlives its own turn.
  const groups = new Map<string, Group>();

  eachRow((cells, index) => {
    if (!readRow) {
      // OFSI's files open with a `Last Updated,dd/mm/yyyy` row above the header; a bare header is
      // accepted too.
      if (index === 0 && (cells[0] ?? "").trim() === "Last Updated") {
        publishedAt = ukDate(cleanText(cells[1]));
        return;
      }
      const header = cells.map((name) => name.trim());
      expectFormat(header.includes("Group ID"), TITLE, role, cells.join(","));
      const missing = REQUIRED.filter((name) => !header.includes(name));
      if (missing.length > 0) throw new Error(`${TITLE}: the ${role} header lacks ${missing.join(", ")}`);
      readRow = columnReader(header);
      return;
    }
    const row = readRow(cells);
    if (!row.groupId) {
      if (cells.some((cell) => cell.trim())) warnings.push(`row ${index + 1}: no Group ID; skipped`);
      return;
    }
    let group = groups.get(row.groupId);
    if (!group) {
      const builder = new EntryBuilder({
        list: "ukConsolidatedSanctionsList",
        id: row.groupId,
        source: "uk",
        schema: "Unknown",
        name: "",
      });
      group = { builder, rows: 0, primaryRank: 3 };
      groups.set(row.groupId, group);
    }
    group.rows++;
    const rank = primaryRank(row);
    if (rank < group.primaryRank) {
      group.primaryRank = rank;
      group.primary = row;
    }
    // Every name goes in as an alias; the primary one is taken out again when it is known. A second
    // distinct "Primary name" is published as a name of equal standing: it stays an alias.
    group.builder.alias(row.name, aliasKind(row.aliasType, row.aliasQuality));
    group.builder.alias(row.nonLatinName, "original");
    applyRow(group.builder, row);
  });
  if (!readRow) throw new Error(`${TITLE}: the ${role} file has no header row`);

  const entries: ListEntry[] = [];
  for (const [groupId, { builder, rows, primary }] of groups) {
    if (!primary?.name) {
      warnings.push(`Group ID ${groupId}: no name in any of its ${rows} row(s); skipped`);
      continue;
    }
    builder.rename(primary.name);
    builder.schema = schemaOf(primary.groupType);
    const info = cleanText(primary.otherInformation);
    applyOtherInformation(builder, info);
    builder.remarks = info;
    entries.push(builder.build());
  }
  return { source: "uk", publishedAt, entries, warnings };
}

function parseUk(files: SourceFiles): ParsedSource {
  const csv = files.csv;
  if (csv) return parseUkRows((onRow) => forEachCsvRow(decodeText(csv), onRow), "csv");
  const xlsx = files.xlsx;
  if (xlsx) {
    return parseUkRows((onRow) => {
      readXlsxRows(xlsx).forEach(onRow);
    }, "xlsx");
  }
  throw new Error(
    `${TITLE}: needs a "csv" or an "xlsx" file (files given: ${Object.keys(files).join(", ") || "none"})`,
  );
}

export const ukConListSource: SourceDefinition = {
  id: "uk",
  title: TITLE,
  publisher: "HM Treasury, Office of Financial Sanctions Implementation (OFSI)",
  lists: ["ukConsolidatedSanctionsList"],
  files: [
    { role: "csv", url: `${base}/ConList.csv` },
    { role: "xlsx", url: `${base}/ConList.xlsx`, alternativeTo: "csv" },
  ],
  parse: parseUk,
};
