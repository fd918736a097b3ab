import { readingOfUnit, readingSimilarity, readingUnit } from "./cyrillic-readings";
import { DeletionTable, hashWithout } from "./deletion-table";
import { sortFew } from "./few-sort";
import type { NormalizedName } from "./normalize";
import {
  abjadReadings,
  allowedEdits,
  canonicalNickname,
  consonantsOf,
  keysOf,
  keysSimilarity,
  type TokenKeys,
  tokenKeys,
} from "./token-similarity";

const minSimilarity = 0.75;
const maxShortSkeletonWords = 200;
/** A query word reaching more names than this is common (see `sharedWeight`). */
const commonTokenNames = 400;
/** Lookups of query tokens are cached: batches repeat tokens (LLC-stripped names share words). */
const cacheLimit = 100_000;

/**
 * Keys to token ids. Most keys (a typo neighbour, a phonetic key) lead to one token: it is stored
 * bare, and only a second id makes an array, which halves the index's build time and memory.
 */
type KeyMap = Map<string, number | number[]>;

function push(map: KeyMap, key: string, id: number) {
  const ids = map.get(key);
  if (ids === undefined) map.set(key, id);
  else if (typeof ids === "number") map.set(key, [ids, id]);
  else ids.push(id);
}

/** Listed tokens like a query token (parallel arrays), and how many names hold them in all. */
interface Similar {
  tokens: Uint32Array;
  similarities: Float64Array;
  names: number;
}

/** Binary search in an ascending posting: `names[from..to]`. */
function holds(names: Uint32Array, from: number, to: number, nameId: number): boolean {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = names[mid] as number;
    if (value === nameId) return true;
    if (value < nameId) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** A buffer twice as long holding the same numbers: kept from search to search, it grows and never shrinks. */
function grown(buffer: Uint32Array): Uint32Array<ArrayBuffer> {
  const larger = new Uint32Array(buffer.length * 2);
  larger.set(buffer);
  return larger;
}

/** The k-th letter of `token` without its letter at `skip` (-1: none left out). */
function keyLetter(token: string, skip: number, k: number): number {
  return token.charCodeAt(skip >= 0 && k >= skip ? k + 1 : k);
}

function deletions(token: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < token.length; i++) out.push(token.slice(0, i) + token.slice(i + 1));
  return out;
}

/**
 * Candidate generation without scanning: an inverted index from every listed token (and every pair
 * of adjacent tokens written as one word) to the names holding it, reached from a query token by
 * exact spelling, known transliteration variants, nicknames, one-deletion neighbourhoods (typos:
 * a missing, extra, swapped or wrong letter) and the phonetic key.
 */
