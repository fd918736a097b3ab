import { chineseKey } from "./chinese";
import { readingSimilarity } from "./cyrillic-readings";
import { sortFew } from "./few-sort";
import { type NormalizedName, normalizeName } from "./normalize";
import { allowedEdits, keysOf, tokenSimilarity } from "./token-similarity";
import type { TokenMatch } from "./types";
import { particles } from "./vocabulary";

/**
 * How two names are read: `nicknames` lets Bob be Robert (not for companies); `people` says both are
 * persons' names, which may leave out middle names and patronymics.
 */
export interface NameReading {
  nicknames: boolean;
  people: boolean;
}

/** How alike query token `q` and listed token `l` are (indexes into the two names' tokens). */
export interface TokenSimilarities {
  /** Asked listed token by listed token: every query token for `l`, then for the next. */
  of(q: number, l: number): number;
  /** The same for spans of one or two adjacent tokens, two on one side at least, read as one word. */
  joined(q: number, qCount: 1 | 2, l: number, lCount: 1 | 2): number;
}

/** One pairing: a query span and a listed span (1 token, or 2 adjacent tokens read as one word). */
interface Pairing {
  q: number;
  qCount: 1 | 2;
  l: number;
  lCount: 1 | 2;
  similarity: number;
}

export interface NameComparison {
  /** 0..1, independent of word order. */
  score: number;
  pairings: Pairing[];
}

/**
 * A word written in Cyrillic read the ways Russian transcribes foreign names (see `readingSimilarity`),
 * against the other name's word: 0 when neither word is from Cyrillic.
 */
function readingsBetween(
  query: NormalizedName,
  q: number,
  listed: NormalizedName,
  l: number,
  persons: boolean,
): number {
  const ofQuery = query.latinReadings?.[q];
  const ofListed = listed.latinReadings?.[l];
  let similarity = 0;
  if (ofQuery) similarity = readingSimilarity(ofQuery, keysOf(listed.tokens[l] as string), persons);
  if (ofListed)
    similarity = Math.max(
      similarity,
      readingSimilarity(ofListed, keysOf(query.tokens[q] as string), persons),
    );
  return similarity;
}

/** A match resting only on generic words (TRADING, GROUP) is never a strong match. */
const genericOnlyCap = 0.5;
/** A surname read as the other name's given name (Ismail HANIYA / ISMAIL, Haniya) costs a little. */
const orderSwapCost = 0.02;
function orderSwapped(query: NormalizedName, listed: NormalizedName, chosen: Pairing[]): boolean {
  for (const p of chosen) {
    if (p.qCount !== 1 || p.lCount !== 1) continue;
    if (query.surname[p.q] !== listed.surname[p.l]) return true;
  }
  return false;
}

/** Two companies of one name whose legal forms are of different kinds (AG, GmbH) score this much less. */
const legalFormDiffers = 0.1;
/** Below this, two tokens are not counted as the same word. */
export const minTokenSimilarity = 0.75;

function spanWeight(name: NormalizedName, first: number, count: 1 | 2): number {
  return count === 1
    ? (name.weights[first] as number)
    : (name.weights[first] as number) + (name.weights[first + 1] as number);
}
function spanText(name: NormalizedName, first: number, count: 1 | 2): string {
  return count === 1 ? (name.tokens[first] as string) : `${name.tokens[first]}${name.tokens[first + 1]}`;
}
function isFree(used: boolean[], first: number, count: 1 | 2): boolean {
  return !used[first] && (count === 1 || used[first + 1] === false);
}
function bySimilarity(x: Pairing, y: Pairing): number {
  // On equal similarity single tokens go first: the finer pairing explains itself better.
  return y.similarity - x.similarity || x.lCount + x.qCount - (y.lCount + y.qCount);
}

