import type { SanctionListKey } from "@tierline/contracts";
import { resolveCountry } from "../lists/countries";
import type { ListEntry, NameKind, SourceId } from "../model";
import {
  compareAtLeast,
  coversQuery,
  explainPairings,
  partialWordSimilarity,
  round,
  type TokenSimilarities,
} from "./name-score";
import { type NormalizedName, normalizeBoth, normalizeName, type QueryUnit } from "./normalize";
import {
  combineScore,
  countryEvidence,
  defaultThreshold,
  identifierEvidence,
  identifierKey,
  neededNameScore,
} from "./scoring";
import { TokenLookup } from "./token-lookup";
import { keysOf, keysSimilarity, type TokenKeys } from "./token-similarity";
import type { ScreeningMatch, ScreeningQuery, SearchOptions, SearchPage } from "./types";

/** One listed name (primary or alias) of one entry, normalised once at build time. */
interface IndexedName {
  entry: number;
  text: string;
  kind: NameKind;
  norm: NormalizedName;
  /** Vocabulary ids of `norm.tokens`. */
  ids: number[];
  /** Vocabulary ids of each two adjacent tokens written as one word. */
  joined: number[];
}

export interface ScreeningIndex {
  /** Entries indexed. */
  readonly size: number;
  /** Names indexed (primary names and aliases). */
  readonly nameCount: number;
  /** The best `limit` matches (after `offset`). */
  search(query: ScreeningQuery, options?: SearchOptions): ScreeningMatch[];
  /** The same ranking as a page, with how many matches there are in all (the search screen's pages). */
  searchPage(query: ScreeningQuery, options?: SearchOptions): SearchPage;
  /** The same search scoring every listed name: the reference the index is measured against. */
  searchExhaustive(query: ScreeningQuery, options?: SearchOptions): ScreeningMatch[];
  /**
   * Whether a query unit (see `queryUnits`) gathers any candidate name: a query none of whose units
   * and identifiers does finds nothing, whatever the threshold.
   */
  reaches(unit: string, abjad: boolean): boolean;
  /**
   * Whether a query name given as its units (`queryUnits`) could have a candidate at `threshold`:
   * false when, for every listed name, even the largest shared weight its units allow keeps the
   * estimate `candidates` ranks by under the floor. False means the search finds nothing by name.
   */
  mayGather(
    name: { units: readonly QueryUnit[]; minTotalWeight: number; abjad: boolean },
    threshold?: number,
  ): boolean;
  /** Whether an entry carries this identifier value (compared as the search compares them). */
  identifies(value: string): boolean;
}

/** Candidate names fully scored per query name: the best by estimated score from shared tokens. */
const defaultMaxCandidates = 200;
/**
 * Candidates whose estimate is this far below the threshold are not scored. The estimate assumes
 * every shared token matched at full weight on both sides, so it rarely undershoots by much; the
 * margin also covers the country bonus.
 */
const estimateMargin = 0.2;
/** Candidates scored for a top-k search at threshold 0: this many per match asked for, at least the minimum. */
const topKCandidatesPerMatch = 5;
const topKCandidatesMin = 50;

/**
 * Similarities of one query name's tokens to listed tokens, memoised per vocabulary id: a search
 * compares the same few query tokens with the same listed tokens across many candidate names.
 */