export class TokenLookup {
  private readonly vocab = new Map<string, number>();
  private readonly tokens: string[] = [];
  /** Each token's names while names are added; flattened into `postingNames` by `freeze`. */
  private postings: number[][] = [];
  /**
   * Every posting in one flat array once frozen, names ascending: token id `t` has
   * `postingNames[postingStart[t]..postingStart[t + 1]]` (and the same names lightest first in
   * `lightestNames`, at the same places).
   */
  private postingStart = new Uint32Array(1);
  private postingNames = new Uint32Array(0);
  /** Whether a token's typo, phonetic and variant keys are indexed (not for joined pairs). */
  private readonly fuzzy: boolean[] = [];
  private readonly abjad: boolean[] = [];
  /** Latin readings of listed tokens from Cyrillic words (see `readingsOf`). */
  private readonly latinReadings: (readonly string[] | undefined)[] = [];
  private readonly tokenKeys: (TokenKeys | undefined)[] = [];
  /** Two-consonant skeletons (hn for Haniya): looked up for words from Arabic script only. */
  private readonly shortPhonetic: KeyMap = new Map();
  /**
   * Every listed token under itself and, when it may carry a typo, under each of its one-letter
   * deletions: one lookup per query deletion finds the listed tokens one edit away either way.
   */
  private readonly deletes: KeyMap = new Map();
  /** `deletes` once all names are in (see `freeze`). */
  private deletionTable = new DeletionTable(new Map());
  private readonly phonetic: KeyMap = new Map();
  private readonly abjadPhonetic: KeyMap = new Map();
  /**
   * A token under its canonical spelling (`TokenKeys.variant`), its full given name, its Chinese key
   * and its spelling key (`TokenKeys.spelling`), where these are not the token itself: one map each,
   * so a look-up makes no prefixed string.
   */
  private readonly variants: KeyMap = new Map();
  private readonly givenNames: KeyMap = new Map();
  private readonly chineseKeys: KeyMap = new Map();
  private readonly spellings: KeyMap = new Map();
  private readonly cache = new Map<string, Similar>();
  private readonly reachedMemo = new Map<string, { ids: number[]; similarities: number[] }>();
  private stamps = new Uint32Array(0);
  private stampNow = 0;
  /** `similar`'s token ids, each once in the order found (reused). */
  private gathered = new Uint32Array(256);
  private gatheredCount = 0;
  private gatheredSimilarities = new Float64Array(256);
  /**
   * `sharedWeight`'s sums per name, side by side so that a name's are read in one cache line: at
   * `2 * id` the weight shared so far (0: not touched), at `2 * id + 1` the current word's gain.
   */
  private sums = new Float64Array(0);
  private weights: Float64Array = new Float64Array(0);
  /**
   * Every posting again, its names lightest first (by total weight), with their weights beside them, all
   * in flat arrays: token id `t` has `lightestNames[postingStart[t]..postingStart[t + 1]]`. A query
   * reads a word's names up to the heaviest that can still reach the candidate floor, and stops.
   */
  private lightestNames = new Uint32Array(0);
  private lightestWeights = new Float64Array(0);
  /** `sharedWeight`'s weights, one per name it touched (see there). */
  private shared = new Float64Array(0);
  /** `sharedWeight`'s units: each one's similar tokens, weight, whether common, and the order read. */
  private readonly unitSimilar: Similar[] = [];
  private unitWeights = new Float64Array(64);
  private unitCommon = new Uint8Array(64);
  private readonly unitOrder: number[] = [];
  /** `sharedWeight`'s names, in the order first found, and those one unit credits (both reused). */
  private touched = new Uint32Array(1024);
  private touchedCount = 0;
  private local = new Uint32Array(1024);
  private localCount = 0;

  /**
   * Indexes a name's tokens; answers their vocabulary ids, in order, and those of each two adjacent
   * tokens written as one word.
   */
  addName(
    nameId: number,
    tokens: string[],
    abjad = false,
    latinReadings?: readonly (readonly string[] | undefined)[],
  ): { ids: number[]; joined: number[] } {
    const ids = tokens.map((token) => this.post(token, nameId, true));
    if (abjad) for (const id of ids) this.abjad[id] = true;
    // A romanisation two Cyrillic spellings share (Есков, Ёсков) keeps the readings of both.
    ids.forEach((id, i) => {
      const readings = latinReadings?.[i];
      if (!readings) return;
      const known = this.latinReadings[id];
      this.latinReadings[id] = known ? [...new Set([...known, ...readings])] : readings;
    });
    // Adjacent pairs written as one word are found by exact spelling only: their fuzzy keys would
    // double the index for a rare case that the pair's single tokens already reach.
    const joined: number[] = [];
    for (let i = 0; i + 1 < tokens.length; i++)
      joined.push(this.post(`${tokens[i]}${tokens[i + 1]}`, nameId, false));
    return { ids, joined };
  }

  /** How many listed tokens (and joined pairs) there are: vocabulary ids are below it. */
  vocabularySize(): number {
    return this.tokens.length;
  }

  /** The listed token with this vocabulary id. */
  token(id: number): string {
    return this.tokens[id] as string;
  }