/** Greedy, most similar first (`pairs[from..to]`, sorted): each token is used at most once. */
function assign(
  pairs: Pairing[],
  from: number,
  to: number,
  usedQ: boolean[],
  usedL: boolean[],
  chosen: Pairing[],
) {
  for (let i = from; i < to; i++) {
    const p = pairs[i] as Pairing;
    if (!isFree(usedQ, p.q, p.qCount) || !isFree(usedL, p.l, p.lCount)) continue;
    usedQ[p.q] = true;
    if (p.qCount === 2) usedQ[p.q + 1] = true;
    usedL[p.l] = true;
    if (p.lCount === 2) usedL[p.l + 1] = true;
    chosen.push(p);
  }
}

function spanLength(name: NormalizedName, first: number, count: 1 | 2): number {
  return (
    (name.tokens[first] as string).length + (count === 2 ? (name.tokens[first + 1] as string).length : 0)
  );
}

/** Cheap tests before building a joined word: the same first letter, and lengths within the typo allowance. */
function sameFirstLetter(qFirst: string, lFirst: string): boolean {
  return qFirst[0] === lFirst[0] || sameChineseInitial(qFirst, lFirst);
}

function lengthsMayJoin(
  query: NormalizedName,
  q: number,
  qCount: 1 | 2,
  listed: NormalizedName,
  l: number,
  lCount: 1 | 2,
): boolean {
  const qLength = spanLength(query, q, qCount);
  const lLength = spanLength(listed, l, lCount);
  // Arabic script leaves short vowels unwritten: its words are shorter than their romanisation
  // (nsyrdyn, Nasiruddin) by more than a typo, never longer (aymywwd, Amy Wood, is not Ahmad).
  if (query.abjad !== listed.abjad) return (query.abjad ? qLength - lLength : lLength - qLength) <= 1;
  return Math.abs(qLength - lLength) <= allowedEdits(Math.min(qLength, lLength));
}

/** Chinese syllables spelt in Wade-Giles and pinyin begin differently (Hsiao / Xiao, Tse / Ze). */
const wadeGilesInitials = ["hx", "tz", "td", "cz", "cj", "cq", "pb", "kg"];
/** The same as a table of first-letter codes, both ways: read for every pair of words compared. */
const wadeGilesInitialPairs = new Uint8Array(128 * 128);
for (const [a, b] of wadeGilesInitials) {
  wadeGilesInitialPairs[(a as string).charCodeAt(0) * 128 + (b as string).charCodeAt(0)] = 1;
  wadeGilesInitialPairs[(b as string).charCodeAt(0) * 128 + (a as string).charCodeAt(0)] = 1;
}
/** Whether two first letters' codes are initials Wade-Giles and pinyin swap (`sameChineseInitial`'s first test). */
export function swappedChineseInitials(a: number, b: number): boolean {
  const pair = a * 128 + b;
  return pair < wadeGilesInitialPairs.length && wadeGilesInitialPairs[pair] === 1;
}
export function sameChineseInitial(a: string, b: string): boolean {
  if (!swappedChineseInitials(a.charCodeAt(0), b.charCodeAt(0))) return false;
  const ka = chineseKey(a);
  return ka !== "" && ka[0] === chineseKey(b)[0];
}

/** Span sizes tried when reading adjacent tokens as one word: one side joined, or both. */
export const joinedSpans: readonly (readonly [1 | 2, 1 | 2])[] = [
  [1, 2],
  [2, 1],
  [2, 2],
];

/** Two adjacent tokens of one side (or both) read as one word of the other. */
function joinedPairs(
  query: NormalizedName,
  listed: NormalizedName,
  similarities: TokenSimilarities,
  usedQ: boolean[],
  usedL: boolean[],
): Pairing[] {
  const pairs: Pairing[] = [];
  for (let q = 0; q < query.tokens.length; q++) {
    if (usedQ[q]) continue;
    for (let l = 0; l < listed.tokens.length; l++) {
      if (usedL[l]) continue;
      for (const [qCount, lCount] of joinedSpans) {
        if (q + qCount > query.tokens.length || l + lCount > listed.tokens.length) continue;
        if (!isFree(usedQ, q, qCount) || !isFree(usedL, l, lCount)) continue;
        if (!sameFirstLetter(query.tokens[q] as string, listed.tokens[l] as string)) continue;
        if (!lengthsMayJoin(query, q, qCount, listed, l, lCount)) continue;
        const similarity = similarities.joined(q, qCount, l, lCount);
        if (similarity >= minTokenSimilarity) pairs.push({ q, qCount, l, lCount, similarity });
      }
    }
  }
  return pairs;
}

