import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseCsv } from "./lists/csv";
import { loadSourceFolder } from "./lists/folder";
import { mergeSources } from "./lists/merge";
import { decodeText } from "./lists/text";
import { scoreNames } from "./matcher/name-score";
import { defaultThreshold } from "./matcher/scoring";
import { buildScreeningIndex } from "./matcher/screening-index";

const usage = `Batch restricted-party screening.

  pnpm screen --lists <dir> --input <file.csv> [--threshold <n>] [--top <k>]
      <dir>: a folder laid out like ../shared/data/sanctions (one sub-folder per publication).
      <file.csv>: header with columns name,country (country: ISO code, country name or empty;
      an optional schema column says Person or Company). Prints one JSON line per row, in order:
      {"name", "country", "matches": [{"list", "id", "name", "matched_name", "score", ...}]}
      --threshold: minimum score 0..1 (default ${defaultThreshold}); 0 returns the top k whatever their scores.
      --top: at most k matches per row (default 10).

  pnpm screen --pairs <file.csv>
      <file.csv>: header name1,name2 and an optional schema column (Person or Company).
      Prints {"name1", "name2", "score"} per row: the name score the matcher uses.
`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Relative paths are read from here (pnpm runs bins from the repo root; INIT_CWD is the user's folder). */
  cwd: string;
}

class UsageError extends Error {}

/** Rows of a CSV with a header, as objects keyed by lower-cased column name. */
async function readRows(path: string, required: string[]): Promise<Record<string, string>[]> {
  const rows = parseCsv(decodeText(await readFile(path)));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  for (const column of required) {
    if (!header.includes(column)) throw new UsageError(`${path}: the header must have a "${column}" column`);
  }
  // Blank lines are not rows (the reader skips them); a row of empty cells is, and gets its line.
  return rows.slice(1).map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

function schemaOf(value: string | undefined): "Person" | "Company" | undefined {
  const v = value?.trim().toLowerCase();
  if (v === "person" || v === "individual") return "Person";
  if (v === "company" || v === "entity" || v === "organization") return "Company";
  return undefined;
}

function numberOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a number from ${min} to ${max}`);
  return n;
}

/** Writes JSON lines in chunks: a batch of thousands of rows should not make thousands of writes. */
function lineWriter(io: CliIo) {
  let buffer: string[] = [];
  return {
    write(value: unknown) {
      buffer.push(JSON.stringify(value));
      if (buffer.length >= 500) this.flush();
    },
    flush() {
      if (buffer.length) io.out(`${buffer.join("\n")}\n`);
      buffer = [];
    },
  };
}

async function screenBatch(io: CliIo, listsDir: string, input: string, threshold: number, top: number) {
  const rows = await readRows(input, ["name"]);
  const started = performance.now();
  const sources = await loadSourceFolder(listsDir);
  if (sources.length === 0) throw new UsageError(`${listsDir}: no list publication found`);
  const index = buildScreeningIndex(mergeSources(sources));
  io.err(
    `[screen] ${index.size} entries, ${index.nameCount} names from ${sources.map((s) => s.source).join(", ")} ` +
      `in ${Math.round(performance.now() - started)} ms; screening ${rows.length} rows\n`,
  );
  const lines = lineWriter(io);
  for (const row of rows) {
    const name = row.name ?? "";
    const country = row.country ?? "";
    const matches = name.trim()
      ? index.search(
          { name, country: country || undefined, schema: schemaOf(row.schema) },
          { threshold, limit: top },
        )
      : [];
    lines.write({
      name,
      country,
      matches: matches.map((m) => ({
        list: m.list,
        id: m.id,
        name: m.name,
        matched_name: m.matchedName,
        score: m.score,
        source: m.source,
        parts: { name: m.parts.name, country: m.parts.country, identifier: m.parts.identifier },
      })),
    });
  }
  lines.flush();
}

async function scorePairs(io: CliIo, input: string) {
  const rows = await readRows(input, ["name1", "name2"]);
  const lines = lineWriter(io);
  for (const row of rows) {
    const name1 = row.name1 ?? "";
    const name2 = row.name2 ?? "";
    lines.write({ name1, name2, score: scoreNames(name1, name2, schemaOf(row.schema)) });
  }
  lines.flush();
}

/** Runs the command line; answers the process exit code (0 done, 2 bad arguments or unreadable input). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        lists: { type: "string" },
        input: { type: "string" },
        pairs: { type: "string" },
        threshold: { type: "string" },
        top: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const at = (path: string) => resolve(io.cwd, path);
    if (values.pairs) {
      await scorePairs(io, at(values.pairs));
      return 0;
    }
    if (!values.lists || !values.input) throw new UsageError("give --lists and --input, or --pairs");
    const threshold = numberOption(values.threshold, "threshold", 0, 1, defaultThreshold);
    const top = numberOption(values.top, "top", 1, 1000, 10);
    if (!Number.isInteger(top)) throw new UsageError("--top must be a whole number");
    await screenBatch(io, at(values.lists), at(values.input), threshold, top);
    return 0;
  } catch (err) {
    // Bad arguments get the usage; unreadable files or lists get their message (path included).
    io.err(`screen: ${err instanceof Error ? err.message : String(err)}\n`);
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`\n${usage}`);
    }
    return 2;
  }
}
