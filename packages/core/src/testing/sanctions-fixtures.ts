import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** One SDN entry as OFAC's legacy CSV files describe it (sdn.csv row plus its alt.csv and add.csv rows). */
export interface OfacRow {
  id: number;
  name: string;
  /** Empty for an entity. */
  type?: "individual" | "vessel" | "aircraft";
  program: string;
  remarks?: string;
  aliases?: string[];
  addresses?: { street?: string; city?: string; country: string }[];
}

/** A few real SDN entries (list of May 2024), enough to search and to diff. */
export const ofacSdnFixture: OfacRow[] = [
  {
    id: 306,
    name: "BANCO NACIONAL DE CUBA",
    program: "CUBA",
    remarks: "a.k.a. 'BNC'.",
    aliases: ["NATIONAL BANK OF CUBA"],
    addresses: [{ street: "Zweierstrasse 35", city: "Zurich CH-8022", country: "Switzerland" }],
  },
  {
    id: 36,
    name: "AEROCARIBBEAN AIRLINES",
    program: "CUBA",
    aliases: ["AERO-CARIBBEAN"],
    addresses: [{ city: "Havana", country: "Cuba" }],
  },
  { id: 535, name: "CIMEX", program: "CUBA", addresses: [{ city: "Havana", country: "Cuba" }] },
  {
    id: 2674,
    name: "ABBAS, Abu",
    type: "individual",
    program: "SDGT",
    remarks: "DOB 10 Dec 1948; Director of PALESTINE LIBERATION FRONT - ABU ABBAS FACTION.",
    aliases: ["ZAYDAN, Muhammad"],
  },
  { id: 4238, name: "MAR AZUL", type: "vessel", program: "CUBA" },
];

const empty = "-0- ";
const quoted = (value: string | undefined) => (value ? `"${value}"` : empty);

/**
 * Writes `rows` as OFAC's legacy files (no header, `-0- ` for empty fields, CRLF, a closing 0x1A byte)
 * into `<root>/ofac_sdn/`, the layout of shared/data/sanctions. Returns `root`.
 */
export async function writeOfacSdnFolder(root: string, rows: readonly OfacRow[]): Promise<string> {
  const sdn: string[] = [];
  const alt: string[] = [];
  const add: string[] = [];
  let altNum = 1;
  let addNum = 1;
  for (const row of rows) {
    // ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks
    const blanks = Array(7).fill(empty).join(",");
    sdn.push(
      `${row.id},${quoted(row.name)},${quoted(row.type)},${quoted(row.program)},${blanks},${quoted(row.remarks)}`,
    );
    for (const alias of row.aliases ?? []) alt.push(`${row.id},${altNum++},"aka",${quoted(alias)},${empty}`);
    for (const a of row.addresses ?? []) {
      add.push(`${row.id},${addNum++},${quoted(a.street)},${quoted(a.city)},${quoted(a.country)},${empty}`);
    }
  }
  const folder = path.join(root, "ofac_sdn");
  await mkdir(folder, { recursive: true });
  const file = (lines: string[]) => `${lines.map((l) => `${l}\r\n`).join("")}\u001a`;
  await writeFile(path.join(folder, "sdn.csv"), file(sdn));
  await writeFile(path.join(folder, "alt.csv"), file(alt));
  await writeFile(path.join(folder, "add.csv"), file(add));
  return root;
}
