/**
 * Writes packages/screening/src/matcher/nickname-data.ts, the nickname table the matcher ships, from
 * ../shared/data/names/nicknames/names.csv (carltonnorthern/nicknames, Apache-2.0): one line per given
 * name with its nicknames. Run `pnpm exec tsx bench/screening/derive-nicknames.ts` after the data changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadNicknames } from "./eval-set";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const namesDir = resolve(process.env.SHARED_DATA_DIR ?? join(root, "../shared/data"), "names");
const source = readFileSync(join(namesDir, "nicknames/SOURCE.md"), "utf8");
const commit = /af6b3a8bbdd164715e4977fea9a27eabb48c31c8/.test(source)
  ? "names.csv of af6b3a8bbdd164715e4977fea9a27eabb48c31c8 (2025-08-02)"
  : "names.csv";
const lines = [...loadNicknames(namesDir).entries()]
  .filter(([name, nicknames]) => /^[a-z]+$/.test(name) && nicknames.length > 0)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, nicknames]) => [name, ...[...new Set(nicknames)].filter((n) => /^[a-z]+$/.test(n))].join(" "));
writeFileSync(
  join(root, "packages/screening/src/matcher/nickname-data.ts"),
  `/**
 * English given names and their nicknames (William: bill, billy, will...), one given name per line.
 * Derived from carltonnorthern/nicknames, ${commit}, licence Apache-2.0
 * (Old Dominion University WS-DL group, from genealogy pages), by bench/screening/derive-nicknames.ts.
 * Do not edit by hand.
 */
export const nicknameData = \`
${lines.join("\n")}
\`;
`,
);
console.log(`${lines.length} given names written`);
