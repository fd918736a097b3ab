import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultThreshold, type ListEntry, type ScreeningIndex, scoreNames } from "@tierline/screening";
import { type LabelledQuery, type ScriptDictionaries, scriptOf } from "./eval-set";
import { createRandom } from "./random";

export interface AccuracyFigures {
  positives: number;
  negatives: number;
  byThreshold: { threshold: number; recall: number; falsePositiveRate: number }[];
  byVariant: Record<string, { found: number; total: number }>;
  /** By the query's script: listed names found, clean names with no match (at the default threshold). */
  byScript: Record<string, { found: number; total: number }>;
  misses: { name: string; expected: string; best?: string; score?: number }[];
  falsePositives: { name: string; matched: string; list: string; score: number }[];
}

/**
 * Recall: a listed name or variant counts as found when its SDN entry is among the matches at the
 * threshold. False-positive rate: share of clean names with any match at all, on any list.
 */
export function measureAccuracy(
  index: ScreeningIndex,
  queries: LabelledQuery[],
  thresholds: number[],
): AccuracyFigures {
  const lowest = Math.min(...thresholds);
  const results = queries.map((q) => ({
    q,
    matches: index.search(
      { name: q.name, country: q.country || undefined },
      { threshold: lowest, limit: 50 },
    ),
  }));
  const expectedScore = (r: (typeof results)[number]) =>
    Math.max(-1, ...r.matches.filter((m) => m.list === "SDNs" && m.id === r.q.expected).map((m) => m.score));
  const positives = results.filter((r) => r.q.expected);
  const negatives = results.filter((r) => !r.q.expected);
  const byThreshold = thresholds.map((threshold) => ({
    threshold,
    recall: positives.filter((r) => expectedScore(r) >= threshold).length / positives.length,
    falsePositiveRate:
      negatives.filter((r) => r.matches.some((m) => m.score >= threshold)).length / negatives.length,
  }));
  const byVariant: AccuracyFigures["byVariant"] = {};
  const byScript: AccuracyFigures["byScript"] = {};
  for (const r of results) {
    const ok = r.q.expected
      ? expectedScore(r) >= defaultThreshold
      : !r.matches.some((m) => m.score >= defaultThreshold);
    const scriptKey = `${r.q.script} ${r.q.expected ? "listed" : "clean"}`;
    for (const [table, key] of [
      [byVariant, r.q.variant],
      [byScript, scriptKey],
    ] as const) {
      const figures = table[key] ?? { found: 0, total: 0 };
      table[key] = figures;
      figures.total++;
      if (ok) figures.found++;
    }
  }
  return {
    positives: positives.length,
    negatives: negatives.length,
    byThreshold,
    byVariant,
    byScript,
    misses: positives
      .filter((r) => expectedScore(r) < defaultThreshold)
      .map((r) => ({
        name: r.q.name,
        expected: r.q.expected,
        best: r.matches[0]?.matchedName,
        score: r.matches[0]?.score,
      })),
    falsePositives: negatives
      .filter((r) => r.matches.some((m) => m.score >= defaultThreshold))
      .map((r) => ({
        name: r.q.name,
        matched: r.matches[0]?.matchedName ?? "",
        list: r.matches[0]?.list ?? "",
        score: r.matches[0]?.score ?? 0,
      })),
  };
}

export interface PairFigures {
  set: string;
  total: number;
  recall: number;
  falsePositiveRate: number;
  /** True pairs scored below the threshold and shuffled pairs above it, for `--misses`. */
  misses: string[];
}

/** Recall on true pairs and false positives on shuffled ones (each first name with another's second). */
function scorePairs(
  set: string,
  pairs: readonly { a: string; b: string; schema: "Person" | "Company" }[],
  others: readonly string[],
  threshold: number,
): PairFigures {
  const misses: string[] = [];
  let found = 0;
  let falsePositives = 0;
  pairs.forEach(({ a, b, schema }, i) => {
    const score = scoreNames(a, b, schema);
    if (score >= threshold) found++;
    else misses.push(`miss ${score} ${a} | ${b}`);
    const other = others[i] as string;
    if (other === b) return;
    const shuffled = scoreNames(a, other, schema);
    if (shuffled >= threshold) {
      falsePositives++;
      misses.push(`false positive ${shuffled} ${a} | ${other}`);
    }
  });
  return {
    set,
    total: pairs.length,
    recall: found / pairs.length,
    falsePositiveRate: falsePositives / pairs.length,
    misses,
  };
}

/** Token pairs of the public name resources: true pairs should score above the threshold, shuffled ones below. */
export function measurePairs(
  dictionaries: ScriptDictionaries,
  namesDir: string,
  threshold: number,
): PairFigures[] {
  const random = createRandom(7);
  const nicknames = readFileSync(join(namesDir, "nicknames/names.csv"), "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .filter((cells) => cells.length === 3)
    .map(([a, , b]) => [a as string, b as string] as const);
  const sets: { set: string; pairs: (readonly [string, string])[] }[] = [
    { set: "cyrillic (wikidata)", pairs: random.sample([...dictionaries.cyrillic.entries()], 3000) },
    { set: "arabic (google+)", pairs: random.sample([...dictionaries.arabic.entries()], 3000) },
    { set: "nicknames", pairs: nicknames },
  ];
  return sets.map(({ set, pairs }) => {
    const others = random.shuffle(pairs.map(([, b]) => b));
    const people = pairs.map(([a, b]) => ({ a, b, schema: "Person" as const }));
    return scorePairs(set, people, others, threshold);
  });
}

/**
 * The lists' own names in other scripts (UK and UN publish original-script names: Cyrillic, Arabic,
 * Chinese, Korean, Georgian...): each such alias scored against its entry's Latin primary name (recall),
 * and against the Latin name of another entry with an alias in the same script (false positives), by script.
 */
export function measureListedScripts(entries: readonly ListEntry[], threshold: number): PairFigures[] {
  const random = createRandom(11);
  const byScript = new Map<string, { alias: string; latin: string; schema: "Person" | "Company" }[]>();
  for (const entry of entries) {
    if (scriptOf(entry.name) !== "latin" || (entry.schema !== "Person" && entry.schema !== "Company"))
      continue;
    for (const alias of entry.aliases) {
      const script = scriptOf(alias.name);
      if (script === "latin") continue;
      const pairs = byScript.get(script) ?? [];
      pairs.push({ alias: alias.name, latin: entry.name, schema: entry.schema });
      byScript.set(script, pairs);
    }
  }
  return [...byScript.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([script, pairs]) => {
      const others = random.shuffle(pairs.map((p) => p.latin));
      const named = pairs.map((p) => ({ a: p.alias, b: p.latin, schema: p.schema }));
      return scorePairs(`listed ${script}`, named, others, threshold);
    });
}
