import { editDistance } from "./token-similarity";
import { foldToLatin } from "./transliterate";
import { genericWords, legalForms, particles, placeWords, stopWords } from "./vocabulary";

/** A name reduced to the tokens that identify its bearer, each with how much it identifies. */
export interface NormalizedName {
  tokens: string[];
  /** 1 for a distinctive token, less for generic business words, places and short fragments. */
  weights: number[];
  /**
   * True where the token does not identify alone: generic business words (TRADING, GROUP) and place
   * names (RUSSIA, IRANIAN). A match resting only on such tokens is capped below any threshold.
   */
  generic: boolean[];
  totalWeight: number;
  /**
   * Written in Arabic or Persian script: short vowels are not written, so its words are compared by
   * their consonants too (هنية, transliterated "hnya", is Haniya).
   */
  abjad: boolean;
}

const arabicScript = /[\u0600-\u06ff\u0750-\u077f]/;
const genericWeight = 0.35;
const particleWeight = 0.2;
const placeWeight = 0.4;
const fragmentWeight = 0.5;

/** "S.A.", "B.V", "A.A.M." -> "SA", "BV", "AAM": dotted abbreviations are one word, each its own. */
const dottedAbbreviation = /(?<![\p{L}\p{N}])\p{L}(?:\.\p{L})+\.?/gu;
/** "T-Bank", "X-Ray": a letter hyphened to a word is part of it, not a stray initial to drop. */
const letterHyphen = /(?<![\p{L}\p{N}])(\p{L})-(?=\p{L}{2})/gu;
const joinDotted = (raw: string) =>
  raw
    .replace(dottedAbbreviation, (abbreviation) => abbreviation.replace(/\./g, ""))
    .replace(letterHyphen, "$1");

/**
 * Names longer than this are cut: no published name has more words, and a pasted paragraph must not
 * turn one search into seconds of pairing.
 */
const maxTokens = 32;

const isStrayLetter = (word: string) => word.length === 1 && word >= "a" && word <= "z";

const longLegalForms = [...legalForms].filter((form) => form.length >= 6);
const misspeltLegalForms = new Map<string, boolean>();

/** LLC, GmbH... and long legal words misspelt by one letter (LIMMITED, CORPOORATION, COMPANi). */
function isLegalForm(token: string): boolean {
  if (legalForms.has(token)) return true;
  if (token.length < 6) return false;
  let known = misspeltLegalForms.get(token);
  if (known === undefined) {
    known = longLegalForms.some((form) => editDistance(token, form, 1) <= 1);
    if (misspeltLegalForms.size > 100_000) misspeltLegalForms.clear();
    misspeltLegalForms.set(token, known);
  }
  return known;
}

function weightOf(token: string): number {
  if (particles.has(token)) return particleWeight;
  if (genericWords.has(token)) return genericWeight;
  if (placeWords.has(token)) return placeWeight;
  if (token.length <= 2 || /^\d+$/.test(token)) return fragmentWeight;
  return 1;
}

/**
 * Case, accents, scripts and punctuation folded; legal forms (LLC, GmbH, OOO, S.A.), stop words and,
 * for companies, stray single letters dropped, unless nothing else is left. Persons keep every other
 * word: "Co" or "AG" in a person's name is part of it.
 */
export function normalizeName(raw: string, person = false): NormalizedName {
  const words = foldToLatin(joinDotted(raw.slice(0, maxTokens * 40)))
    .split(" ")
    .filter(Boolean)
    .slice(0, maxTokens * 2);
  let kept = words.filter((w) => !stopWords.has(w) && (person || (!isStrayLetter(w) && !isLegalForm(w))));
  if (kept.length === 0) kept = words.filter((w) => !stopWords.has(w));
  if (kept.length === 0) kept = words;
  kept = kept.slice(0, maxTokens);
  const weights = kept.map(weightOf);
  return {
    tokens: kept,
    weights,
    totalWeight: weights.reduce((a, b) => a + b, 0),
    abjad: arabicScript.test(raw),
    generic: kept.map((t) => genericWords.has(t) || placeWords.has(t) || particles.has(t)),
  };
}
