import type { ListEntry, NameKind } from "../model";
import type { NormalizedName } from "./normalize";
import { particles } from "./vocabulary";

/** An entry's kind as `ListedNames.schemaOf` holds it: what `consider` reads of `ListEntry.schema`. */
export const otherSchema = 0;
export const personSchema = 1;
export const unknownSchema = 2;

/** What the flat layout is built from: one listed name, as the index keeps it. */
export interface ListedName {
  entry: number;
  kind: NameKind;
  norm: NormalizedName;
  ids: number[];
  leastTotal: number;
}

/**
 * What a search reads of every listed name before it knows whether the name can reach the threshold,
 * in flat typed arrays (struct of arrays) instead of each name's object graph (name, normalised name,
 * its token and weight arrays, its entry). Most candidates a search bounds are ruled out by
 * `mayReach` (name-bound.ts) from these alone; each object read was a cache miss of its own, and they
 * were most of the time spent scoring. Names are numbered as in the index; name `n`'s words are at
 * `wordStart[n]..wordStart[n + 1]` of the word arrays.
 */
export class ListedNames {
  /** Per entry: `personSchema`, `unknownSchema` or `otherSchema`. */
  readonly schemaOf: Uint8Array;
  /** Per name: its entry, whether it is a weak alias, whether written in Arabic script, `leastTotal`. */
  readonly entryOf: Uint32Array;
  readonly weak: Uint8Array;
  readonly abjad: Uint8Array;
  readonly leastTotal: Float64Array;
  /** Per name: `NormalizedName.totalWeight`. */
  readonly totalWeight: Float64Array;
  readonly wordStart: Uint32Array;
  /** Per word: vocabulary id, weight, first letter's code, length, an article, read from Cyrillic. */
  readonly ids: Uint32Array;
  readonly weights: Float64Array;
  readonly initials: Uint16Array;
  readonly lengths: Uint16Array;
  readonly articles: Uint8Array;
  readonly readings: Uint8Array;

  constructor(entries: readonly ListEntry[], names: readonly ListedName[]) {
    this.schemaOf = Uint8Array.from(entries, (entry) =>
      entry.schema === "Person" ? personSchema : entry.schema === "Unknown" ? unknownSchema : otherSchema,
    );
    this.entryOf = Uint32Array.from(names, (name) => name.entry);
    this.weak = Uint8Array.from(names, (name) => (name.kind === "weak" ? 1 : 0));
    this.abjad = Uint8Array.from(names, (name) => (name.norm.abjad ? 1 : 0));
    this.leastTotal = Float64Array.from(names, (name) => name.leastTotal);
    this.totalWeight = Float64Array.from(names, (name) => name.norm.totalWeight);
    this.wordStart = new Uint32Array(names.length + 1);
    let words = 0;
    for (const name of names) words += name.norm.tokens.length;
    this.ids = new Uint32Array(words);
    this.weights = new Float64Array(words);
    this.initials = new Uint16Array(words);
    this.lengths = new Uint16Array(words);
    this.articles = new Uint8Array(words);
    this.readings = new Uint8Array(words);
    let at = 0;
    names.forEach((name, n) => {
      this.wordStart[n] = at;
      const { tokens, weights, latinReadings } = name.norm;
      for (let i = 0; i < tokens.length; i++, at++) {
        const token = tokens[i] as string;
        // Every word has a letter: the first letter's code stands for `token[0]` in comparisons.
        if (token.length === 0) throw new Error(`an empty word in listed name ${n}`);
        this.ids[at] = name.ids[i] as number;
        this.weights[at] = weights[i] as number;
        this.initials[at] = token.charCodeAt(0);
        this.lengths[at] = token.length;
        this.articles[at] = particles.has(token) ? 1 : 0;
        this.readings[at] = latinReadings?.[i] ? 1 : 0;
      }
    });
    this.wordStart[names.length] = at;
  }
}
