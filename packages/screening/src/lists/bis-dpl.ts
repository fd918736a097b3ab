import { createHash } from "node:crypto";
import type { ListEntry, ParsedSource } from "../model";
import { resolveCountry } from "./countries";
import { parseCsv } from "./csv";
import { monthDayYear } from "./dates";
import { EntryBuilder } from "./entry-builder";
import { expectFormat, requireFile } from "./source-files";
import type { SourceDefinition, SourceFiles } from "./sources";
import { cleanText, decodeText } from "./text";

/**
 * BIS Denied Persons List: tab-delimited, every field quoted, one row per name and address (a party
 * with two addresses or an alias has several rows; nothing in the file ties them together).
 * Columns: Name, Street_Address, City, State, Country, Postal_Code, Effective_Date (mm/dd/yyyy),
 * Expiration_Date, Standard_Order, Last_Update, Action, FR_Citation.
 */

const TITLE = "BIS Denied Persons List";

/** US states, DC and territories: a row with one of these and no country is a US address. */
const usStates = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH " +
    "OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"
  ).split(" "),
);

const normalise = (value: string) => cleanText(value).toUpperCase();

/**
 * The DPL publishes no identifier, so one is derived from what identifies a row: name, street, city
 * and effective date, normalised (case and spacing) and hashed. The same row keeps the same id from
 * one publication to the next, which lets a dismissed match stay dismissed; a row whose identifying
 * fields change becomes a new entry, which is what it is for screening purposes. 12 hex characters
 * (48 bits) keep collisions out of reach for a list of a few hundred rows.
 */
export function dplId(name: string, street: string, city: string, effectiveDate: string): string {
  const key = [name, street, city, effectiveDate].map(normalise).join("|");
  return `dpl-${createHash("sha256").update(key).digest("hex").slice(0, 12)}`;
}

function parseDpl(files: SourceFiles): ParsedSource {
  const text = decodeText(requireFile(files, "dpl", TITLE));
  expectFormat(/^"?Name"?\t"?Street_Address"?/.test(text), TITLE, "dpl", text);
  const rows = parseCsv(text, { delimiter: "\t" });
  const header = rows[0] ?? [];
  const column = new Map(header.map((name, index) => [name.trim(), index]));
  const warnings: string[] = [];
  const entries: ListEntry[] = [];
  const seen = new Map<string, number>();

  for (let index = 1; index < rows.length; index++) {
    const row = rows[index]!;
    const at = (name: string) => cleanText(row[column.get(name) ?? -1]);
    const line = index + 1;
    const name = at("Name");
    if (!name) {
      warnings.push(`line ${line}: no name; skipped`);
      continue;
    }
    const street = at("Street_Address");
    const city = at("City");
    const effective = at("Effective_Date");
    const id = dplId(name, street, city, effective);
    const first = seen.get(id);
    if (first !== undefined) {
      warnings.push(
        `line ${line}: repeats line ${first} (same name, street, city and effective date); dropped`,
      );
      continue;
    }
    seen.set(id, line);

    const state = at("State");
    const countryName = at("Country");
    const country = countryName
      ? resolveCountry(countryName)
      : usStates.has(state.toUpperCase())
        ? "US"
        : undefined;
    // The DPL names persons and companies alike without saying which.
    const builder = new EntryBuilder({
      list: "deniedPersons",
      id,
      source: "bis_dpl",
      schema: "Unknown",
      name,
    });
    builder.address({ street, city, region: state, postalCode: at("Postal_Code"), country, countryName });
    builder.listed(monthDayYear(effective));
    builder.remarks = [at("Action"), at("FR_Citation")].filter(Boolean).join("; ");
    entries.push(builder.build());
  }
  return { source: "bis_dpl", entries, warnings };
}

export const bisDplSource: SourceDefinition = {
  id: "bis_dpl",
  title: TITLE,
  publisher: "U.S. Department of Commerce, Bureau of Industry and Security",
  lists: ["deniedPersons"],
  files: [{ role: "dpl", url: "https://www.bis.doc.gov/dpl/dpl.txt" }],
  parse: parseDpl,
};
