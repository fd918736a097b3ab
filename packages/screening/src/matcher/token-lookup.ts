import { chineseKey } from "./chinese";
import type { NormalizedName } from "./normalize";
import {
  abjadLetters,
  allowedEdits,
  canonicalNickname,
  canonicalVariant,
  nicknamesOf,
  phoneticKey,
  spellingKey,
  tokenSimilarity,
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
  /** Two-consonant skeletons (hn for Haniya): looked up for words from Arabic script only. */
  private readonly shortPhonetic: KeyMap = new Map();
  private readonly deletes: KeyMap = new Map();
  private readonly phonetic: KeyMap = new Map();
  private readonly abjadPhonetic: KeyMap = new Map();
  private readonly variants: KeyMap = new Map();
  private readonly cache = new Map<string, { token: number; similarity: number }[]>();
  private total = new Float64Array(0);
  private perToken = new Float64Array(0);

  /** Indexes a name's tokens; answers their vocabulary ids, in order. */
  addName(nameId: number, tokens: string[], abjad = false): number[] {
    const ids = tokens.map((token) => this.post(token, nameId, true));
    if (abjad) for (const id of ids) this.abjad[id] = true;
    // Adjacent pairs written as one word are found by exact spelling only: their fuzzy keys would
    // double the index for a rare case that the pair's single tokens already reach.
    for (let i = 0; i + 1 < tokens.length; i++) this.post(`${tokens[i]}${tokens[i + 1]}`, nameId, false);
    return ids;
  }

  /** The listed token with this vocabulary id. */
  token(id: number): string {
    return this.tokens[id] as string;
  }

  /** Whether the listed token came from Arabic script (see `NormalizedName.abjad`). */
  isAbjad(id: number): boolean {
    return this.abjad[id] === true;
  }

  private post(key: string, nameId: number, fuzzy: boolean): number {
    let id = this.vocab.get(key);
    if (id === undefined) {
      id = this.tokens.length;
      this.vocab.set(key, id);
      this.tokens.push(key);
      this.postings.push([]);
      this.fuzzy.push(false);
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
    const key = phoneticKey(token);
    if (key.length >= 3) push(this.phonetic, key, id);
    else if (key.length === 2) push(this.shortPhonetic, key, id);
    // Reached from Arabic script too, which writes f, b and gh for v, p and g (see `abjadLetters`).
    const abjadKey = phoneticKey(abjadLetters(token));
    if (abjadKey !== key && abjadKey.length >= 3) push(this.abjadPhonetic, abjadKey, id);
    const variant = canonicalVariant(token);
    if (variant !== token) push(this.variants, variant, id);
    const nickname = canonicalNickname(token);
    if (nickname && nickname !== token) push(this.variants, `~${nickname}`, id);
    const chinese = chineseKey(token);
    if (chinese && chinese !== token) push(this.variants, `#${chinese}`, id);
    const spelling = spellingKey(token);
    if (spelling !== token && spelling.length >= 3) push(this.variants, `=${spelling}`, id);
  }

  /** Sizes the score buffers once all names are in. */
  freeze(nameCount: number) {
    this.total = new Float64Array(nameCount);
    this.perToken = new Float64Array(nameCount);
  }

  /** Listed tokens like `token`, with their similarity. */
  private similar(token: string, abjad: boolean): { token: number; similarity: number }[] {
    const cacheKey = abjad ? `~${token}` : token;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const ids = new Set<number>();
    const add = (found: number | number[] | undefined) => {
      if (typeof found === "number") ids.add(found);
      else if (found) for (const id of found) ids.add(id);
    };
    const exact = this.vocab.get(token);
    if (exact !== undefined) ids.add(exact);
    add(this.variants.get(canonicalVariant(token)));
    const variantId = this.vocab.get(canonicalVariant(token));
    if (variantId !== undefined) ids.add(variantId);
    const nickname = canonicalNickname(token);
    if (nickname) {
      add(this.variants.get(`~${nickname}`));
      const nicknameId = this.vocab.get(nickname);
      if (nicknameId !== undefined) ids.add(nicknameId);
    }
    const spelling = spellingKey(token);
    if (spelling.length >= 3) {
      add(this.variants.get(`=${spelling}`));
      const spellingId = this.vocab.get(spelling);
      if (spellingId !== undefined) ids.add(spellingId);
    }
    const chinese = chineseKey(token);
    if (chinese) {
      add(this.variants.get(`#${chinese}`));
      const chineseId = this.vocab.get(chinese);
      if (chineseId !== undefined) ids.add(chineseId);
    }
    for (const other of nicknamesOf(token) ?? []) {
      const id = this.vocab.get(other);
      if (id !== undefined) ids.add(id);
    }
    if (allowedEdits(token.length) > 0) {
      add(this.deletes.get(token));
      for (const d of deletions(token)) {
        const id = this.vocab.get(d);
        if (id !== undefined) ids.add(id);
        add(this.deletes.get(d));
      }
    }
    const key = phoneticKey(token);
    if (key.length >= 3) add(this.phonetic.get(key));
    if (abjad) {
      const abjadKey = phoneticKey(abjadLetters(token));
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
    const found: { token: number; similarity: number }[] = [];
    for (const id of ids) {
      const similarity = tokenSimilarity(
        token,
        this.tokens[id] as string,
        true,
        true,
        abjad || this.isAbjad(id),
      );
      if (similarity >= minSimilarity) found.push({ token: id, similarity });
    }
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(cacheKey, found);
    return found;
  }

  /** Whether a query unit (a word, or two joined) finds any listed token: the first step of every search. */
  reaches(unit: string, abjad: boolean): boolean {
    return this.similar(unit, abjad).length > 0;
  }

  /**
   * Every name holding, for each word of the query, a listed token like it (similarity `min` or more):
   * the partial-name mode's candidates, all of them (no estimate, no cap). Starts from the word with the
   * fewest names and keeps those every other word's postings hold.
   */
  namesHoldingAll(query: NormalizedName, min: number): number[] {
    if (query.tokens.length === 0) return [];
    const perWord = query.tokens.map((token) =>
      this.similar(token, query.abjad)
        .filter(({ similarity }) => similarity >= min)
        .map(({ token: id }) => this.postings[id] as number[]),
    );
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
   */
  sharedWeight(query: NormalizedName): { names: number[]; weights: number[] } {
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
      let names = 0;
      for (const { token } of similar) names += (this.postings[token] as number[]).length;
      return { unit, similar, names, common: unit.generic || names > commonTokenNames };
    });
    // The anchor must be a single word some listed name holds: a joined pair (SALEH ABDULLAH) depends
    // on word order, which the match does not.
    const anyRare = found.some((f) => !f.common && f.names > 0 && !f.unit.joined);
    found.sort((a, b) => Number(a.common) - Number(b.common));
    for (const { unit, similar, common } of found) {
      const onlyTouched = anyRare && common && !unit.joined;
      const local: number[] = [];
      for (const { token, similarity } of similar) {
        const gain = similarity * unit.weight;
        const posting = this.postings[token] as number[];
        // Adding to the names already found: when they are far fewer than the word's names, look
        // each one up in the (sorted) posting instead of walking thousands of names.
        const names =
          onlyTouched && touched.length * 16 < posting.length
            ? touched.filter((id) => holds(posting, id))
            : posting;
        for (const nameId of names) {
          if (onlyTouched && this.total[nameId] === 0) continue;
          const current = this.perToken[nameId] as number;
          if (current === 0) local.push(nameId);
          if (gain > current) this.perToken[nameId] = gain;
        }
      }
      for (const nameId of local) {
        if (this.total[nameId] === 0) touched.push(nameId);
        this.total[nameId] = (this.total[nameId] as number) + (this.perToken[nameId] as number);
        this.perToken[nameId] = 0;
      }
    }
    const weights = touched.map((nameId) => {
      const weight = this.total[nameId] as number;
      this.total[nameId] = 0;
      return weight;
    });
    return { names: touched, weights };
  }
}
