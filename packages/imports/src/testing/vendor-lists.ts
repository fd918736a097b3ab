/**
 * Generates large vendor lists for the benchmark and the import tests: `rows` vendors with the mess real lists have, the same on
 * every run (seeded). About 3% without a country, 1% with one nobody knows, 6% repeating an earlier
 * vendor (another case, spacing or legal form), dates in the spec's formats (and spreadsheet dates in
 * the xlsx), 1% of them wrong, stray spaces around a fifth of the cells, some bad e-mails and websites.
 */

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import ExcelJS from "exceljs";

export const vendorListHeader = [
  "Supplier Name",
  "Country",
  "Address",
  "City",
  "Postal Code",
  "Website",
  "E-mail",
  "Phone",
  "Vendor Since",
];

const syllables = [
  "ac",
  "me",
  "tor",
  "vex",
  "lan",
  "dor",
  "qui",
  "sel",
  "ma",
  "ri",
  "no",
  "bel",
  "stra",
  "gon",
  "phi",
  "ter",
  "ka",
  "zu",
];
const words = [
  "Industries",
  "Logistics",
  "Textiles",
  "Metals",
  "Foods",
  "Trading",
  "Electronics",
  "Plastics",
  "Components",
  "Supply",
];
const forms = ["Inc", "Inc.", "LLC", "Ltd", "GmbH", "S.A.", "Co.", "Corp", "", "", ""];
const countries = [
  "US",
  "United States",
  "USA",
  "DE",
  "Germany",
  "deutschland",
  "GB",
  "United Kingdom",
  "UK",
  "FR",
  "France",
  "CN",
  "China",
  "IN",
  "India",
  "CA",
  "Canada",
  "MX",
  "Mexico",
  "VN",
  "Viet Nam",
  "JP",
  "Japan",
  "ITA",
  "Italy",
];
const cities = [
  "Springfield",
  "München",
  "Lyon",
  "Shenzhen",
  "Pune",
  "Toronto",
  "Monterrey",
  "Hanoi",
  "Osaka",
  "Milano",
];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A seeded generator (xorshift32): the same list on every run and machine (bench/vendor-screening's vendors too). */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return { next, int: (below: number) => Math.floor(next() * below) };
}

const pad = (n: number) => String(n).padStart(2, "0");

export function* vendorRows(rows: number, seed = 20261124): Generator<(string | Date | null)[]> {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[random.int(items.length)] as T;
  const names: string[] = [];
  const messy = (text: string) => (random.next() < 0.2 ? `  ${text} ` : text);
  for (let i = 0; i < rows; i++) {
    let name: string;
    let country: string | null;
    if (names.length > 0 && random.next() < 0.06) {
      // The same vendor again: another case, spacing or legal form.
      const earlier = pick(names).split("|");
      name =
        random.next() < 0.5
          ? earlier[0]!.toUpperCase()
          : `${earlier[0]!.replace(/ (Inc\.?|LLC|Ltd|GmbH|S\.A\.|Co\.|Corp)$/, "")} Ltd`;
      country = earlier[1]!;
    } else {
      const stem = Array.from({ length: 2 + random.int(2) }, () => pick(syllables)).join("");
      name =
        `${stem[0]!.toUpperCase()}${stem.slice(1)} ${pick(words)} ${i}${pick(forms) ? ` ${pick(forms)}` : ""}`.trim();
      const r = random.next();
      country = r < 0.03 ? null : r < 0.04 ? "Atlantis" : pick(countries);
      names.push(`${name}|${country}`);
    }
    const year = 1995 + random.int(31);
    const month = 1 + random.int(12);
    const day = 1 + random.int(28);
    const dateFormats = [
      `${year}-${pad(month)}-${pad(day)}`,
      `${pad(day)}.${pad(month)}.${year}`,
      `${pad(month)}/${pad(day)}/${year}`,
      `${months[month - 1]} ${pad(day)}, ${year}`,
      `${pad(day)} ${months[month - 1]} ${year}`,
      `${year}${pad(month)}${pad(day)}`,
    ];
    const r = random.next();
    const since: string | Date | null =
      r < 0.1
        ? null
        : r < 0.11
          ? "sometime in spring"
          : r < 0.4
            ? new Date(Date.UTC(year, month - 1, day))
            : pick(dateFormats);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "");
    yield [
      messy(name),
      country === null ? null : messy(country),
      `${1 + random.int(9999)} ${pick(["Main St", "Hauptstraße 5", "Rue de la Paix", "Industrial Park Rd"])}`,
      messy(pick(cities)),
      String(10000 + random.int(89999)),
      random.next() < 0.01 ? "not a website" : `www.${slug.slice(0, 40)}.com`,
      random.next() < 0.01 ? "sales at example" : `sales@${slug.slice(0, 40)}.com`,
      `+1 555 ${String(random.int(10_000_000)).padStart(7, "0")}`,
      since,
    ];
  }
}

const text = (cell: string | Date | null) =>
  cell === null ? "" : cell instanceof Date ? cell.toISOString().slice(0, 10) : cell;
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A csv of `header` and `rows`, streamed to `path` (CRLF lines, quoted where needed). */
export async function writeCsvRows(
  path: string,
  header: readonly string[],
  rows: Iterable<(string | Date | null)[]>,
): Promise<void> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, "drain");
  };
  await write(`${header.join(",")}\r\n`);
  for (const row of rows) await write(`${row.map((c) => csvCell(text(c))).join(",")}\r\n`);
  out.end();
  await once(out, "finish");
}

export const writeCsv = (path: string, rows: number) =>
  writeCsvRows(path, vendorListHeader, vendorRows(rows));

/** An xlsx of `header` and `rows` as Excel writes it (shared strings), streamed by exceljs's WorkbookWriter. */
export async function writeXlsxRows(
  path: string,
  header: readonly string[],
  rows: Iterable<(string | Date | null)[]>,
  dateColumn?: number,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet("Sheet1");
  sheet.columns = header.map((name, index) => ({
    header: name,
    key: String(index),
    ...(index === dateColumn ? { style: { numFmt: "yyyy-mm-dd" } } : {}),
  }));
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

/** A vendor list as an xlsx. */
export const writeXlsx = (path: string, rows: number) =>
  writeXlsxRows(path, vendorListHeader, vendorRows(rows), 8);
