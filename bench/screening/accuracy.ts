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
    const positives = pairs.filter(([a, b]) => scoreNames(a, b, "Person") >= threshold).length;
    const negatives = pairs.filter(
      ([a], i) => others[i] !== pairs[i]?.[1] && scoreNames(a, others[i] as string, "Person") >= threshold,
    ).length;
    return {
      set,
      total: pairs.length,
      recall: positives / pairs.length,
      falsePositiveRate: negatives / pairs.length,
    };
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
      const positives = pairs.filter((p) => scoreNames(p.alias, p.latin, p.schema) >= threshold).length;
      const negatives = pairs.filter(
        (p, i) => others[i] !== p.latin && scoreNames(p.alias, others[i] as string, p.schema) >= threshold,
      ).length;
      return {
        set: `listed ${script}`,
        total: pairs.length,
        recall: positives / pairs.length,
        falsePositiveRate: negatives / pairs.length,
      };
    });
}
