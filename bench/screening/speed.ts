import { defaultThreshold, type ScreeningIndex, type ScreeningQuery } from "@tierline/screening";

export interface SpeedFigures {
  queries: number;
  totalMs: number;
  /** CPU time of the same queries (user + system): steadier than wall time on a shared machine. */
  cpuMs: number;
  p50: number;
  p99: number;
  max: number;
  exhaustiveQueries: number;
  exhaustiveMeanMs: number;
  speedup: number;
  /** Share of brute-force matches (at the default threshold) that the index also returns. */
  agreement: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

/** Single-query latencies over `queries` searches (cycling the given names), then the brute-force reference. */
export function measureSpeed(
  index: ScreeningIndex,
  names: ScreeningQuery[],
  counts: { queries: number; exhaustive: number },
): SpeedFigures {
  for (const q of names.slice(0, 200)) index.search(q); // warm-up: JIT and lookup caches of a running server
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < counts.queries; i++) {
    const t = performance.now();
    index.search(names[i % names.length] as ScreeningQuery);
    times.push(performance.now() - t);
  }
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);

  const sample = names
    .filter((_, i) => i % Math.max(1, Math.floor(names.length / counts.exhaustive)) === 0)
    .slice(0, counts.exhaustive);
  let exhaustiveMs = 0;
  let indexMs = 0;
  let expected = 0;
  let found = 0;
  for (const q of sample) {
    let t = performance.now();
    const reference = index.searchExhaustive(q, { threshold: defaultThreshold, limit: 1000 });
    exhaustiveMs += performance.now() - t;
    t = performance.now();
    const fast = index.search(q, { threshold: defaultThreshold, limit: 1000 });
    indexMs += performance.now() - t;
    const ids = new Set(fast.map((m) => `${m.list}/${m.id}`));
    expected += reference.length;
    found += reference.filter((m) => ids.has(`${m.list}/${m.id}`)).length;
  }
  return {
    queries: counts.queries,
    totalMs: Math.round(totalMs),
    cpuMs: Math.round((used.user + used.system) / 1000),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
    exhaustiveQueries: sample.length,
    exhaustiveMeanMs: exhaustiveMs / sample.length,
    speedup: exhaustiveMs / Math.max(indexMs, 1e-6),
    agreement: expected ? found / expected : 1,
  };
}

export interface TopKFigures {
  threshold: number;
  limit: number;
  queries: number;
  totalMs: number;
  queriesPerSecond: number;
  /** Queries per second of CPU time (user + system). */
  queriesPerCpuSecond: number;
}

/**
 * Queries per second asking for the top `limit` at `threshold` (0: the best whatever their scores), on
 * the given names in order, stopping after `budgetMs` (a scan of every name takes ~0.2 s a query).
 */
export function measureTopK(
  index: ScreeningIndex,
  names: ScreeningQuery[],
  options: { threshold: number; limit: number; maxQueries: number; budgetMs: number },
): TopKFigures {
  for (const q of names.slice(0, 5)) index.search(q, { threshold: options.threshold, limit: options.limit });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let queries = 0;
  while (queries < options.maxQueries && performance.now() - started < options.budgetMs) {
    index.search(names[queries % names.length] as ScreeningQuery, {
      threshold: options.threshold,
      limit: options.limit,
    });
    queries++;
  }
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    threshold: options.threshold,
    limit: options.limit,
    queries,
    totalMs: Math.round(totalMs),
    queriesPerSecond: Math.round((queries * 1000) / totalMs),
    queriesPerCpuSecond: Math.round((queries * 1e6) / Math.max(1, used.user + used.system)),
  };
}