class QueryTokens implements TokenSimilarities {
  /** Each listed vocabulary id compared: where its similarities to the query tokens start in `memo`. */
  private readonly columns = new Map<number, number>();
  /** Similarities, a column of one per query token for each listed id (NaN until worked out). */
  private memo: Float64Array;
  /** The column of the listed token `of` was last asked about (it asks token by token). */
  private column = 0;
  private columnOf = -1;
  /** Keyed by span, listed vocabulary id and script (see `joined`). */
  private readonly joinedMemo = new Map<number, number>();
  private readonly keys: TokenKeys[];
  /** Keys of each two adjacent query tokens written as one word, made when first compared. */
  private readonly joinedKeys: (TokenKeys | undefined)[];
  /** The listed name being compared (see `against`). */
  private listed!: IndexedName;
  constructor(
    readonly norm: NormalizedName,
    private readonly lookup: TokenLookup,
    private readonly persons: boolean,
  ) {
    this.memo = new Float64Array(norm.tokens.length * 16).fill(Number.NaN);
    this.keys = norm.tokens.map(keysOf);
    this.joinedKeys = norm.tokens.map(() => undefined);
  }
  /** Points `of` at a listed name: no closure per compared name on the hot path. */
  against(name: IndexedName): this {
    this.listed = name;
    this.columnOf = -1;
    return this;
  }
  of(q: number, l: number): number {
    const id = this.listed.ids[l] as number;
    if (l !== this.columnOf) {
      this.columnOf = l;
      this.column = this.columnFor(id);
    }
    let similarity = this.memo[this.column + q] as number;
    if (Number.isNaN(similarity)) {
      const abjad = this.norm.abjad || this.lookup.isAbjad(id);
      similarity = keysSimilarity(this.keys[q] as TokenKeys, this.lookup.keys(id), this.persons, true, abjad);
      this.memo[this.column + q] = similarity;
    }
    return similarity;
  }
  private columnFor(id: number): number {
    let column = this.columns.get(id);
    if (column === undefined) {
      column = this.columns.size * this.keys.length;
      this.columns.set(id, column);
      if (column + this.keys.length > this.memo.length) {
        const grown = new Float64Array(this.memo.length * 2).fill(Number.NaN);
        grown.set(this.memo);
        this.memo = grown;
      }
    }
    return column;
  }
  joined(q: number, qCount: 1 | 2, l: number, lCount: 1 | 2): number {
    const id = (lCount === 1 ? this.listed.ids[l] : this.listed.joined[l]) as number;
    const abjad = this.norm.abjad || this.listed.norm.abjad;
    // Spans: a query token (q), or two (tokens + q); at most 64 of them (see `maxTokens`).
    const span = qCount === 1 ? q : this.norm.tokens.length + q;
    const key = (id * 64 + span) * 2 + (abjad ? 1 : 0);
    let similarity = this.joinedMemo.get(key);
    if (similarity === undefined) {
      let keys = qCount === 1 ? this.keys[q] : this.joinedKeys[q];
      if (keys === undefined) {
        keys = keysOf(`${this.norm.tokens[q]}${this.norm.tokens[q + 1]}`);
        this.joinedKeys[q] = keys;
      }
      similarity = keysSimilarity(keys, this.lookup.keys(id), this.persons, false, abjad);
      this.joinedMemo.set(key, similarity);
    }
    return similarity;
  }
}

function sameWords(a: NormalizedName, b: NormalizedName): boolean {
  if (a === b) return true;
  if (a.tokens.length !== b.tokens.length || a.abjad !== b.abjad) return false;
  for (let i = 0; i < a.tokens.length; i++)
    if (a.tokens[i] !== b.tokens[i] || a.weights[i] !== b.weights[i] || a.generic[i] !== b.generic[i])
      return false;
  return true;
}

/** What a search reads: every name normalised once, the token lookup, and names by identifier value. */
interface IndexData {
  entries: readonly ListEntry[];
  names: IndexedName[];
  lookup: TokenLookup;
  /** Names of the entries carrying an identifier value: an equal LEI or IMO finds its entry whatever the name. */
  namesByIdentifier: Map<string, number[]>;
}

function emptyIndexData(entries: readonly ListEntry[]): IndexData {
  return { entries, names: [], lookup: new TokenLookup(), namesByIdentifier: new Map() };
}