  /** The similarity keys of the listed token with this vocabulary id, worked out once. */
  keys(id: number): TokenKeys {
    let keys = this.tokenKeys[id];
    if (keys === undefined) {
      keys = tokenKeys(this.tokens[id] as string);
      this.tokenKeys[id] = keys;
    }
    return keys;
  }

  /**
   * The Latin readings of the listed token when some listed name has it from a Cyrillic word (those of
   * every Cyrillic spelling that romanises to it: Есков, Ёсков), else undefined.
   */
  readingsOf(id: number): readonly string[] | undefined {
    return this.latinReadings[id];
  }

  /** Whether the listed token came from Arabic script (see `NormalizedName.abjad`). */
  isAbjad(id: number): boolean {
    return this.abjad[id] as boolean;
  }

  private post(key: string, nameId: number, fuzzy: boolean): number {
    let id = this.vocab.get(key);
    if (id === undefined) {
      id = this.tokens.length;
      this.vocab.set(key, id);
      this.tokens.push(key);
      this.postings.push([]);
      this.fuzzy.push(false);
      // Every id holds a flag, so the array stays packed: a sparse one falls back to a dictionary.
      this.abjad.push(false);
      this.latinReadings.push(undefined);
      this.tokenKeys.push(undefined);
      push(this.deletes, key, id);
    }
    if (fuzzy && !this.fuzzy[id]) {
      this.fuzzy[id] = true;
      this.indexToken(key, id);
    }
    const posting = this.postings[id] as number[];
    if (posting[posting.length - 1] !== nameId) posting.push(nameId);
    return id;
  }

  private indexToken(token: string, id: number) {
    if (allowedEdits(token.length) > 0) for (const d of deletions(token)) push(this.deletes, d, id);
    const keys = this.keys(id);
    const key = keys.phonetic;
    if (key.length >= 3) push(this.phonetic, key, id);
    else if (key.length === 2) push(this.shortPhonetic, key, id);
    // Reached from Arabic script too, which writes f, b and gh for v, p and g (see `TokenKeys.consonants`).
    const abjadKey = consonantsOf(keys);
    if (abjadKey !== key && abjadKey.length >= 3) push(this.abjadPhonetic, abjadKey, id);
    // And under the skeletons of its European readings (Blagoje as Blagoye: بلاغوي), which the
    // similarity already pairs: without them the query never gathers the name it would pair.
    for (const reading of abjadReadings(token))
      if (reading !== key && reading !== abjadKey && reading.length >= 3)
        push(this.abjadPhonetic, reading, id);
    if (keys.variant !== token) push(this.variants, keys.variant, id);
    const nickname = canonicalNickname(token);
    if (nickname && nickname !== token) push(this.givenNames, nickname, id);
    if (keys.chinese && keys.chinese !== token) push(this.chineseKeys, keys.chinese, id);
    if (keys.spelling !== token && keys.spelling.length >= 3) push(this.spellings, keys.spelling, id);
  }

  /** Sizes the score buffers once all names are in, given their total weights (`NormalizedName.totalWeight`). */
  freeze(weights: Float64Array) {
    const nameCount = weights.length;
    this.weights = weights;
    this.stamps = new Uint32Array(this.tokens.length);
    this.sums = new Float64Array(nameCount * 2);
    this.postingStart = new Uint32Array(this.postings.length + 1);
    let size = 0;
    for (const posting of this.postings) size += posting.length;
    this.lightestNames = new Uint32Array(size);
    this.lightestWeights = new Float64Array(size);
    this.postingNames = new Uint32Array(size);
    let at = 0;
    this.postings.forEach((posting, id) => {
      this.postingStart[id] = at;
      this.postingNames.set(posting, at);
      for (const nameId of [...posting].sort((a, b) => (weights[a] as number) - (weights[b] as number))) {
        this.lightestNames[at] = nameId;
        this.lightestWeights[at++] = weights[nameId] as number;
      }
    });
    this.postingStart[this.postings.length] = at;
    this.postings = [];
    this.deletionTable = new DeletionTable(this.deletes);
    this.deletes.clear();
  }

