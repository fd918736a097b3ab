/**
 * Restricted-party screening benchmark: speed and accuracy of the matcher on every list in
 * ../shared/data/sanctions. Run on purpose (`pnpm bench:screening`), not in CI. Prints the figures
 * and writes them to .data/bench/screening.json; the labelled set goes to .data/bench/screening-eval.csv
 * so the command line can be run on it too. `--misses` prints every miss and false positive, not a sample.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildScreeningIndex, defaultThreshold, loadSourceFolder, mergeSources } from "@tierline/screening";
import { measureAccuracy, measureListedScripts, measurePairs } from "./accuracy";
import {
  buildCleanScriptQueries,
  buildEvalSet,
  buildNicknameQueries,
  buildPartialNameQueries,
  loadNicknames,
  loadScriptDictionaries,
} from "./eval-set";
import { dataDir, root, sanctionsDirOrSkip } from "./shared-data";
import { measureSpeed, measureTopK } from "./speed";

const sanctionsDir = sanctionsDirOrSkip("the screening benchmark");

/** Misses and false positives are printed as a sample of each set, or every one with `--misses`. */
const allMisses = process.argv.includes("--misses");
const shown = (sample: number) => (allMisses ? Number.POSITIVE_INFINITY : sample);
const ms = (from: number) => Math.round(performance.now() - from);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

let started = performance.now();
const sources = await loadSourceFolder(sanctionsDir);
const parseMs = ms(started);
started = performance.now();
const entries = mergeSources(sources);
const mergeMs = ms(started);
started = performance.now();
const index = buildScreeningIndex(entries);
const buildMs = ms(started);
console.log(`lists: ${sources.map((s) => `${s.source} ${s.entries.length}`).join(", ")}`);
console.log(`parse ${parseMs} ms, merge ${mergeMs} ms -> ${index.size} entries, ${index.nameCount} names`);
console.log(`index build: ${buildMs} ms (target < 5000), heap ${mb(process.memoryUsage().heapUsed)} MB`);

const sdn = entries.filter((e) => e.source === "ofac_sdn");
const dictionaries = loadScriptDictionaries(join(dataDir, "names"));
const generated = buildEvalSet(sdn, dictionaries, { entries: 1500, cleanNames: 3000, seed: 20261121 });
// A generated "clean" name that is, word for word, a listed name (WAGNER GROUP) is not clean: drop it.
const evalSet = generated.filter(
  (q) => q.expected || index.search({ name: q.name }, { threshold: 1, limit: 1 }).length === 0,
);
console.log(
  `labelled set: ${generated.length - evalSet.length} generated clean names dropped as identical to a listed name`,
);
const outDir = join(root, ".data/bench");
mkdirSync(outDir, { recursive: true });
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
writeFileSync(
  join(outDir, "screening-eval.csv"),
  `name,country,expected,variant\n${evalSet.map((q) => [q.name, q.country, q.expected, q.variant].map(csvCell).join(",")).join("\n")}\n`,
);

const speed = measureSpeed(
  index,
  evalSet.map((q) => ({ name: q.name, country: q.country || undefined })),
  { queries: 10_000, exhaustive: 100 },
);
console.log(`\nspeed, one core:`);
console.log(
  `  single query: p50 ${speed.p50.toFixed(3)} ms (target < 1), p99 ${speed.p99.toFixed(3)} ms (target < 5), max ${speed.max.toFixed(1)} ms`,
);
console.log(
  `  ${speed.queries} queries: ${(speed.totalMs / 1000).toFixed(2)} s (target < 10), ${Math.round((speed.queries * 1000) / speed.totalMs)} queries/s at the default threshold (target >= 15,000), ${Math.round((speed.queries * 1000) / Math.max(1, speed.cpuMs))} per CPU second`,
);
const topK = [0, 0.5].map((threshold) =>
  measureTopK(
    index,
    evalSet.map((q) => ({ name: q.name, country: q.country || undefined })),
    { threshold, limit: 10, maxQueries: 5000, budgetMs: 10_000 },
  ),
);
for (const t of topK)
  console.log(
    `  top ${t.limit} at threshold ${t.threshold}: ${t.queries} queries in ${(t.totalMs / 1000).toFixed(2)} s = ${t.queriesPerSecond} queries/s${t.threshold === 0 ? " (target >= 1,000)" : ""}, ${t.queriesPerCpuSecond} per CPU second`,
  );
console.log(
  `  brute force over all ${index.nameCount} names: ${speed.exhaustiveMeanMs.toFixed(1)} ms/query on ${speed.exhaustiveQueries} queries; ` +
    `index is ${speed.speedup.toFixed(0)}x faster and finds ${(speed.agreement * 100).toFixed(2)}% of the brute-force matches`,
);