function addEntry(data: IndexData, entry: ListEntry, e: number) {
  const { names, lookup, namesByIdentifier } = data;
  const first = names.length;
  const person = entry.schema === "Person";
  const seen = new Set<string>();
  for (const { name, kind } of [{ name: entry.name, kind: "primary" as NameKind }, ...entry.aliases]) {
    const norm = normalizeName(name, person);
    const key = norm.tokens.join(" ");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const id = names.length;
    names.push({ entry: e, text: name, kind, norm, ...lookup.addName(id, norm.tokens, norm.abjad) });
  }
  if (names.length === first) return;
  for (const identifier of entry.identifiers) {
    const value = identifierKey(identifier.value);
    if (value.length < 5) continue;
    const ids = namesByIdentifier.get(value) ?? [];
    for (let id = first; id < names.length; id++) ids.push(id);
    namesByIdentifier.set(value, ids);
  }
}

/**
 * Builds the in-memory index: every name normalised once, and a token lookup (exact, typo,
 * transliteration and phonetic keys) from which a query gathers candidate names, so a search scores
 * a few hundred names instead of every one.
 */
export function buildScreeningIndex(entries: readonly ListEntry[]): ScreeningIndex {
  const data = emptyIndexData(entries);
  entries.forEach((entry, e) => {
    addEntry(data, entry, e);
  });
  return indexOver(data);
}

/**
 * The same index, built in slices that give the event loop back between them: a server rebuilding
 * its index after a list update keeps answering requests meanwhile.
 */