/** Each token's best similarity to any single token of the other name (scratch, reused per comparison). */
let bestQ = new Float64Array(64);
let bestL = new Float64Array(64);
/** The similarity of every query token to every listed token, query token by query token (scratch). */
let matrix = new Float64Array(1024);

/**
 * Marks 1 (the most a joined reading can give) in `bestQ`/`bestL` for every token some joined reading
 * might pair (see `sameFirstLetter`, `lengthsMayJoin`): a bound needs no joined similarity worked out.
 */
function markJoinable(query: NormalizedName, listed: NormalizedName) {
  for (let q = 0; q < query.tokens.length; q++)
    for (let l = 0; l < listed.tokens.length; l++) {
      // Every span starting at q and l begins with their first letters: the first test of a joined reading, once.
      if (!sameFirstLetter(query.tokens[q] as string, listed.tokens[l] as string)) continue;
      for (const [qCount, lCount] of joinedSpans) {
        if (q + qCount > query.tokens.length || l + lCount > listed.tokens.length) continue;
        if (!lengthsMayJoin(query, q, qCount, listed, l, lCount)) continue;
        bestQ[q] = 1;
        if (qCount === 2) bestQ[q + 1] = 1;
        bestL[l] = 1;
        if (lCount === 2) bestL[l + 1] = 1;
      }
    }
}

/**
 * At least the total weight `compareNormalized` divides by, whatever is paired: every word counts its
 * weight whether paired or not, except an article, which counts nothing unpaired (see
 * `unpairedArticles`); persons' omitted names aside (see `leastTotalOmitting`). A search works it
 * out once per listed name and query name, and gives it to `mayReach` (name-bound.ts), which bounds
 * the listed names before any is compared; `compareAtLeast` works its own out when it bounds.
 */
export function leastTotal(name: NormalizedName): number {
  let total = 0;
  for (let i = 0; i < name.tokens.length; i++)
    if (!particles.has(name.tokens[i] as string)) total += name.weights[i] as number;
  return total;
}

/**
 * The least total when a person's omitted names weigh less (see `omittedNamesDiscount`): every word of
 * the shorter name paired, and the longer name's unpaired words at the omitted weight. Without an
 * article in the longer name, each pairable word of it is best counted paired (it pairs at 0.75 or
 * more, more than the 0.7 an unpaired word takes off); an unpaired article takes off more than its
 * weight, so with one each word is counted at the least it can weigh.
 */
function leastTotalOmitting(
  shorter: NormalizedName,
  longer: NormalizedName,
  longerBest: Float64Array,
): number {
  let withArticle = 0;
  let withoutArticle = 0;
  let article = false;
  for (let i = 0; i < longer.tokens.length; i++) {
    const weight = longer.weights[i] as number;
    const isArticle = particles.has(longer.tokens[i] as string);
    if (isArticle) article = true;
    withArticle += isArticle ? -weight * (1 - omittedWeight) : weight * omittedWeight;
    withoutArticle += weight * (longerBest[i] === 0 ? omittedWeight : 1);
  }
  return shorter.totalWeight + (article ? withArticle : withoutArticle);
}

/**
 * (The index bounds a listed name with the same arithmetic over its flat layout, `mayReach` in
 * name-bound.ts: a change here is made there too.)
 * The most `compareNormalized` can score, from each token's best similarity (`bestQ`, `bestL`): every
 * pairing counts a token's weight at no more than that similarity, whichever pairing the greedy choice
 * makes, over the least total it can divide by; the caps and costs after it only lower the score.
 */