const accuracy = measureAccuracy(index, evalSet, [0.75, 0.8, 0.85, 0.9, 0.95]);
console.log(
  `\naccuracy on ${evalSet.length} labelled queries (${accuracy.positives} listed, ${accuracy.negatives} clean):`,
);
for (const row of accuracy.byThreshold) {
  const mark = row.threshold === defaultThreshold ? "  <- default" : "";
  console.log(
    `  threshold ${row.threshold.toFixed(2)}: recall ${row.recall.toFixed(4)}, false positives ${(row.falsePositiveRate * 100).toFixed(2)}%${mark}`,
  );
}
console.log(`  recall by variant at the default threshold:`);
for (const [variant, figures] of Object.entries(accuracy.byVariant)) {
  console.log(
    `    ${variant.padEnd(14)} ${figures.found}/${figures.total} = ${(figures.found / figures.total).toFixed(4)}`,
  );
}
console.log(`  by script at the default threshold (listed: found; clean: no match):`);
for (const [script, figures] of Object.entries(accuracy.byScript).sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `    ${script.padEnd(18)} ${figures.found}/${figures.total} = ${(figures.found / figures.total).toFixed(4)}`,
  );
}
if (accuracy.misses.length)
  console.log(
    `  some misses: ${accuracy.misses
      .slice(0, shown(12))
      .map((m) => JSON.stringify(m))
      .join("\n    ")}`,
  );
if (accuracy.falsePositives.length) {
  console.log(
    `  some false positives: ${accuracy.falsePositives
      .slice(0, shown(12))
      .map((m) => JSON.stringify(m))
      .join("\n    ")}`,
  );
}

const pairs = measurePairs(dictionaries, join(dataDir, "names"), defaultThreshold);
console.log(
  `\nname pairs from ../shared/data/names at the default threshold (recall on true pairs / false positives on shuffled pairs):`,
);
const listedScripts = measureListedScripts(entries, defaultThreshold);
for (const p of [...pairs, ...listedScripts])
  console.log(
    `  ${p.set.padEnd(22)} ${p.recall.toFixed(4)} / ${(p.falsePositiveRate * 100).toFixed(2)}% (${p.total} pairs)`,
  );
if (allMisses)
  for (const p of [...pairs, ...listedScripts])
    for (const miss of p.misses) console.log(`  ${p.set}: ${miss}`);

// Listed persons named by a nickname (pairs built from ../shared/data/names/nicknames), searched in the index.
const nicknameQueries = buildNicknameQueries(sdn, loadNicknames(join(dataDir, "names")), {
  count: 500,
  seed: 20261124,
});
const nicknameAccuracy = measureAccuracy(index, nicknameQueries, [0.75, 0.8, 0.85, 0.9]);
console.log(`\nlisted persons named by a nickname (${nicknameQueries.length} queries, index search):`);
for (const row of nicknameAccuracy.byThreshold)
  console.log(
    `  threshold ${row.threshold.toFixed(2)}: recall ${row.recall.toFixed(4)}${row.threshold === defaultThreshold ? "  <- default (target >= 0.6)" : ""}`,
  );
if (nicknameAccuracy.misses.length)
  console.log(
    `  some misses: ${nicknameAccuracy.misses
      .slice(0, shown(6))
      .map((m) => JSON.stringify(m))
      .join("\n    ")}`,
  );

// Clean persons in Arabic and Cyrillic script: false positives of other-script queries.
const cleanScripts = buildCleanScriptQueries(dictionaries, { count: 300, seed: 20261126 });
const cleanScriptAccuracy = measureAccuracy(index, cleanScripts, [defaultThreshold]);
console.log(`\nclean persons in other scripts (no match is right), at the default threshold:`);
for (const [variant, f] of Object.entries(cleanScriptAccuracy.byVariant))
  console.log(
    `  ${variant.padEnd(22)} ${f.found}/${f.total}, false positives ${(((f.total - f.found) / f.total) * 100).toFixed(2)}%`,
  );
if (cleanScriptAccuracy.falsePositives.length)
  console.log(
    `  some false positives: ${cleanScriptAccuracy.falsePositives
      .slice(0, shown(6))
      .map((m) => JSON.stringify(m))
      .join("\n    ")}`,
  );

// Listed persons named in part: surname and first given name must find the entry, given names alone must not.
const partialQueries = buildPartialNameQueries(sdn, { count: 500, seed: 20261125 });
const partialAccuracy = measureAccuracy(index, partialQueries, [defaultThreshold]);
const partialFigures = Object.fromEntries(
  Object.entries(partialAccuracy.byVariant).map(([variant, f]) => [variant, f.found / f.total]),
);
console.log(
  `\nlisted persons named in part (500 SDN persons of three words or more, at the default threshold):\n` +
    `  surname and first given name find the entry: ${partialFigures["surname-given"]?.toFixed(4)}\n` +
    `  given names without the surname find the entry (should not): ${partialFigures["given-only"]?.toFixed(4)}`,
);

const figures = {
  date: new Date().toISOString(),
  lists: Object.fromEntries(sources.map((s) => [s.source, s.entries.length])),
  entries: index.size,
  names: index.nameCount,
  parseMs,
  mergeMs,
  buildMs,
  defaultThreshold,
  accuracy: { ...accuracy, misses: accuracy.misses.length, falsePositives: accuracy.falsePositives.length },
  pairs: pairs.map(({ misses, ...figures }) => figures),
  listedScripts: listedScripts.map(({ misses, ...figures }) => figures),
  nicknames: { ...nicknameAccuracy, misses: nicknameAccuracy.misses.length },
  partialNames: partialFigures,
  cleanScripts: cleanScriptAccuracy.byVariant,
  speed,
  topK,
};
writeFileSync(join(outDir, "screening.json"), `${JSON.stringify(figures, null, 2)}\n`);
console.log(
  `\nfigures written to .data/bench/screening.json, labelled set to .data/bench/screening-eval.csv`,
);