export async function buildScreeningIndexGradually(
  entries: readonly ListEntry[],
  sliceSize = 500,
): Promise<ScreeningIndex> {
  const data = emptyIndexData(entries);
  for (let e = 0; e < entries.length; e++) {
    addEntry(data, entries[e] as ListEntry, e);
    if (e % sliceSize === sliceSize - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return indexOver(data);
}

function indexOver({ entries, names, lookup, namesByIdentifier }: IndexData): ScreeningIndex {
  // Read for every name a query reaches: one flat array, not a walk through each name's object.
  const nameWeights = Float64Array.from(names, (name) => name.norm.totalWeight);
  lookup.freeze(nameWeights);
  /** `mayGather`'s most shared weight per name, zeroed after each use (allocated at the first). */
  let most: Float64Array | undefined;

  function run(
    query: ScreeningQuery,
    options: SearchOptions,
    exhaustive: boolean,
    counting: boolean,
  ): SearchPage {
    const threshold = options.threshold ?? defaultThreshold;
    const limit = options.limit ?? 10;
    const offset = options.offset ?? 0;
    const partial = options.mode === "partial";
    // Threshold 0 asks for the top k whatever their scores: the best few times k by estimate are enough.
    const maxCandidates =
      options.maxCandidates ??
      (threshold === 0 && !counting
        ? Math.min(
            defaultMaxCandidates,
            Math.max(topKCandidatesMin, topKCandidatesPerMatch * (offset + limit)),
          )
        : defaultMaxCandidates);
    // Estimates this far below the threshold are not scored; at threshold 0 every reached name may be.
    const floor = threshold - estimateMargin;
    const country = query.country ? resolveCountry(query.country) : undefined;
    const lists = query.lists?.length ? new Set<SanctionListKey>(query.lists) : undefined;
    const sources = query.sources?.length ? new Set<SourceId>(query.sources) : undefined;
    let complete = true;
    const best = new Map<number, ScreeningMatch>();
    const queryNames = [query.name, ...(query.aliases ?? [])].filter((n) => n.trim());

    for (const queryName of queryNames) {
      // A query of unknown kind is read both ways, and each way is compared with entries normalised
      // the same way: "PAO, Yu Liang" keeps PAO against a person, drops it (a legal form) against a company.
      let asCompany: NormalizedName;
      let asPerson: NormalizedName;
      if (query.schema) asCompany = asPerson = normalizeName(queryName, query.schema === "Person");
      else ({ asCompany, asPerson } = normalizeBoth(queryName));
      if (asCompany.tokens.length === 0 && asPerson.tokens.length === 0) continue;
      // One memo per reading and way of comparing tokens (persons' or not), made when first needed.
      const memos: (QueryTokens | undefined)[] = [undefined, undefined, undefined, undefined];
      const tokensFor = (norm: NormalizedName, persons: boolean) => {
        const key = (norm === asPerson ? 2 : 0) + (persons ? 1 : 0);
        let tokens = memos[key];
        if (!tokens) {
          tokens = new QueryTokens(norm, lookup, persons);
          memos[key] = tokens;
        }
        return tokens;
      };
      // Candidates come from the index whatever the threshold: the names sharing (near-)words with the
      // query, best estimate first. Only the reference scorer reads every name.
      // Both readings give the same words in most names: their candidates are then gathered once.
      const readings = sameWords(asPerson, asCompany) ? [asCompany] : [asCompany, asPerson];
      let ordered: { ids: number[]; estimates: number[] } | undefined;
      if (!exhaustive) {
        const estimateOf = new Map<number, number>();
        for (const reading of readings) {
          const found = candidates(reading, floor, maxCandidates);
          if (found.capped) complete = false;
          found.ids.forEach((id, i) => {
            const estimate = found.estimates[i] as number;
            const prior = estimateOf.get(id);
            if (prior === undefined || prior < estimate) estimateOf.set(id, estimate);
          });
        }
        // Identified by an identifier, or holding every query word (partial-name mode): always scored.
        const always = [...identified(query)];
        if (partial)
          for (const reading of readings)
            always.push(...lookup.namesHoldingAll(reading, partialWordSimilarity));
        for (const id of always) estimateOf.set(id, Number.POSITIVE_INFINITY);
        // Best estimate first; equal estimates in the order found (a stable sort of the map's order).
        const found = [...estimateOf.keys()];
        const estimates = Float64Array.from(estimateOf.values());
        const order = found
          .map((_, i) => i)
          .sort((a, b) => (estimates[b] as number) - (estimates[a] as number));
        ordered = {
          ids: order.map((i) => found[i] as number),
          estimates: order.map((i) => estimates[i] as number),
        };
      }
      // A name is scored only if it can make the answer: reach the threshold (partial-name mode keeps
      // names below it) and, in a top-k search, the k-th best score so far (see `neededNameScore`).
      let kthBest = 0;
      const consider = (name: IndexedName): number | undefined => {
        const entry = entries[name.entry] as ListEntry;
        if (lists && !lists.has(entry.list)) return;
        if (sources && !sources.has(entry.source)) return;
        const qNorm = entry.schema === "Person" ? asPerson : asCompany;
        if (qNorm.tokens.length === 0) return;
        const persons = query.schema
          ? query.schema === "Person"
          : entry.schema === "Person" || entry.schema === "Unknown";
        const people = query.schema ? query.schema === "Person" : entry.schema === "Person";
        const tokens = tokensFor(qNorm, persons);
        const countryPart = countryEvidence(country, entry);
        const identifierPart = identifierEvidence(query.identifiers, entry);
        const comparison = compareAtLeast(
          qNorm,
          name.norm,
          { nicknames: persons, people },
          tokens.against(name),
          partial ? 0 : neededNameScore(Math.max(threshold, kthBest), name.kind, countryPart, identifierPart),
        );
        if (!comparison) return;
        const score = round(combineScore(comparison.score, name.kind, countryPart, identifierPart));
        const full = score >= threshold;
        // Below the threshold, only the partial-name mode keeps a name, and only one holding every query word.
        if (!full && !(partial && coversQuery(qNorm, comparison))) return;
        const current = best.get(name.entry);
        if (current && current.score >= score) return;
        best.set(name.entry, {
          list: entry.list,
          id: entry.id,
          source: entry.source,
          name: entry.name,
          matchedName: name.text,
          matchedNameKind: name.kind,
          queryName,
          score,
          partial: !full,
          parts: {
            name: round(comparison.score),
            country: countryPart,
            identifier: identifierPart,
            tokens: explainPairings(qNorm, name.norm, comparison),
          },
          entry,
        });
        return current ? undefined : score;
      };
      if (!ordered) for (const name of names) consider(name);
      else {
        // Best estimate first. A top-k search (not a page, which counts every match) stops once the
        // k-th best score is out of reach of the remaining estimates.
        const k = offset + limit;
        const top: number[] = [];
        for (let i = 0; i < ordered.ids.length; i++) {
          const estimate = ordered.estimates[i] as number;
          if (!counting && top.length >= k && estimate + estimateMargin < (top[k - 1] as number)) {
            complete = false;
            break;
          }
          const score = consider(names[ordered.ids[i] as number] as IndexedName);
          if (!counting && score !== undefined) {
            let at = top.length;
            while (at > 0 && (top[at - 1] as number) < score) at--;
            top.splice(at, 0, score);
            if (top.length > k) top.length = k;
            if (top.length === k) kthBest = top[k - 1] as number;
          }
        }
      }
    }
    // Partial-only matches scored below the threshold, so they rank after every full match.
    const ranked = [...best.values()].sort(
      (a, b) => b.score - a.score || a.list.localeCompare(b.list) || a.id.localeCompare(b.id),
    );
    return { matches: ranked.slice(offset, offset + limit), total: ranked.length, complete };
  }

  function identified(query: ScreeningQuery): number[] {
    return (query.identifiers ?? []).flatMap((i) => namesByIdentifier.get(identifierKey(i.value)) ?? []);
  }

  /**
   * Names sharing (near-)tokens with the query, down to `floor`: the best `max` by estimate; `capped`
   * when there were more.
   */
  function candidates(
    qNorm: NormalizedName,
    floor: number,
    max: number,
  ): { ids: number[]; estimates: number[]; capped: boolean } {
    const ids: number[] = [];
    const estimates: number[] = [];
    const shared = lookup.sharedWeight(qNorm, floor);
    for (let i = 0; i < shared.names.length; i++) {
      const id = shared.names[i] as number;
      const estimate =
        (2 * (shared.weights[i] as number)) / (qNorm.totalWeight + (nameWeights[id] as number));
      if (estimate < floor) continue;
      ids.push(id);
      estimates.push(estimate);
    }
    if (ids.length <= max) return { ids, estimates, capped: false };
    const order = ids
      .map((_, i) => i)
      .sort((a, b) => (estimates[b] as number) - (estimates[a] as number))
      .slice(0, max);
    return {
      ids: order.map((i) => ids[i] as number),
      estimates: order.map((i) => estimates[i] as number),
      capped: true,
    };
  }

  return {
    size: entries.length,
    nameCount: names.length,
    search: (query, options = {}) => run(query, options, false, false).matches,
    searchPage: (query, options = {}) => run(query, options, false, true),
    searchExhaustive: (query, options = {}) => run(query, options, true, false).matches,
    reaches: (unit, abjad) => lookup.reaches(unit, abjad),
    mayGather({ units, minTotalWeight, abjad }, threshold = defaultThreshold) {
      const floor = threshold - estimateMargin;
      if (floor <= 0) return units.some((unit) => lookup.reaches(unit.text, abjad));
      most ??= new Float64Array(names.length);
      const touched: number[] = [];
      for (const unit of units) {
        const { ids, similarities } = lookup.reachedNames(unit.text, abjad);
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k] as number;
          if (most[id] === 0) touched.push(id);
          most[id] = (most[id] as number) + (similarities[k] as number) * unit.maxWeight;
        }
      }
      let may = false;
      for (const id of touched) {
        const total = minTotalWeight + (nameWeights[id] as number);
        // No weight at all: `candidates` keeps such a name (its estimate is no number), so do we.
        if (total <= 0 || (2 * (most[id] as number)) / total >= floor) may = true;
        most[id] = 0;
      }
      return may;
    },
    identifies: (value) => namesByIdentifier.has(identifierKey(value)),
  };
}
