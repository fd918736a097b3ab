import type { SanctionListKey } from "@tierline/contracts";
import type { ListEntry, NameKind, ParsedSource, PartySchema, SourceId } from "../model";
import { resolveCountry } from "./countries";
import { forEachCsvRow } from "./csv";
import { EntryBuilder } from "./entry-builder";
import { applyOfacRemarks } from "./ofac-remarks";
import { expectFormat, requireFile } from "./source-files";
import type { SourceFiles } from "./sources";
import { decodeText } from "./text";

/**
 * Reader for OFAC's "legacy" CSV sets, shared by the SDN list (sdn/alt/add/sdn_comments.csv) and the
 * non-SDN Consolidated list (cons_prim/cons_alt/cons_add/cons_comments.csv), which have the same
 * layout: no header row, `-0- ` for an empty field, rows of the side files joined to the main file by
 * ent_num. Layouts (OFAC "Data Formats & Data Schemas"):
 *   main:     ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT,
 *             Vess_flag, Vess_owner, Remarks
 *   alt:      ent_num, alt_num, alt_type, alt_name, alt_remarks
 *   add:      ent_num, add_num, address, City/State/Province/Postal Code, Country, add_remarks
 *   comments: ent_num, continuation of Remarks (the main file cuts Remarks at 1,000 characters; the
 *             rest is appended as is, often mid-word)
 */

export interface OfacLegacyRoles {
  main: string;
  alt: string;
  add: string;
  comments: string;
}

/** What the list-key decision can look at: the published programs and remarks of one record. */
export interface OfacRecord {
  entNum: string;
  name: string;
  programs: string[];
  remarks: string;
}

export interface OfacLegacyOptions {
  source: SourceId;
  title: string;
  roles: OfacLegacyRoles;
  /** The list keys one record belongs to; one entry is produced per key. */
  listsFor(record: OfacRecord): SanctionListKey[];
}

const MAIN_COLUMNS = 12;

/** OFAC's empty-field marker is "-0-" followed by a space. */
function field(row: string[], index: number): string {
  const raw = row[index];
  if (raw === undefined || raw === "-0- ") return "";
  const value = raw.trim();
  return value === "-0-" ? "" : value;
}

function schemaOf(sdnType: string): PartySchema {
  switch (sdnType.toLowerCase()) {
    case "individual":
      return "Person";
    case "vessel":
      return "Vessel";
    case "aircraft":
      return "Aircraft";
    case "":
      return "Company";
    default:
      return "Unknown";
  }
}

/** "SDGT] [IRGC" (the outer brackets are dropped by OFAC's export) -> ["SDGT", "IRGC"]. */
export function splitPrograms(program: string): string[] {
  const programs: string[] = [];
  for (const part of program.split("] [")) {
    const cleaned = part.replace(/^\s*\[|\]\s*$/g, "").trim();
    if (cleaned) programs.push(cleaned);
  }
  return programs;
}

function aliasKind(altType: string, altRemarks: string): NameKind {
  if (/\bweak\b/i.test(altRemarks)) return "weak";
  const type = altType.toLowerCase().replace(/[^a-z]/g, "");
  return type === "fka" || type === "nka" ? type : "aka";
}

/** Streams the rows of a side file (nothing when an optional file is absent). */
function eachRow(
  files: SourceFiles,
  role: string,
  title: string,
  onRow: (row: string[]) => void,
  optional = false,
) {
  const bytes = optional ? files[role] : requireFile(files, role, title);
  if (bytes) forEachCsvRow(decodeText(bytes), onRow);
}

/** One summary warning for side-file rows whose ent_num is not in the main file. */
function orphanWarning(role: string, mainRole: string, orphans: string[]): string | undefined {
  if (orphans.length === 0) return undefined;
  const distinct = [...new Set(orphans)];
  const sample = distinct.slice(0, 5).join(", ");
  return `${role}: ${orphans.length} row(s) for ${distinct.length} ent_num(s) not in ${mainRole} skipped (e.g. ${sample})`;
}