function scoreBound(
  query: NormalizedName,
  listed: NormalizedName,
  reading: NameReading,
  queryLeast: number,
  listedLeast: number,
): number {
  let matched = 0;
  for (let q = 0; q < query.tokens.length; q++)
    matched += (bestQ[q] as number) * (query.weights[q] as number);
  for (let l = 0; l < listed.tokens.length; l++)
    matched += (bestL[l] as number) * (listed.weights[l] as number);
  if (matched === 0) return 0;
  let total = queryLeast + listedLeast;
  const queryShorter = query.tokens.length <= listed.tokens.length;
  const shorter = queryShorter ? query : listed;
  const shorterBest = queryShorter ? bestQ : bestL;
  const longer = queryShorter ? listed : query;
  const longerBest = queryShorter ? bestL : bestQ;
  let omittable = reading.people && shorter.tokens.length >= 2;
  for (let i = 0; omittable && i < shorter.tokens.length; i++) if (shorterBest[i] === 0) omittable = false;
  if (omittable) total = Math.min(total, leastTotalOmitting(shorter, longer, longerBest));
  return total > 0 ? matched / total : Number.POSITIVE_INFINITY;
}

/**
 * Order-insensitive name score. Tokens, and two adjacent tokens read as one word (AL SHANTI /
 * ALSHANTI), are paired greedily, most similar first, each token used once.
 * Each pairing counts its similarity times the weight of the tokens it covers on both sides, over the
 * total weight of both names: unpaired tokens on either side lower the score, so a listed name with a
 * distinctive extra word does not match its generic remainder.
 */
export function compareNormalized(
  query: NormalizedName,
  listed: NormalizedName,
  reading: NameReading,
  similarities?: TokenSimilarities,
): NameComparison {
  return compareAtLeast(query, listed, reading, similarities, 0) as NameComparison;
}

/**
 * `compareNormalized`, or undefined when the score cannot reach `needed`: a search asks only for the
 * names that can reach its threshold, and most it compares cannot. Their bound, from the pairs of
 * single words, saves the joined readings and the pairing.
 */