  /** How many names hold the listed token `id` (once frozen). */
  private namesHolding(id: number): number {
    return (this.postingStart[id + 1] as number) - (this.postingStart[id] as number);
  }

  /**
   * Whether `token` without its letter at `skip` (-1: all of it) is one of the deletion keys of the
   * listed token `id`: the token itself, or, when it may carry a typo, it less one letter (see `post`).
   */
  private isDeletionKey(id: number, token: string, skip: number): boolean {
    const listed = this.tokens[id] as string;
    const length = skip < 0 ? token.length : token.length - 1;
    if (listed.length === length) {
      for (let k = 0; k < length; k++) if (listed.charCodeAt(k) !== keyLetter(token, skip, k)) return false;
      return true;
    }
    if (listed.length !== length + 1 || !this.fuzzy[id] || allowedEdits(listed.length) === 0) return false;
    let k = 0;
    while (k < length && listed.charCodeAt(k) === keyLetter(token, skip, k)) k++;
    for (; k < length; k++) if (listed.charCodeAt(k + 1) !== keyLetter(token, skip, k)) return false;
    return true;
  }

  /**
   * Listed tokens like `unit`, with their similarity, and how many names hold them in all. A reading of
   * a Cyrillic word (see `readingUnit`) is looked up as the Latin word it spells, paired by `readingSimilarity`.
   */
  private similar(unit: string, abjad: boolean): Similar {
    const cacheKey = abjad ? `~${unit}` : unit;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const reading = readingOfUnit(unit);
    const token = reading ?? unit;
    // Each token id once, in the order found: a stamp per id instead of a set.
    this.stampNow++;
    this.gatheredCount = 0;
    const keys = keysOf(token);
    // A key spelt like the token itself (most are) is the token's own id again, found already: not looked up twice.
    this.gatherOne(this.vocab.get(token));
    this.gather(this.variants.get(keys.variant));
    if (keys.variant !== token) this.gatherOne(this.vocab.get(keys.variant));
    const nickname = canonicalNickname(token);
    if (nickname) {
      this.gather(this.givenNames.get(nickname));
      if (nickname !== token) this.gatherOne(this.vocab.get(nickname));
    }
    if (keys.spelling.length >= 3) {
      this.gather(this.spellings.get(keys.spelling));
      if (keys.spelling !== token) this.gatherOne(this.vocab.get(keys.spelling));
    }
    if (keys.chinese) {
      this.gather(this.chineseKeys.get(keys.chinese));
      if (keys.chinese !== token) this.gatherOne(this.vocab.get(keys.chinese));
    }
    if (keys.nicknames) for (const other of keys.nicknames) this.gatherOne(this.vocab.get(other));
    if (allowedEdits(token.length) > 0) {
      // The token itself (skip -1), then each of its one-letter deletions.
      const table = this.deletionTable;
      for (let skip = -1; skip < token.length; skip++) {
        const slot = table.slot(hashWithout(token, skip));
        if (slot < 0) continue;
        for (let at = table.from(slot), end = table.to(slot); at < end; at++) {
          const id = table.ids[at] as number;
          if (this.isDeletionKey(id, token, skip)) this.gatherOne(id);
        }
      }
    }
    const key = keys.phonetic;
    if (key.length >= 3) this.gather(this.phonetic.get(key));
    if (abjad) {
      const abjadKey = consonantsOf(keys);
      if (abjadKey.length >= 3) {
        this.gather(this.phonetic.get(abjadKey));
        this.gather(this.abjadPhonetic.get(abjadKey));
      }
    }
    if (abjad && key.length === 2) {
      // A two-consonant skeleton shared by too many words identifies nothing: skip it then.
      const short = this.shortPhonetic.get(key);
      if (typeof short === "number" || (short && short.length <= maxShortSkeletonWords)) this.gather(short);
    }
    // The gathered ids like the token enough, kept in the buffers first: the answer is sized once.
    if (this.gatheredSimilarities.length < this.gatheredCount)
      this.gatheredSimilarities = new Float64Array(this.gathered.length);
    const similarities = this.gatheredSimilarities;
    let kept = 0;
    let names = 0;
    for (let i = 0; i < this.gatheredCount; i++) {
      const id = this.gathered[i] as number;
      const similarity =
        reading === undefined
          ? keysSimilarity(keys, this.keys(id), true, true, abjad || this.isAbjad(id))
          : readingSimilarity([reading], this.keys(id), true);
      if (similarity < minSimilarity) continue;
      this.gathered[kept] = id;
      similarities[kept++] = similarity;
      names += this.namesHolding(id);
    }
    const found: Similar = {
      tokens: this.gathered.slice(0, kept),
      similarities: similarities.slice(0, kept),
      names,
    };
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(cacheKey, found);
    return found;
  }

