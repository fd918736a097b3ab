/**
 * The matcher's answers to a large fixed set of searches, one line each, written to a file: run it
 * before and after a change meant to be an exact rewrite (a speed-up), and `diff` the two files.
 *
 *   pnpm exec tsx bench/screening/same-answers.ts /tmp/before.txt
 *   ... change ...
 *   pnpm exec tsx bench/screening/same-answers.ts /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
 *
 * The queries are the benchmark's (its labelled set, nicknamed persons, clean persons in other
 * scripts, persons named in part; same seeds), each searched the ways a caller can: at the default
 * threshold, as a person and as a company, top 10 at thresholds 0 and 0.5, a counted page, the
 * partial-name mode, and (on a sample) brute force. Each answer line holds every match's list, id,
 * score, name part, matched name and token pairings, in order; scores to 1e-9.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildScreeningIndex,
  loadSourceFolder,
  mergeSources,
  type ScreeningMatch,
  type ScreeningQuery,
  type SearchOptions,
} from "@tierline/screening";
import {
  buildCleanScriptQueries,
  buildEvalSet,
  buildNicknameQueries,
  buildPartialNameQueries,
  loadNicknames,
  loadScriptDictionaries,
} from "./eval-set";
import { dataDir, sanctionsDirOrSkip } from "./shared-data";

const out = process.argv[2];
if (!out) {
  console.log("usage: tsx bench/screening/same-answers.ts <file to write the answers to>");
  process.exit(1);
}
const entries = mergeSources(await loadSourceFolder(sanctionsDirOrSkip("the same-answers check")));
const index = buildScreeningIndex(entries);
const sdn = entries.filter((e) => e.source === "ofac_sdn");
const dictionaries = loadScriptDictionaries(join(dataDir, "names"));
const queries = [
  ...buildEvalSet(sdn, dictionaries, { entries: 1500, cleanNames: 3000, seed: 20261121 }),
  ...buildNicknameQueries(sdn, loadNicknames(join(dataDir, "names")), { count: 500, seed: 20261124 }),
  ...buildCleanScriptQueries(dictionaries, { count: 300, seed: 20261126 }),
  ...buildPartialNameQueries(sdn, { count: 500, seed: 20261125 }),
].map((q) => ({ name: q.name, country: q.country || undefined }));

const n9 = (x: number) => x.toFixed(9);
const line = (matches: ScreeningMatch[]) =>
  matches
    .map(
      (m) =>
        `${m.list}/${m.id} ${n9(m.score)} n${n9(m.parts.name)} c${m.parts.country} i${m.parts.identifier}` +
        `${m.partial ? " partial" : ""} [${m.matchedName}] ` +
        m.parts.tokens.map((t) => `${t.query}=${t.listed}:${t.similarity}:${t.weight}`).join(","),
    )
    .join(" | ");

const lines: string[] = [];
const ways: [string, (q: ScreeningQuery) => string][] = [
  ["default", (q) => line(index.search(q, { limit: 50 }))],
  ["person", (q) => line(index.search({ ...q, schema: "Person" }, { limit: 50 }))],
  ["company", (q) => line(index.search({ ...q, schema: "Company" }, { limit: 50 }))],
  ["top10@0", (q) => line(index.search(q, { threshold: 0, limit: 10 }))],
  ["top10@0.5", (q) => line(index.search(q, { threshold: 0.5, limit: 10 }))],
  [
    "page@0.7",
    (q) => {
      const options: SearchOptions = { threshold: 0.7, limit: 5, offset: 5 };
      const page = index.searchPage(q, options);
      return `${page.total} ${page.complete} ${line(page.matches)}`;
    },
  ],
  ["partial", (q) => line(index.search(q, { mode: "partial", limit: 20 }))],
];
let searches = 0;
for (const [way, answer] of ways)
  for (const q of queries) {
    lines.push(`${way}\t${q.name}\t${q.country ?? ""}\t${answer(q)}`);
    searches++;
  }
// Brute force on every 200th query: the reference scorer reads every name, so a sample.
for (let i = 0; i < queries.length; i += 200) {
  const q = queries[i] as ScreeningQuery;
  lines.push(`exhaustive\t${q.name}\t${q.country ?? ""}\t${line(index.searchExhaustive(q, { limit: 50 }))}`);
  searches++;
}
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${searches} searches answered, written to ${out}`);
