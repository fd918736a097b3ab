import { DeletionTable, hashWithout } from "./deletion-table";
import type { NormalizedName } from "./normalize";
import {
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
  tokens: number[];
  similarities: number[];
  names: number;
}

/** Binary search in an ascending posting. */
function holds(posting: number[], nameId: number): boolean {
  let low = 0;
  let high = posting.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = posting[mid] as number;
    if (value === nameId) return true;
    if (value < nameId) low = mid + 1;
    else high = mid - 1;
  }
  return false;
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
  private readonly postings: number[][] = [];
  /** Whether a token's typo, phonetic and variant keys are indexed (not for joined pairs). */
  private readonly fuzzy: boolean[] = [];
  private readonly abjad: boolean[] = [];
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
  private readonly variants: KeyMap = new Map();
  private readonly cache = new Map<string, Similar>();
  private readonly reachedMemo = new Map<string, { ids: number[]; similarities: number[] }>();
  private stamps = new Uint32Array(0);
  private stampNow = 0;
  private total = new Float64Array(0);
  private weights: Float64Array = new Float64Array(0);
  /**
   * Every posting again, its names lightest first (by total weight), with their weights beside them, all
   * in flat arrays: token id `t` has `lightestNames[lightestFirst[t]..lightestFirst[t + 1]]`. A query
   * reads a word's names up to the heaviest that can still reach the candidate floor, and stops.
   */
  private lightestFirst = new Uint32Array(0);
  private lightestNames = new Uint32Array(0);
  private lightestWeights = new Float64Array(0);
  private perToken = new Float64Array(0);
  /** `sharedWeight`'s weights, one per name it touched (see there). */
  private shared = new Float64Array(0);

  /**
   * Indexes a name's tokens; answers their vocabulary ids, in order, and those of each two adjacent
   * tokens written as one word.
   */
  addName(nameId: number, tokens: string[], abjad = false): { ids: number[]; joined: number[] } {
    const ids = tokens.map((token) => this.post(token, nameId, true));
    if (abjad) for (const id of ids) this.abjad[id] = true;
    // Adjacent pairs written as one word are found by exact spelling only: their fuzzy keys would
    // double the index for a rare case that the pair's single tokens already reach.
    const joined: number[] = [];
    for (let i = 0; i + 1 < tokens.length; i++)
      joined.push(this.post(`${tokens[i]}${tokens[i + 1]}`, nameId, false));
    return { ids, joined };
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
    if (keys.variant !== token) push(this.variants, keys.variant, id);
    const nickname = canonicalNickname(token);
    if (nickname && nickname !== token) push(this.variants, `~${nickname}`, id);
    if (keys.chinese && keys.chinese !== token) push(this.variants, `#${keys.chinese}`, id);
    if (keys.spelling !== token && keys.spelling.length >= 3) push(this.variants, `=${keys.spelling}`, id);
  }

  /** Sizes the score buffers once all names are in, given their total weights (`NormalizedName.totalWeight`). */
  freeze(weights: Float64Array) {
    const nameCount = weights.length;
    this.weights = weights;
    this.stamps = new Uint32Array(this.tokens.length);
    this.total = new Float64Array(nameCount);
    this.perToken = new Float64Array(nameCount);
    this.lightestFirst = new Uint32Array(this.postings.length + 1);
    let size = 0;
    for (const posting of this.postings) size += posting.length;
    this.lightestNames = new Uint32Array(size);
    this.lightestWeights = new Float64Array(size);
    let at = 0;
    this.postings.forEach((posting, id) => {
      this.lightestFirst[id] = at;
      for (const nameId of [...posting].sort((a, b) => (weights[a] as number) - (weights[b] as number))) {
        this.lightestNames[at] = nameId;
        this.lightestWeights[at++] = weights[nameId] as number;
      }
    });
    this.lightestFirst[this.postings.length] = at;
    this.deletionTable = new DeletionTable(this.deletes);
    this.deletes.clear();
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

  /** Listed tokens like `token`, with their similarity, and how many names hold them in all. */
  private similar(token: string, abjad: boolean): Similar {
    const cacheKey = abjad ? `~${token}` : token;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    // Each token id once, in the order found: a stamp per id instead of a set.
    const stamp = ++this.stampNow;
    const ids: number[] = [];
    const one = (id: number | undefined) => {
      if (id !== undefined && this.stamps[id] !== stamp) {
        this.stamps[id] = stamp;
        ids.push(id);
      }
    };
    const add = (found: number | number[] | undefined) => {
      if (typeof found === "number") one(found);
      else if (found) for (const id of found) one(id);
    };
    const keys = keysOf(token);
    one(this.vocab.get(token));
    add(this.variants.get(keys.variant));
    one(this.vocab.get(keys.variant));
    const nickname = canonicalNickname(token);
    if (nickname) {
      add(this.variants.get(`~${nickname}`));
      one(this.vocab.get(nickname));
    }
    if (keys.spelling.length >= 3) {
      add(this.variants.get(`=${keys.spelling}`));
      one(this.vocab.get(keys.spelling));
    }
    if (keys.chinese) {
      add(this.variants.get(`#${keys.chinese}`));
      one(this.vocab.get(keys.chinese));
    }
    for (const other of keys.nicknames ?? []) one(this.vocab.get(other));
    if (allowedEdits(token.length) > 0) {
      // The token itself (skip -1), then each of its one-letter deletions.
      const table = this.deletionTable;
      for (let skip = -1; skip < token.length; skip++) {
        const slot = table.slot(hashWithout(token, skip));
        if (slot < 0) continue;
        for (let at = table.from(slot), end = table.to(slot); at < end; at++) {
          const id = table.ids[at] as number;
          if (this.isDeletionKey(id, token, skip)) one(id);
        }
      }
    }
    const key = keys.phonetic;
    if (key.length >= 3) add(this.phonetic.get(key));
    if (abjad) {
      const abjadKey = consonantsOf(keys);
      if (abjadKey.length >= 3) {
        add(this.phonetic.get(abjadKey));
        add(this.abjadPhonetic.get(abjadKey));
      }
    }
    if (abjad && key.length === 2) {
      // A two-consonant skeleton shared by too many words identifies nothing: skip it then.
      const short = this.shortPhonetic.get(key);
      if (typeof short === "number" || (short && short.length <= maxShortSkeletonWords)) add(short);
    }
    const found: Similar = { tokens: [], similarities: [], names: 0 };
    for (const id of ids) {
      const similarity = keysSimilarity(keys, this.keys(id), true, true, abjad || this.isAbjad(id));
      if (similarity < minSimilarity) continue;
      found.tokens.push(id);
      found.similarities.push(similarity);
      found.names += (this.postings[id] as number[]).length;
    }
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(cacheKey, found);
    return found;
  }

  /** Whether a query unit (a word, or two joined) finds any listed token: the first step of every search. */
  reaches(unit: string, abjad: boolean): boolean {
    return this.similar(unit, abjad).tokens.length > 0;
  }

  /** Credits a name with a unit's gain, its best over the unit's similar tokens. */
  private credit(nameId: number, gain: number, local: number[]) {
    const current = this.perToken[nameId] as number;
    if (current === 0) local.push(nameId);
    if (gain > current) this.perToken[nameId] = gain;
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
      for (const nameId of this.postings[token] as number[])
        if (similarity > (best.get(nameId) ?? 0)) best.set(nameId, similarity);
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
    const perWord = query.tokens.map((token) => {
      const similar = this.similar(token, query.abjad);
      return similar.tokens
        .filter((_, i) => (similar.similarities[i] as number) >= min)
        .map((id) => this.postings[id] as number[]);
    });
    const size = (postings: number[][]) => postings.reduce((sum, posting) => sum + posting.length, 0);
    perWord.sort((a, b) => size(a) - size(b));
    const [rarest, ...others] = perWord as [number[][], ...number[][][]];
    const names = new Set<number>();
    for (const posting of rarest) for (const id of posting) names.add(id);
    return [...names].filter((id) => others.every((postings) => postings.some((p) => holds(p, id))));
  }

  /**
   * For every name sharing a (near-)token with the query: the query weight it explains, each query
   * token counted once per name at its best similarity. An estimate used to rank candidates only.
   * `weights` is a buffer the next call overwrites: read it before searching again.
   */
  sharedWeight(query: NormalizedName, floor: number): { names: number[]; weights: ArrayLike<number> } {
    const touched: number[] = [];
    const units: { text: string; weight: number; generic: boolean; joined: boolean }[] = query.tokens.map(
      (text, i) => ({
        text,
        weight: query.weights[i] as number,
        generic: query.generic[i] as boolean,
        joined: false,
      }),
    );
    for (let i = 0; i + 1 < query.tokens.length; i++) {
      units.push({
        text: `${query.tokens[i]}${query.tokens[i + 1]}`,
        weight: (query.weights[i] as number) + (query.weights[i + 1] as number),
        generic: (query.generic[i] as boolean) && (query.generic[i + 1] as boolean),
        joined: true,
      });
    }
    // Generic words (TRADING, GROUP) and very common name parts (MUHAMMAD, ABD, RAHMAN: thousands of
    // names each) never single out a party: they only add to names a rarer word already found, unless
    // the query has nothing rarer. A true match holds the rare words too, so it is found all the same.
    const found = units.map((unit) => {
      const similar = this.similar(unit.text, query.abjad);
      const names = similar.names;
      return { unit, similar, names, common: unit.generic || names > commonTokenNames };
    });
    // The anchor must be a single word some listed name holds: a joined pair (SALEH ABDULLAH) depends
    // on word order, which the match does not.
    const anyRare = found.some((f) => !f.common && f.names > 0 && !f.unit.joined);
    // Rare units first, the rarest first: the later a unit, the less it can add to a name it finds first.
    found.sort((a, b) => Number(a.common) - Number(b.common) || a.names - b.names);
    // What the units not read yet can add to a name, at most (each at similarity 1).
    let remaining = 0;
    for (const { unit } of found) remaining += unit.weight;
    for (const { unit, similar, common } of found) {
      const onlyTouched = anyRare && common && !unit.joined;
      // A name this unit finds first shares `remaining` at most: its estimate 2 * shared / (query weight
      // + name weight) reaches `floor` only if the name weighs `heaviest` or less. Heavier names are left
      // out here rather than dropped by the estimate later.
      const heaviest = floor > 0 ? (2 * remaining) / floor - query.totalWeight + 1e-9 : Infinity;
      remaining -= unit.weight;
      const local: number[] = [];
      for (let t = 0; t < similar.tokens.length; t++) {
        const gain = (similar.similarities[t] as number) * unit.weight;
        const token = similar.tokens[t] as number;
        const posting = this.postings[token] as number[];
        const search = (count: number) => touched.length * Math.log2(posting.length + 1) < count;
        if (onlyTouched) {
          // Adding to the names already found: when a binary search of the (sorted) posting for each
          // is cheaper than walking the word's names, look them up instead.
          const names = search(posting.length) ? touched.filter((id) => holds(posting, id)) : posting;
          for (const nameId of names) if (this.total[nameId] !== 0) this.credit(nameId, gain, local);
          continue;
        }
        // The names light enough to be found first, lightest first; the heavier ones only if found already.
        let at = this.lightestFirst[token] as number;
        const end = this.lightestFirst[token + 1] as number;
        for (; at < end && (this.lightestWeights[at] as number) <= heaviest; at++)
          this.credit(this.lightestNames[at] as number, gain, local);
        if (at === end) continue;
        if (search(end - at)) {
          for (const nameId of touched)
            if ((this.weights[nameId] as number) > heaviest && holds(posting, nameId))
              this.credit(nameId, gain, local);
        } else
          for (; at < end; at++) {
            const nameId = this.lightestNames[at] as number;
            if (this.total[nameId] !== 0) this.credit(nameId, gain, local);
          }
      }
      for (const nameId of local) {
        if (this.total[nameId] === 0) touched.push(nameId);
        this.total[nameId] = (this.total[nameId] as number) + (this.perToken[nameId] as number);
        this.perToken[nameId] = 0;
      }
    }
    // Reused from search to search: a query touches thousands of names, and a new array each time
    // is garbage to collect.
    if (this.shared.length < touched.length) this.shared = new Float64Array(touched.length * 2);
    const weights = this.shared;
    for (let i = 0; i < touched.length; i++) {
      const nameId = touched[i] as number;
      weights[i] = this.total[nameId] as number;
      this.total[nameId] = 0;
    }
    return { names: touched, weights };
  }
}