export function parseOfacLegacy(files: SourceFiles, options: OfacLegacyOptions): ParsedSource {
  const { roles, title, source } = options;
  const warnings: string[] = [];
  const mainText = decodeText(requireFile(files, roles.main, title));
  expectFormat(/^\s*\d+,/.test(mainText), title, roles.main, mainText);

  // Remarks continuations first: they complete the remarks read from the main file.
  const comments = new Map<string, string>();
  eachRow(
    files,
    roles.comments,
    title,
    (row) => {
      const entNum = field(row, 0);
      if (entNum) comments.set(entNum, (comments.get(entNum) ?? "") + (row[1] ?? ""));
    },
    true,
  );

  const builders = new Map<string, { builder: EntryBuilder; lists: SanctionListKey[] }>();
  forEachCsvRow(mainText, (row, index) => {
    const entNum = field(row, 0);
    if (row.length < MAIN_COLUMNS || !/^\d+$/.test(entNum)) {
      warnings.push(
        `${roles.main} record ${index + 1}: ${row.length} field(s), expected ${MAIN_COLUMNS}; skipped`,
      );
      return;
    }
    if (builders.has(entNum)) {
      warnings.push(`${roles.main} record ${index + 1}: ent_num ${entNum} repeated; skipped`);
      return;
    }
    const name = field(row, 1);
    if (!name) {
      warnings.push(`${roles.main} record ${index + 1}: ent_num ${entNum} has no name; skipped`);
      return;
    }
    const remarks = field(row, 11) + (comments.get(entNum) ?? "");
    const programs = splitPrograms(field(row, 3));
    const lists = options.listsFor({ entNum, name, programs, remarks });
    const builder = new EntryBuilder({
      list: lists[0] ?? "SDNs",
      id: entNum,
      source,
      schema: schemaOf(field(row, 2)),
      name,
    });
    for (const program of programs) builder.program(program);
    const callSign = field(row, 5);
    if (callSign) builder.identifier("Call Sign", callSign);
    builder.countryNamed(field(row, 9));
    builder.remarks = remarks;
    applyOfacRemarks(builder, remarks);
    builders.set(entNum, { builder, lists });
  });
  const commentOrphans = [...comments.keys()].filter((entNum) => !builders.has(entNum));

  const altOrphans: string[] = [];
  eachRow(files, roles.alt, title, (row) => {
    const entNum = field(row, 0);
    const target = builders.get(entNum)?.builder;
    if (!target) {
      if (entNum) altOrphans.push(entNum);
      return;
    }
    target.alias(field(row, 3), aliasKind(field(row, 2), field(row, 4)));
  });

  const addOrphans: string[] = [];
  eachRow(files, roles.add, title, (row) => {
    const entNum = field(row, 0);
    const target = builders.get(entNum)?.builder;
    if (!target) {
      if (entNum) addOrphans.push(entNum);
      return;
    }
    const countryName = field(row, 4);
    // OFAC publishes "City/State/Province/Postal Code" as one field ("London EC3N 1DY"); it cannot be
    // split reliably, so it is kept whole as the city.
    target.address({
      street: field(row, 2),
      city: field(row, 3),
      country: countryName ? resolveCountry(countryName) : undefined,
      countryName,
    });
  });

  for (const warning of [
    orphanWarning(roles.alt, roles.main, altOrphans),
    orphanWarning(roles.add, roles.main, addOrphans),
    orphanWarning(roles.comments, roles.main, commentOrphans),
  ]) {
    if (warning) warnings.push(warning);
  }

  const entries: ListEntry[] = [];
  for (const { builder, lists } of builders.values()) {
    const entry = builder.build();
    for (const list of lists) entries.push(list === entry.list ? entry : { ...entry, list });
  }
  return { source, entries, warnings };
}
