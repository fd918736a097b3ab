import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main } from "./cli";

const listsDir = fileURLToPath(new URL("./lists/fixtures/ofac-sdn", import.meta.url));

async function run(args: string[], files: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(tmpdir(), "screen-cli-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, name), text);
  let out = "";
  let err = "";
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t), cwd });
  const lines = out
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { code, lines, err };
}

describe("pnpm screen", () => {
  it("screens a csv of names and countries: one JSON line per row, in order", async () => {
    const { code, lines } = await run(["--lists", listsDir, "--input", "vendors.csv"], {
      "vendors.csv":
        'name,country\n"Banco Nacional de Cuba, S.A.",Cuba\nNorthwind Widgets Inc,US\n,\nNATIONAL BANK OF CUBA,CU\n',
    });
    expect(code).toBe(0);
    expect(lines.map((l) => l.name)).toEqual([
      "Banco Nacional de Cuba, S.A.",
      "Northwind Widgets Inc",
      "",
      "NATIONAL BANK OF CUBA",
    ]);
    expect(lines[0]).toMatchObject({
      country: "Cuba",
      matches: [
        { list: "SDNs", id: "306", name: "BANCO NACIONAL DE CUBA", matched_name: "BANCO NACIONAL DE CUBA" },
      ],
    });
    expect(lines[0].matches[0].score).toBeGreaterThanOrEqual(0.95);
    expect(lines[1].matches).toEqual([]);
    expect(lines[2].matches).toEqual([]);
    expect(lines[3].matches[0]).toMatchObject({ id: "306", matched_name: "NATIONAL BANK OF CUBA" });
  });

  it("with --threshold 0 returns the top k whatever their scores", async () => {
    const { lines } = await run(
      ["--lists", listsDir, "--input", "in.csv", "--threshold", "0", "--top", "2"],
      {
        "in.csv": "name,country\nNorthwind Banco Acme Ocean,\n",
      },
    );
    expect(lines[0].matches).toHaveLength(2);
  });

  it("scores name pairs with the matcher's name score", async () => {
    const { code, lines } = await run(["--pairs", "pairs.csv"], {
      "pairs.csv":
        "name1,name2,schema\nMohammed Hussein,MUHAMMAD HUSAYN,Person\nGlobal Trading LLC,Golden Global Trading,Company\nBob Smith,Robert Smith,\n",
    });
    expect(code).toBe(0);
    expect(lines.map((l) => Object.keys(l))).toEqual([
      ["name1", "name2", "score"],
      ["name1", "name2", "score"],
      ["name1", "name2", "score"],
    ]);
    expect(lines[0].score).toBeGreaterThanOrEqual(0.85);
    expect(lines[1].score).toBeLessThanOrEqual(0.5);
    expect(lines[2].score).toBeGreaterThanOrEqual(0.85);
  });

  it("refuses bad usage with a message and exit code 2", async () => {
    expect((await run(["--input", "x.csv"])).code).toBe(2);
    const badThreshold = await run(["--lists", listsDir, "--input", "in.csv", "--threshold", "7"], {
      "in.csv": "name\nx\n",
    });
    expect(badThreshold).toMatchObject({ code: 2 });
    expect(badThreshold.err).toContain("--threshold must be a number from 0 to 1");
    const fractionalTop = await run(["--lists", listsDir, "--input", "in.csv", "--top", "2.7"], {
      "in.csv": "name\nx\n",
    });
    expect(fractionalTop.err).toContain("--top must be a whole number");
    const noName = await run(["--pairs", "p.csv"], { "p.csv": "a,b\nx,y\n" });
    expect(noName.err).toContain('the header must have a "name1" column');
    expect((await run(["--lists", listsDir, "--input", "missing.csv"])).err).toContain("missing.csv");
  });
});
