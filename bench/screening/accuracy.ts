import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultThreshold, type ScreeningIndex, scoreNames } from "@tierline/screening";
import type { LabelledQuery, ScriptDictionaries } from "./eval-set";
import { createRandom } from "./random";

export interface AccuracyFigures {
  positives: number;
  negatives: number;
  byThreshold: { threshold: number; recall: number; falsePositiveRate: number }[];
  byVariant: Record<string, { found: number; total: number }>;
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
  for (const r of results) {
    const figures = byVariant[r.q.variant] ?? { found: 0, total: 0 };
    byVariant[r.q.variant] = figures;
    figures.total++;
    const ok = r.q.expected
      ? expectedScore(r) >= defaultThreshold
      : !r.matches.some((m) => m.score >= defaultThreshold);
    if (ok) figures.found++;
  }
  return {
    positives: positives.length,
    negatives: negatives.length,
    byThreshold,
    byVariant,
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