export function compareAtLeast(
  query: NormalizedName,
  listed: NormalizedName,
  reading: NameReading,
  similarities: TokenSimilarities = {
    of: (q, l) =>
      Math.max(
        tokenSimilarity(
          query.tokens[q] as string,
          listed.tokens[l] as string,
          reading.nicknames,
          true,
          query.abjad || listed.abjad,
        ),
        readingsBetween(query, q, listed, l, reading.nicknames),
      ),
    joined: (q, qCount, l, lCount) =>
      tokenSimilarity(
        spanText(query, q, qCount),
        spanText(listed, l, lCount),
        reading.nicknames,
        false,
        query.abjad || listed.abjad,
      ),
  },
  needed: number,
): NameComparison | undefined {
  const nq = query.tokens.length;
  const nl = listed.tokens.length;
  if (nq > bestQ.length) bestQ = new Float64Array(nq);
  if (nl > bestL.length) bestL = new Float64Array(nl);
  if (nq * nl > matrix.length) matrix = new Float64Array(nq * nl);
  bestQ.fill(0, 0, nq);
  bestL.fill(0, 0, nl);
  // Listed token by listed token: a memo may look each one up once (see `TokenSimilarities.of`).
  for (let l = 0; l < nl; l++) {
    for (let q = 0; q < nq; q++) {
      const similarity = similarities.of(q, l);
      matrix[q * nl + l] = similarity;
      if (similarity < minTokenSimilarity) continue;
      if (similarity > (bestQ[q] as number)) bestQ[q] = similarity;
      if (similarity > (bestL[l] as number)) bestL[l] = similarity;
    }
  }
  if (needed > 0) {
    const leastQ = leastTotal(query);
    const leastL = leastTotal(listed);
    if (scoreBound(query, listed, reading, leastQ, leastL) < needed) {
      // Only joined readings could lift it: bound them too (at their most) before giving up.
      markJoinable(query, listed);
      if (scoreBound(query, listed, reading, leastQ, leastL) < needed) return undefined;
    }
  }
  const singles: Pairing[] = [];
  for (let q = 0; q < nq; q++)
    for (let l = 0; l < nl; l++) {
      const similarity = matrix[q * nl + l] as number;
      if (similarity >= minTokenSimilarity) singles.push({ q, qCount: 1, l, lCount: 1, similarity });
    }
  const usedQ = new Array<boolean>(query.tokens.length).fill(false);
  const usedL = new Array<boolean>(listed.tokens.length).fill(false);
  sortFew(singles, bySimilarity);
  // Equal words pair first whatever else is read (on equal similarity single tokens go first), so a
  // word paired with its equal is in no joined reading: words written together are read for the rest.
  let equal = 0;
  while (equal < singles.length && (singles[equal] as Pairing).similarity === 1) equal++;
  const chosen: Pairing[] = [];
  assign(singles, 0, equal, usedQ, usedL, chosen);
  const pairs = joinedPairs(query, listed, similarities, usedQ, usedL);
  for (let i = equal; i < singles.length; i++) pairs.push(singles[i] as Pairing);
  sortFew(pairs, bySimilarity);
  assign(pairs, 0, pairs.length, usedQ, usedL, chosen);

  let matched = 0;
  let distinctiveMatched = false;
  for (const p of chosen) {
    matched += p.similarity * (spanWeight(query, p.q, p.qCount) + spanWeight(listed, p.l, p.lCount));
    if (!(isGeneric(query, p.q, p.qCount) && isGeneric(listed, p.l, p.lCount))) distinctiveMatched = true;
  }
  // `scoreBound` must stay at least `matched / total`: what changes this total changes it too.
  const total =
    query.totalWeight -
    unpairedArticles(query, usedQ) +
    listed.totalWeight -
    unpairedArticles(listed, usedL) +
    (reading.people
      ? missingSurnameWeight(query, usedQ) +
        missingSurnameWeight(listed, usedL) -
        omittedNamesDiscount(query, listed, usedQ, usedL)
      : 0);
  let score = total > 0 ? matched / total : 0;
  const anyDistinctive = query.generic.includes(false) || listed.generic.includes(false);
  if (anyDistinctive && !distinctiveMatched) score = Math.min(score, genericOnlyCap);
  // Both persons' names say their surname, and one's surname pairs with the other's given name.
  if (reading.people && query.surnameStated && listed.surnameStated && orderSwapped(query, listed, chosen)) {
    score = Math.max(0, score - orderSwapCost);
  }
  // Both say their legal form, and the kinds differ (AG and GmbH): weak evidence of another company.
  if (query.legalForm && listed.legalForm && (query.legalForm & listed.legalForm) === 0) {
    score = Math.max(0, score - legalFormDiffers);
  }
  return { score, pairings: chosen };
}

/**
 * The Arabic article (al-, el-, ul-) is written or left out at will (AL-KATTAN / قطان, Kamali /
 * الكمالي): one that the other name does not pair counts for nothing, rather than as a missing word.
 */
function unpairedArticles(name: NormalizedName, used: boolean[]): number {
  let weight = 0;
  for (let i = 0; i < name.tokens.length; i++)
    if (!used[i] && particles.has(name.tokens[i] as string)) weight += name.weights[i] as number;
  return weight;
}

/**
 * People are often named without their middle names or patronymic (Ali Khamenei for Ali Hosseini
 * Khamenei, Viktor Yanukovych for Viktor Fedorovych Yanukovych). When every word of the shorter name
 * (two words at least) found its pair, the longer name's unpaired words count only `omittedWeight` of
 * their weight: the answer is the share of weight not counted.
 */