  /**
   * `similar` of a query token and of its Latin readings when it is from a Cyrillic word (see
   * `NormalizedName.latinReadings`), each listed token at its best.
   */
  private similarRead(token: string, readings: readonly string[] | undefined, abjad: boolean): Similar {
    if (!readings) return this.similar(token, abjad);
    const units = readings.map(readingUnit);
    const cacheKey = `${abjad ? "~" : ""}${token}${units.join("")}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const best = new Map<number, number>();
    for (const part of [this.similar(token, abjad), ...units.map((unit) => this.similar(unit, false))])
      part.tokens.forEach((id, k) => {
        const similarity = part.similarities[k] as number;
        if (similarity > (best.get(id) ?? 0)) best.set(id, similarity);
      });
    const found: Similar = {
      tokens: Uint32Array.from(best.keys()),
      similarities: Float64Array.from(best.values()),
      names: 0,
    };
    for (const id of found.tokens) found.names += this.namesHolding(id);
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(cacheKey, found);
    return found;
  }

  /** Adds a token id to `similar`'s gathered ids, unless it is there already. */
  private gatherOne(id: number | undefined) {
    if (id === undefined || this.stamps[id] === this.stampNow) return;
    this.stamps[id] = this.stampNow;
    if (this.gatheredCount === this.gathered.length) this.gathered = grown(this.gathered);
    this.gathered[this.gatheredCount++] = id;
  }

  /** `gatherOne` for each id a key leads to. */
  private gather(found: number | number[] | undefined) {
    if (typeof found === "number") this.gatherOne(found);
    else if (found) for (const id of found) this.gatherOne(id);
  }

  /** Whether a query unit (a word, or two joined) finds any listed token: the first step of every search. */
  reaches(unit: string, abjad: boolean): boolean {
    return this.similar(unit, abjad).tokens.length > 0;
  }

  /** Credits a name with a unit's gain, its best over the unit's similar tokens (see `local`). */
  private credit(nameId: number, gain: number) {
    const current = this.sums[2 * nameId + 1] as number;
    if (current === 0) {
      if (this.localCount === this.local.length) this.local = grown(this.local);
      this.local[this.localCount++] = nameId;
    }
    if (gain > current) this.sums[2 * nameId + 1] = gain;
  }

  /** Whether looking each touched name up in `count` names of a posting beats walking them. */
  private searchBeatsWalk(postingLength: number, count: number): boolean {
    return this.touchedCount * Math.log2(postingLength + 1) < count;
  }

  /**
   * The names a query unit reaches, each with the best similarity of its tokens to the unit: the most
   * the unit can add to a name's shared weight is that times the unit's weight (`sharedWeight` adds no
   * more, and leaves out common words). Memoised: many parties share each unit.
   */
  reachedNames(unit: string, abjad: boolean): { ids: number[]; similarities: number[] } {
    const key = abjad ? `~${unit}` : unit;
    let found = this.reachedMemo.get(key);
    if (found) return found;
    const best = new Map<number, number>();
    const { tokens, similarities } = this.similar(unit, abjad);
    tokens.forEach((token, k) => {
      const similarity = similarities[k] as number;
      for (let at = this.postingStart[token] as number; at < (this.postingStart[token + 1] as number); at++) {
        const nameId = this.postingNames[at] as number;
        if (similarity > (best.get(nameId) ?? 0)) best.set(nameId, similarity);
      }
    });
    found = { ids: [...best.keys()], similarities: [...best.values()] };
    if (this.reachedMemo.size >= cacheLimit) this.reachedMemo.clear();
    this.reachedMemo.set(key, found);
    return found;
  }

  /**
   * Every name holding, for each word of the query, a listed token like it (similarity `min` or more):
   * the partial-name mode's candidates, all of them (no estimate, no cap). Starts from the word with the
   * fewest names and keeps those every other word's postings hold.
   */
  namesHoldingAll(query: NormalizedName, min: number): number[] {
    if (query.tokens.length === 0) return [];
    // Each word's similar tokens, as token ids (whose postings are ranges of `postingNames`).
    const perWord = query.tokens.map((token, i) => {
      const similar = this.similarRead(token, query.latinReadings?.[i], query.abjad);
      return [...similar.tokens].filter((_, i) => (similar.similarities[i] as number) >= min);
    });
    const size = (tokens: number[]) => tokens.reduce((sum, id) => sum + this.namesHolding(id), 0);
    perWord.sort((a, b) => size(a) - size(b));
    const [rarest, ...others] = perWord as [number[], ...number[][]];
    const names = new Set<number>();
    for (const id of rarest)
      for (let at = this.postingStart[id] as number; at < (this.postingStart[id + 1] as number); at++)
        names.add(this.postingNames[at] as number);
    return [...names].filter((nameId) =>
      others.every((tokens) =>
        tokens.some((id) =>
          holds(
            this.postingNames,
            this.postingStart[id] as number,
            this.postingStart[id + 1] as number,
            nameId,
          ),
        ),
      ),
    );
  }

  /**
   * For every name sharing a (near-)token with the query: the query weight it explains, each query
   * token counted once per name at its best similarity. An estimate used to rank candidates only.
   * `weights` is a buffer the next call overwrites: read it before searching again.
   */
  sharedWeight(
    query: NormalizedName,
    floor: number,
  ): { names: Uint32Array; count: number; weights: Float64Array } {
    this.touchedCount = 0;
    // Units: the query's words (unit u is word u), then each two adjacent written as one (unit n + i
    // joins words i and i + 1), in buffers kept from search to search.
    const n = query.tokens.length;
    const unitCount = n === 0 ? 0 : 2 * n - 1;
    if (this.unitWeights.length < unitCount) {
      this.unitWeights = new Float64Array(unitCount);
      this.unitCommon = new Uint8Array(unitCount);
    }
    const order = this.unitOrder;
    order.length = 0;
    // Generic words (TRADING, GROUP) and very common name parts (MUHAMMAD, ABD, RAHMAN: thousands of
    // names each) never single out a party: they only add to names a rarer word already found, unless
    // the query has nothing rarer. A true match holds the rare words too, so it is found all the same.
    // The anchor must be a single word some listed name holds: a joined pair (SALEH ABDULLAH) depends
    // on word order, which the match does not.
    let anyRare = false;
    for (let u = 0; u < unitCount; u++) {
      const i = u < n ? u : u - n;
      const similar =
        u < n
          ? this.similarRead(query.tokens[i] as string, query.latinReadings?.[i], query.abjad)
          : this.similar(`${query.tokens[i]}${query.tokens[i + 1]}`, query.abjad);
      const generic =
        u < n
          ? (query.generic[i] as boolean)
          : (query.generic[i] as boolean) && (query.generic[i + 1] as boolean);
      const common = generic || similar.names > commonTokenNames;
      this.unitSimilar[u] = similar;
      this.unitWeights[u] =
        u < n
          ? (query.weights[i] as number)
          : (query.weights[i] as number) + (query.weights[i + 1] as number);
      this.unitCommon[u] = common ? 1 : 0;
      if (!common && similar.names > 0 && u < n) anyRare = true;
      order.push(u);
    }
    // Rare units first, the rarest first: the later a unit, the less it can add to a name it finds first.
    const unitCommon = this.unitCommon;
    const unitSimilar = this.unitSimilar;
    sortFew(
      order,
      (a, b) =>
        (unitCommon[a] as number) - (unitCommon[b] as number) ||
        (unitSimilar[a] as Similar).names - (unitSimilar[b] as Similar).names,
    );
    // What the units not read yet can add to a name, at most (each at similarity 1).
    let remaining = 0;
    for (const u of order) remaining += this.unitWeights[u] as number;
    for (const u of order) {
      const similar = this.unitSimilar[u] as Similar;
      const weight = this.unitWeights[u] as number;
      const onlyTouched = anyRare && this.unitCommon[u] === 1 && u < n;
      // A name this unit finds first shares `remaining` at most: its estimate 2 * shared / (query weight
      // + name weight) reaches `floor` only if the name weighs `heaviest` or less. Heavier names are left
      // out here rather than dropped by the estimate later.
      const heaviest = floor > 0 ? (2 * remaining) / floor - query.totalWeight + 1e-9 : Infinity;
      remaining -= weight;
      this.localCount = 0;
      for (let t = 0; t < similar.tokens.length; t++) {
        const gain = (similar.similarities[t] as number) * weight;
        const token = similar.tokens[t] as number;
        const from = this.postingStart[token] as number;
        const to = this.postingStart[token + 1] as number;
        if (onlyTouched) {
          // Adding to the names already found: when a binary search of the (sorted) posting for each
          // is cheaper than walking the word's names, look them up instead.
          if (this.searchBeatsWalk(to - from, to - from)) {
            for (let i = 0; i < this.touchedCount; i++) {
              const nameId = this.touched[i] as number;
              if (holds(this.postingNames, from, to, nameId) && this.sums[2 * nameId] !== 0)
                this.credit(nameId, gain);
            }
          } else
            for (let at = from; at < to; at++) {
              const nameId = this.postingNames[at] as number;
              if (this.sums[2 * nameId] !== 0) this.credit(nameId, gain);
            }
          continue;
        }
        // The names light enough to be found first, lightest first; the heavier ones only if found already.
        let at = from;
        for (; at < to && (this.lightestWeights[at] as number) <= heaviest; at++)
          this.credit(this.lightestNames[at] as number, gain);
        if (at === to) continue;
        if (this.searchBeatsWalk(to - from, to - at)) {
          for (let i = 0; i < this.touchedCount; i++) {
            const nameId = this.touched[i] as number;
            if ((this.weights[nameId] as number) > heaviest && holds(this.postingNames, from, to, nameId))
              this.credit(nameId, gain);
          }
        } else
          for (; at < to; at++) {
            const nameId = this.lightestNames[at] as number;
            if (this.sums[2 * nameId] !== 0) this.credit(nameId, gain);
          }
      }
      for (let i = 0; i < this.localCount; i++) {
        const nameId = this.local[i] as number;
        if (this.sums[2 * nameId] === 0) {
          if (this.touchedCount === this.touched.length) this.touched = grown(this.touched);
          this.touched[this.touchedCount++] = nameId;
        }
        this.sums[2 * nameId] = (this.sums[2 * nameId] as number) + (this.sums[2 * nameId + 1] as number);
        this.sums[2 * nameId + 1] = 0;
      }
    }
    // Reused from search to search: a query touches thousands of names, and a new array each time
    // is garbage to collect.
    if (this.shared.length < this.touchedCount) this.shared = new Float64Array(this.touchedCount * 2);
    const weights = this.shared;
    for (let i = 0; i < this.touchedCount; i++) {
      const nameId = this.touched[i] as number;
      weights[i] = this.sums[2 * nameId] as number;
      this.sums[2 * nameId] = 0;
    }
    return { names: this.touched, count: this.touchedCount, weights };
  }
}
