import type { ListedNames } from "./listed-names";
import {
  joinedSpans,
  minTokenSimilarity,
  type NameReading,
  omittedWeight,
  sameChineseInitial,
  swappedChineseInitials,
} from "./name-score";
import type { NormalizedName } from "./normalize";
import { allowedEdits } from "./token-similarity";
import { particles } from "./vocabulary";

/**
 * `compareAtLeast`'s bound (name-score.ts: the similarity of each word to the other name's words,
 * `scoreBound`, `markJoinable`), worked out for a listed name from the index's flat layout
 * (`ListedNames`) instead of its objects. The same arithmetic in the same order, so the same doubles:
 * `mayReach` is false exactly when `compareAtLeast` would answer undefined. Anyone changing the bound
 * there changes it here too (the index's same-answers check, bench/screening/same-answers.ts, tells).
 */

/** A query name's words as the bound reads them, worked out once per query name. */
export interface QueryWords {
  norm: NormalizedName;
  initials: Uint16Array;
  lengths: Uint16Array;
  articles: Uint8Array;
}

export function queryWordsOf(norm: NormalizedName): QueryWords {
  const n = norm.tokens.length;
  const words: QueryWords = {
    norm,
    initials: new Uint16Array(n),
    lengths: new Uint16Array(n),
    articles: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const token = norm.tokens[i] as string;
    words.initials[i] = token.charCodeAt(0);
    words.lengths[i] = token.length;
    words.articles[i] = particles.has(token) ? 1 : 0;
  }
  return words;
}

/** The similarity of query word `q` to the listed name's word `l` (vocabulary id `id`; `read`: from Cyrillic). */
export interface WordSimilarities {
  ofWord(q: number, l: number, id: number, read: boolean): number;
}

/** Each word's best similarity to a single word of the other name (scratch, as in name-score.ts). */
let bestQ = new Float64Array(64);
let bestL = new Float64Array(64);

/**
 * Whether the listed name `n` may score `needed` against the query name (`needed` > 0): false when
 * `compareAtLeast` would rule it out by its bound. `queryLeast` is the query name's `leastTotal`;
 * `listedToken` gives a listed word's text, read only for Chinese initials (see `sameChineseInitial`).
 */
export function mayReach(
  query: QueryWords,
  names: ListedNames,
  n: number,
  reading: NameReading,
  similarities: WordSimilarities,
  needed: number,
  queryLeast: number,
  listedToken: (id: number) => string,
): boolean {
  const nq = query.norm.tokens.length;
  const from = names.wordStart[n] as number;
  const nl = (names.wordStart[n + 1] as number) - from;
  if (nq > bestQ.length) bestQ = new Float64Array(nq);
  if (nl > bestL.length) bestL = new Float64Array(nl);
  bestQ.fill(0, 0, nq);
  bestL.fill(0, 0, nl);
  for (let l = 0; l < nl; l++) {
    const id = names.ids[from + l] as number;
    const read = names.readings[from + l] === 1;
    for (let q = 0; q < nq; q++) {
      const similarity = similarities.ofWord(q, l, id, read);
      if (similarity < minTokenSimilarity) continue;
      if (similarity > (bestQ[q] as number)) bestQ[q] = similarity;
      if (similarity > (bestL[l] as number)) bestL[l] = similarity;
    }
  }
  const listedLeast = names.leastTotal[n] as number;
  if (bound(query, names, from, nl, reading, queryLeast, listedLeast, n) >= needed) return true;
  // Only joined readings could lift it: bound them too (at their most) before giving up.
  markJoinable(query, names, from, nl, n, listedToken);
  return bound(query, names, from, nl, reading, queryLeast, listedLeast, n) >= needed;
}

/** `scoreBound` of name-score.ts over the flat layout. */
function bound(
  query: QueryWords,
  names: ListedNames,
  from: number,
  nl: number,
  reading: NameReading,
  queryLeast: number,
  listedLeast: number,
  n: number,
): number {
  const nq = query.norm.tokens.length;
  const qWeights = query.norm.weights;
  let matched = 0;
  for (let q = 0; q < nq; q++) matched += (bestQ[q] as number) * (qWeights[q] as number);
  for (let l = 0; l < nl; l++) matched += (bestL[l] as number) * (names.weights[from + l] as number);
  if (matched === 0) return 0;
  let total = queryLeast + listedLeast;
  const queryShorter = nq <= nl;
  const shorterCount = queryShorter ? nq : nl;
  const shorterBest = queryShorter ? bestQ : bestL;
  let omittable = reading.people && shorterCount >= 2;
  for (let i = 0; omittable && i < shorterCount; i++) if (shorterBest[i] === 0) omittable = false;
  if (omittable) {
    // `leastTotalOmitting`: the shorter name's total weight, plus the longer's words counted as there.
    let withArticle = 0;
    let withoutArticle = 0;
    let article = false;
    const longerCount = queryShorter ? nl : nq;
    const longerBest = queryShorter ? bestL : bestQ;
    for (let i = 0; i < longerCount; i++) {
      const weight = queryShorter ? (names.weights[from + i] as number) : (qWeights[i] as number);
      const isArticle = queryShorter ? names.articles[from + i] === 1 : query.articles[i] === 1;
      if (isArticle) article = true;
      withArticle += isArticle ? -weight * (1 - omittedWeight) : weight * omittedWeight;
      withoutArticle += weight * (longerBest[i] === 0 ? omittedWeight : 1);
    }
    const shorterTotal = queryShorter ? query.norm.totalWeight : (names.totalWeight[n] as number);
    total = Math.min(total, shorterTotal + (article ? withArticle : withoutArticle));
  }
  return total > 0 ? matched / total : Number.POSITIVE_INFINITY;
}

/** `markJoinable` of name-score.ts over the flat layout: 1 for every word a joined reading might pair. */
function markJoinable(
  query: QueryWords,
  names: ListedNames,
  from: number,
  nl: number,
  n: number,
  listedToken: (id: number) => string,
) {
  const nq = query.norm.tokens.length;
  const queryAbjad = query.norm.abjad;
  const listedAbjad = names.abjad[n] === 1;
  for (let q = 0; q < nq; q++)
    for (let l = 0; l < nl; l++) {
      // `sameFirstLetter`: equal first letters, or Wade-Giles and pinyin initials of one syllable.
      const qInitial = query.initials[q] as number;
      const lInitial = names.initials[from + l] as number;
      if (
        qInitial !== lInitial &&
        !(
          swappedChineseInitials(qInitial, lInitial) &&
          sameChineseInitial(query.norm.tokens[q] as string, listedToken(names.ids[from + l] as number))
        )
      )
        continue;
      for (const [qCount, lCount] of joinedSpans) {
        if (q + qCount > nq || l + lCount > nl) continue;
        // `lengthsMayJoin`.
        const qLength = (query.lengths[q] as number) + (qCount === 2 ? (query.lengths[q + 1] as number) : 0);
        const lLength =
          (names.lengths[from + l] as number) + (lCount === 2 ? (names.lengths[from + l + 1] as number) : 0);
        const mayJoin =
          queryAbjad !== listedAbjad
            ? (queryAbjad ? qLength - lLength : lLength - qLength) <= 1
            : Math.abs(qLength - lLength) <= allowedEdits(Math.min(qLength, lLength));
        if (!mayJoin) continue;
        bestQ[q] = 1;
        if (qCount === 2) bestQ[q + 1] = 1;
        bestL[l] = 1;
        if (lCount === 2) bestL[l + 1] = 1;
      }
    }
}