export const omittedWeight = 0.3;
function omittedNamesDiscount(
  query: NormalizedName,
  listed: NormalizedName,
  usedQ: boolean[],
  usedL: boolean[],
): number {
  const [shorter, usedShorter, longer, usedLonger] =
    query.tokens.length <= listed.tokens.length
      ? [query, usedQ, listed, usedL]
      : [listed, usedL, query, usedQ];
  if (shorter.tokens.length < 2 || usedShorter.includes(false)) return 0;
  let unpaired = 0;
  // Given and middle names may be left out, not the surname: Ali Hassan is not MOHAMMED, Ali Hassan.
  if (surnameMissing(longer, usedLonger)) return 0;
  for (let i = 0; i < longer.tokens.length; i++) if (!usedLonger[i]) unpaired += longer.weights[i] as number;
  return unpaired * (1 - omittedWeight);
}

/**
 * A person's surname left unpaired counts twice: given names alone (Ahmed Haji Ali Haji) do not name
 * OMAR, Ahmed Haji Ali Haji, however many of them agree.
 */
function missingSurnameWeight(name: NormalizedName, used: boolean[]): number {
  if (!surnameMissing(name, used)) return 0;
  let missing = 0;
  for (let i = 0; i < name.surname.length; i++) if (name.surname[i]) missing += name.weights[i] as number;
  return missing;
}

/** No word of the surname paired (one part of a double surname is enough: Ali KHAMENEI). */
function surnameMissing(name: NormalizedName, used: boolean[]): boolean {
  let any = false;
  for (let i = 0; i < name.surname.length; i++) {
    if (!name.surname[i]) continue;
    if (used[i]) return false;
    any = true;
  }
  return any;
}

/** The pairings of a comparison as a reviewer reads them. */
export function explainPairings(
  query: NormalizedName,
  listed: NormalizedName,
  comparison: NameComparison,
): TokenMatch[] {
  return comparison.pairings.map((p) => ({
    query: spanText(query, p.q, p.qCount),
    listed: spanText(listed, p.l, p.lCount),
    similarity: round(p.similarity),
    weight: round((spanWeight(query, p.q, p.qCount) + spanWeight(listed, p.l, p.lCount)) / 2),
  }));
}

/**
 * Partial-name mode: a query word counts as present in a listed name when paired at this similarity or
 * better (equal, a known transliteration, a nickname, one typo in a long word, a long word's skeleton),
 * stricter than a pairing inside a whole-name match, since one word alone carries the match.
 */
export const partialWordSimilarity = 0.85;

/** Whether every word of the query is in the listed name (partial-name mode), by this comparison's pairings. */
export function coversQuery(query: NormalizedName, comparison: NameComparison): boolean {
  const covered = new Array<boolean>(query.tokens.length).fill(false);
  for (const p of comparison.pairings) {
    if (p.similarity < partialWordSimilarity) continue;
    covered[p.q] = true;
    if (p.qCount === 2) covered[p.q + 1] = true;
  }
  return query.tokens.length > 0 && !covered.includes(false);
}

function isGeneric(name: NormalizedName, first: number, count: 1 | 2): boolean {
  return (name.generic[first] as boolean) && (count === 1 || (name.generic[first + 1] as boolean));
}

export const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The name score of two free-text names, as the matcher computes it (used by `pnpm screen --pairs`).
 * Person: names of people (legal-form words kept, nicknames, middle names may be left out), as a
 * query against a listed person. Company: legal forms dropped, no nicknames. Unknown: as the matcher
 * reads a party whose kind its list does not say (legal forms dropped, nicknames allowed).
 */
export function scoreNames(a: string, b: string, schema?: "Person" | "Company"): number {
  const person = schema === "Person";
  const reading = { nicknames: schema !== "Company", people: person };
  return round(compareNormalized(normalizeName(a, person), normalizeName(b, person), reading).score);
}
