import type { SanctionListKey } from "@tierline/contracts";
import { resolveCountry } from "../lists/countries";
import type { ListEntry, NameKind, SourceId } from "../model";
import { CandidateList } from "./candidate-list";
import { readingSimilarity } from "./cyrillic-readings";
import { ListedNames, personSchema, unknownSchema } from "./listed-names";
import { mayReach, type QueryWords, queryWordsOf, type WordSimilarities } from "./name-bound";
import {
  compareNormalized,
  coversQuery,
  explainPairings,
  leastTotal,
  type NameReading,
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
  /** `leastTotal` of `norm`, worked out once: every search comparing the name reads it. */
  leastTotal: number;
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

/** The four ways of comparing two names, indexed by nicknames then people: not an object per candidate. */
const nameReadings: readonly NameReading[] = [
  { nicknames: false, people: false },
  { nicknames: false, people: true },
  { nicknames: true, people: false },
  { nicknames: true, people: true },
];

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
 * compares the same few query tokens with the same listed tokens across many candidate names. Kept by
 * the index from search to search and `reset` for each query name: its buffers are garbage no more.
 */
class QueryTokens implements TokenSimilarities, WordSimilarities {
  /**
   * Where each listed vocabulary id's similarities to the query tokens start in `memo`, for the ids
   * compared since the last `reset` (those whose `columnStamps` is `stamp`).
   */
  private readonly columnStarts: Uint32Array;
  private readonly columnStamps: Uint32Array;
  private stamp = 0;
  private columnCount = 0;
  /** Similarities, a column of one per query token for each listed id (NaN until worked out). */
  private memo = new Float64Array(256).fill(Number.NaN);
  /** The column of the listed token `of` was last asked about (it asks token by token). */
  private column = 0;
  private columnOf = -1;
  /** Readings of a listed word from Cyrillic against a query word, keyed by listed id and query token (see `of`). */
  private readonly readingMemo = new Map<number, number>();
  /** Keyed by span, listed vocabulary id and script (see `joined`). */
  private readonly joinedMemo = new Map<number, number>();
  private keys: TokenKeys[] = [];
  /** Keys of each two adjacent query tokens written as one word, made when first compared. */
  private joinedKeys: (TokenKeys | undefined)[] = [];
  /** The listed name being compared (see `against`). */
  private listed!: IndexedName;
  norm!: NormalizedName;
  private persons = false;
  /** `leastTotal` of the query name. */
  leastTotal = 0;
  /** The query name's words as `mayReach` reads them. */
  words!: QueryWords;
  constructor(private readonly lookup: TokenLookup) {
    this.columnStarts = new Uint32Array(lookup.vocabularySize());
    this.columnStamps = new Uint32Array(lookup.vocabularySize());
  }
  /** Starts over for a query name (`persons`: compared as persons' names), nothing memoised. */
  reset(norm: NormalizedName, persons: boolean): this {
    this.memo.fill(Number.NaN, 0, this.columnCount * this.keys.length);
    this.columnCount = 0;
    this.stamp++;
    this.joinedMemo.clear();
    this.readingMemo.clear();
    this.norm = norm;
    this.persons = persons;
    this.keys = norm.tokens.map(keysOf);
    this.joinedKeys = norm.tokens.map(() => undefined);
    this.leastTotal = leastTotal(norm);
    this.words = queryWordsOf(norm);
    return this;
  }
  /** Points `of` at a listed name: no closure per compared name on the hot path. */
  against(name: IndexedName): this {
    this.listed = name;
    this.columnOf = -1;
    return this;
  }
  /** Starts on another listed name for `ofWord`. */
  againstWords(): this {
    this.columnOf = -1;
    return this;
  }
  of(q: number, l: number): number {
    return this.ofWord(q, l, this.listed.ids[l] as number, Boolean(this.listed.norm.latinReadings?.[l]));
  }
  /** `of` for the listed name's word `l`, of vocabulary id `id`, `read` from a Cyrillic word or not. */
  ofWord(q: number, l: number, id: number, read: boolean): number {
    if (l !== this.columnOf) {
      this.columnOf = l;
      this.column = this.columnFor(id);
    }
    let similarity = this.memo[this.column + q] as number;
    if (Number.isNaN(similarity)) {
      const abjad = this.norm.abjad || this.lookup.isAbjad(id);
      similarity = keysSimilarity(this.keys[q] as TokenKeys, this.lookup.keys(id), this.persons, true, abjad);
      // A query word from Cyrillic: its Latin readings against the listed word (see `readingSimilarity`).
      const ofQuery = this.norm.latinReadings?.[q];
      if (ofQuery)
        similarity = Math.max(similarity, readingSimilarity(ofQuery, this.lookup.keys(id), this.persons));
      this.memo[this.column + q] = similarity;
    }
    // A listed word from Cyrillic, read against the query's: only in a name written in Cyrillic, not for
    // the vocabulary id, whose romanisation (aleksandr) thousands of Latin names share.
    if (read) {
      const key = id * 64 + q;
      let read = this.readingMemo.get(key);
      if (read === undefined) {
        read = readingSimilarity(this.lookup.readingsOf(id) ?? [], this.keys[q] as TokenKeys, this.persons);
        this.readingMemo.set(key, read);
      }
      if (read > similarity) similarity = read;
    }
    return similarity;
  }
  private columnFor(id: number): number {
    if (this.columnStamps[id] === this.stamp) return this.columnStarts[id] as number;
    const column = this.columnCount++ * this.keys.length;
    this.columnStamps[id] = this.stamp;
    this.columnStarts[id] = column;
    if (column + this.keys.length > this.memo.length) {
      const grown = new Float64Array(this.memo.length * 2).fill(Number.NaN);
      grown.set(this.memo);
      this.memo = grown;
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

/** What `consider` reads of the search under way: kept by the index, so no closure is made per query name. */
class SearchState {
  query!: ScreeningQuery;
  queryName = "";
  threshold = defaultThreshold;
  partial = false;
  country: string | undefined;
  /** The index's country part codes of `country` (see `countryPartCodes`), when there is one. */
  countryCodes: Int8Array | undefined;
  lists: Set<SanctionListKey> | undefined;
  sources: Set<SourceId> | undefined;
  /** Each entry's best match so far. */
  best = new Map<number, ScreeningMatch>();
  /** The query name read as a company's name and as a person's. */
  asCompany!: NormalizedName;
  asPerson!: NormalizedName;
  /** A bit per memo of the index's `queryTokens` reset for the query name. */
  ready = 0;
  /** The k-th best score so far in a top-k search (0 until there are k). */
  kthBest = 0;
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
    names.push({
      entry: e,
      text: name,
      kind,
      norm,
      ...lookup.addName(id, norm.tokens, norm.abjad, norm.latinReadings),
      leastTotal: leastTotal(norm),
    });
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
  // Read for every name a query reaches or bounds: flat arrays, not a walk through each name's objects.
  const listed = new ListedNames(entries, names);
  const nameWeights = listed.totalWeight;
  lookup.freeze(nameWeights);
  const listedToken = (id: number) => lookup.token(id);
  /** `mayGather`'s most shared weight per name, zeroed after each use (allocated at the first). */
  let most: Float64Array | undefined;
  /** One memo per reading of a query name and way of comparing tokens (persons' or not), made when first needed. */
  const queryTokens: (QueryTokens | undefined)[] = [undefined, undefined, undefined, undefined];
  /** A query name's candidates (both readings), and one reading's, emptied for each query name. */
  const gathered = new CandidateList(names.length);
  const perReading = new CandidateList(names.length);
  /**
   * Each entry's country part for each query country asked about, kept from search to search (most
   * candidates are their entry's only name in a search): a code per entry, 0 until worked out, else 1
   * plus the part's place in `countryPartValues`. An array of a byte per entry per country, at most
   * the few hundred countries `resolveCountry` knows.
   */
  const countryPartCodes = new Map<string, Int8Array>();
  const countryPartValues: number[] = [];

  /** The search under way and its query name, as `consider` reads them. */
  const search = new SearchState();

  /** The memo of a reading of the query name and way of comparing, reset when the name first needs it. */
  function tokensFor(norm: NormalizedName, persons: boolean): QueryTokens {
    const key = (norm === search.asPerson ? 2 : 0) + (persons ? 1 : 0);
    queryTokens[key] ??= new QueryTokens(lookup);
    const tokens = queryTokens[key];
    if ((search.ready & (1 << key)) === 0) {
      tokens.reset(norm, persons);
      search.ready |= 1 << key;
    }
    return tokens;
  }

  /**
   * Scores listed name `n` against the query name, keeping it in `search.best` if it makes the answer:
   * its score when it is its entry's first match, else undefined. Most names cannot reach the score
   * needed: they are ruled out from the flat layout (`listed`, `mayReach`) before their objects are read.
   */
  function consider(n: number): number | undefined {
    const { query, threshold, partial, lists, sources, asPerson, asCompany } = search;
    const e = listed.entryOf[n] as number;
    if (lists && !lists.has((entries[e] as ListEntry).list)) return;
    if (sources && !sources.has((entries[e] as ListEntry).source)) return;
    const schema = listed.schemaOf[e];
    const qNorm = schema === personSchema ? asPerson : asCompany;
    if (qNorm.tokens.length === 0) return;
    const persons = query.schema
      ? query.schema === "Person"
      : schema === personSchema || schema === unknownSchema;
    const people = query.schema ? query.schema === "Person" : schema === personSchema;
    const reading = nameReadings[(persons ? 2 : 0) + (people ? 1 : 0)] as NameReading;
    const tokens = tokensFor(qNorm, persons);
    const countryPart = countryPartOf(e);
    // `identifierEvidence` reads the entry only when the query gives identifiers.
    const identifierPart = query.identifiers?.length
      ? identifierEvidence(query.identifiers, entries[e] as ListEntry)
      : 0;
    // Only whether the name is a weak alias changes the score needed (see `neededNameScore`).
    const kind = listed.weak[n] === 1 ? "weak" : "primary";
    const needed = partial
      ? 0
      : neededNameScore(Math.max(threshold, search.kthBest), kind, countryPart, identifierPart);
    if (
      needed > 0 &&
      !mayReach(
        tokens.words,
        listed,
        n,
        reading,
        tokens.againstWords(),
        needed,
        tokens.leastTotal,
        listedToken,
      )
    )
      return;
    const name = names[n] as IndexedName;
    const entry = entries[e] as ListEntry;
    // Bounded already (`mayReach`): the comparison itself need not bound it again.
    const comparison = compareNormalized(qNorm, name.norm, reading, tokens.against(name));
    const score = round(combineScore(comparison.score, name.kind, countryPart, identifierPart));
    const full = score >= threshold;
    // Below the threshold, only the partial-name mode keeps a name, and only one holding every query word.
    if (!full && !(partial && coversQuery(qNorm, comparison))) return;
    const current = search.best.get(name.entry);
    if (current && current.score >= score) return;
    search.best.set(name.entry, {
      list: entry.list,
      id: entry.id,
      source: entry.source,
      name: entry.name,
      matchedName: name.text,
      matchedNameKind: name.kind,
      queryName: search.queryName,
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
  }

  /** `countryEvidence` of the search's country and an entry, worked out once per country and entry. */
  function countryPartOf(e: number): number {
    const codes = search.countryCodes;
    if (!codes) return countryEvidence(search.country, entries[e] as ListEntry);
    const code = codes[e] as number;
    if (code > 0) return countryPartValues[code - 1] as number;
    const part = countryEvidence(search.country, entries[e] as ListEntry);
    let at = countryPartValues.indexOf(part);
    if (at < 0) at = countryPartValues.push(part) - 1;
    codes[e] = at + 1;
    return part;
  }

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
    search.query = query;
    search.threshold = threshold;
    search.partial = partial;
    search.country = query.country ? resolveCountry(query.country) : undefined;
    search.countryCodes = undefined;
    if (search.country !== undefined) {
      search.countryCodes = countryPartCodes.get(search.country);
      if (!search.countryCodes) {
        search.countryCodes = new Int8Array(entries.length);
        countryPartCodes.set(search.country, search.countryCodes);
      }
    }
    search.lists = query.lists?.length ? new Set<SanctionListKey>(query.lists) : undefined;
    search.sources = query.sources?.length ? new Set<SourceId>(query.sources) : undefined;
    search.best = new Map();
    let complete = true;
    const queryNames = [query.name, ...(query.aliases ?? [])].filter((n) => n.trim());

    for (const queryName of queryNames) {
      // A query of unknown kind is read both ways, and each way is compared with entries normalised
      // the same way: "PAO, Yu Liang" keeps PAO against a person, drops it (a legal form) against a company.
      let asCompany: NormalizedName;
      let asPerson: NormalizedName;
      if (query.schema) asCompany = asPerson = normalizeName(queryName, query.schema === "Person");
      else ({ asCompany, asPerson } = normalizeBoth(queryName));
      if (asCompany.tokens.length === 0 && asPerson.tokens.length === 0) continue;
      search.queryName = queryName;
      search.asCompany = asCompany;
      search.asPerson = asPerson;
      // The index's four memos, each reset when this query name first needs it.
      search.ready = 0;
      // Candidates come from the index whatever the threshold: the names sharing (near-)words with the
      // query, best estimate first. Only the reference scorer reads every name.
      // Both readings give the same words in most names: their candidates are then gathered once.
      const readings = sameWords(asPerson, asCompany) ? [asCompany] : [asCompany, asPerson];
      gathered.clear();
      if (!exhaustive) {
        for (const reading of readings) if (candidates(reading, floor, maxCandidates)) complete = false;
        // Identified by an identifier, or holding every query word (partial-name mode): always scored.
        for (const id of identified(query)) gathered.set(id, Number.POSITIVE_INFINITY);
        if (partial)
          for (const reading of readings)
            for (const id of lookup.namesHoldingAll(reading, partialWordSimilarity))
              gathered.set(id, Number.POSITIVE_INFINITY);
        // Best estimate first; equal estimates in the order found.
        gathered.sortByEstimate();
      }
      // A name is scored only if it can make the answer: reach the threshold (partial-name mode keeps
      // names below it) and, in a top-k search, the k-th best score so far (see `neededNameScore`).
      search.kthBest = 0;
      if (exhaustive) for (let n = 0; n < names.length; n++) consider(n);
      else {
        // Best estimate first. A top-k search (not a page, which counts every match) stops once the
        // k-th best score is out of reach of the remaining estimates.
        const k = offset + limit;
        const top: number[] = [];
        for (let i = 0; i < gathered.count; i++) {
          const estimate = gathered.estimates[i] as number;
          if (!counting && top.length >= k && estimate + estimateMargin < (top[k - 1] as number)) {
            complete = false;
            break;
          }
          const score = consider(gathered.ids[i] as number);
          if (!counting && score !== undefined) {
            let at = top.length;
            while (at > 0 && (top[at - 1] as number) < score) at--;
            top.splice(at, 0, score);
            if (top.length > k) top.length = k;
            if (top.length === k) search.kthBest = top[k - 1] as number;
          }
        }
      }
    }
    // Partial-only matches scored below the threshold, so they rank after every full match.
    const ranked = [...search.best.values()].sort(
      (a, b) => b.score - a.score || a.list.localeCompare(b.list) || a.id.localeCompare(b.id),
    );
    return { matches: ranked.slice(offset, offset + limit), total: ranked.length, complete };
  }

  function identified(query: ScreeningQuery): number[] {
    return (query.identifiers ?? []).flatMap((i) => namesByIdentifier.get(identifierKey(i.value)) ?? []);
  }

  /**
   * Offers `gathered` the names sharing (near-)tokens with the query, down to `floor`: the best `max`
   * by estimate when there are more (then true), best first; else all of them, in the order found.
   */
  function candidates(qNorm: NormalizedName, floor: number, max: number): boolean {
    perReading.clear();
    const shared = lookup.sharedWeight(qNorm, floor);
    for (let i = 0; i < shared.count; i++) {
      const id = shared.names[i] as number;
      const estimate =
        (2 * (shared.weights[i] as number)) / (qNorm.totalWeight + (nameWeights[id] as number));
      if (estimate < floor) continue;
      perReading.offer(id, estimate);
    }
    const capped = perReading.count > max;
    if (capped) perReading.sortByEstimate();
    for (let i = 0; i < Math.min(perReading.count, max); i++)
      gathered.offer(perReading.ids[i] as number, perReading.estimates[i] as number);
    return capped;
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
