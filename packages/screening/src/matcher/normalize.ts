import { readingsOfName, readingUnit } from "./cyrillic-readings";
import { editDistance } from "./token-similarity";
import { foldToLatin } from "./transliterate";
import { genericWords, legalFormKinds, legalForms, particles, placeWords, stopWords } from "./vocabulary";

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
  /**
   * Written in Cyrillic: for each token from a Cyrillic word, its Latin readings by the practical
   * transcriptions of foreign names (see `readingsOfName`); undefined for the name's other tokens,
   * and for names in other scripts.
   */
  latinReadings: (readonly string[] | undefined)[] | undefined;
  /**
   * Persons: where the token is (part of) the surname, as the name says it: the words before a comma
   * (OFAC's "HANIYA, Ismail"), or the words in capitals among others that are not (UK, UN: "Ismail
   * HANIYA"); otherwise the last word. Empty for companies.
   */
  surname: boolean[];
  /** The name itself says which words are the surname (a comma, or capitals): not the last-word guess. */
  surnameStated: boolean;
  /**
   * Companies: the kinds of legal form the name gives (bits of `legalFormKinds`: 1 private limited,
   * 2 stock corporation, 4 partnership), 0 when it gives none. The words themselves are dropped.
   */
  legalForm: number;
}

/**
 * A person's name as written, in parts that are or are not the surname: before and after a comma
 * (OFAC's "HANIYA, Ismail"), or word by word when some words are in capitals and others not (UK, UN:
 * "Ismail HANIYA"). Undefined when the name does not say.
 */
function surnameParts(raw: string): { text: string; surname: boolean }[] | undefined {
  const comma = raw.indexOf(",");
  if (comma > 0) {
    return [
      { text: raw.slice(0, comma), surname: true },
      { text: raw.slice(comma + 1), surname: false },
    ];
  }
  const words = raw.split(/\s+/).filter(Boolean);
  const capital = words.map((w) => /\p{L}.*\p{L}/u.test(w) && w === w.toUpperCase() && w !== w.toLowerCase());
  const lower = words.filter((w, i) => !capital[i] && /\p{Ll}/u.test(w)).length;
  if (!capital.includes(true) || lower === 0) return undefined;
  return words.map((text, i) => ({ text, surname: capital[i] as boolean }));
}

const arabicScript = /[\u0600-\u06ff\u0750-\u077f]/;
const genericWeight = 0.4;
const particleWeight = 0.2;
const placeWeight = 0.4;
const fragmentWeight = 0.5;
const weakWeight = 0.2;

/** "S.A.", "B.V", "A.A.M." -> "SA", "BV", "AAM": dotted abbreviations are one word, each its own. */
const dottedAbbreviation = /(?<![\p{L}\p{N}])\p{L}(?:\.\p{L})+\.?/gu;
/** "T-Bank", "X-Ray": a letter hyphened to a word is part of it, not a stray initial to drop. */
const letterHyphen = /(?<![\p{L}\p{N}])(\p{L})-(?=\p{L}{2})/gu;
const joinDotted = (raw: string) =>
  // Most names have neither a dot nor a hyphen: no need to run the patterns over them.
  !raw.includes(".") && !raw.includes("-")
    ? raw
    : raw
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

/** The words a name's tokens are taken from, in order (both readings take them from these). */
const wordsOf = (raw: string) =>
  foldToLatin(joinDotted(raw.slice(0, maxTokens * 40)))
    .split(" ")
    .filter(Boolean)
    .slice(0, maxTokens * 2);

/** Words `normalizeName` may drop from between two it keeps (stop words, stray letters, legal forms). */
const droppable = (word: string) => stopWords.has(word) || isStrayLetter(word) || isLegalForm(word);

/** A unit a search may look up, with the most it can weigh in the query (see `queryUnits`). */
export interface QueryUnit {
  text: string;
  maxWeight: number;
}

/**
 * Every unit a search for `raw` may look up in the token index, whichever reading (person or company):
 * each word its tokens are taken from, and each pair a search may join (words adjacent once dropped
 * words between them are skipped), each with the most it can weigh; and the least the query's total
 * weight can be (the words no reading drops). Cheaper than normalising (no readings, no surnames):
 * `buildSubjectIndex` bounds from these what a search could find, to search only the parties that may.
 */
export function queryUnits(raw: string): { units: QueryUnit[]; minTotalWeight: number; abjad: boolean } {
  const words = wordsOf(raw);
  const most = words.map((w) => Math.max(weightOf(w), weakWeight));
  const units: QueryUnit[] = words.map((text, i) => ({ text, maxWeight: most[i] as number }));
  for (let a = 0; a < words.length; a++)
    for (let b = a + 1; b < words.length; b++) {
      units.push({ text: `${words[a]}${words[b]}`, maxWeight: (most[a] as number) + (most[b] as number) });
      if (!droppable(words[b] as string)) break;
    }
  // A word from Cyrillic is looked up by its Latin readings too, each as the word would be.
  const readings = readingsOfName(raw);
  if (readings)
    words.forEach((text, i) => {
      for (const reading of readings.get(text) ?? [])
        units.push({ text: readingUnit(reading), maxWeight: most[i] as number });
    });
  // Every reading keeps each word that is not droppable, at its own weight; a name cut at `maxTokens`
  // may lose some, so it is bounded by nothing then.
  let minTotalWeight = 0;
  if (words.length <= maxTokens) for (const w of words) if (!droppable(w)) minTotalWeight += weightOf(w);
  return { units, minTotalWeight, abjad: arabicScript.test(raw) };
}

/**
 * Case, accents, scripts and punctuation folded; legal forms (LLC, GmbH, OOO, S.A.) and a company's stop
 * words dropped, unless nothing else is left; a person's stop words and a company's single letters kept
 * as weak evidence. Persons keep every other word: "Co" or "AG" in a person's name is part of it.
 */
export function normalizeName(raw: string, person = false): NormalizedName {
  return normalizeWords(raw, wordsOf(raw), readingsOfName(raw), person);
}

/** A name read both as a person's and as a company's, folded once (a query of unknown kind). */
export function normalizeBoth(raw: string): { asPerson: NormalizedName; asCompany: NormalizedName } {
  const words = wordsOf(raw);
  const readings = readingsOfName(raw);
  return {
    asPerson: normalizeWords(raw, words, readings, true),
    asCompany: normalizeWords(raw, words, readings, false),
  };
}

function normalizeWords(
  raw: string,
  allWords: readonly string[],
  readings: ReturnType<typeof readingsOfName>,
  person: boolean,
): NormalizedName {
  const abjad = arabicScript.test(raw);
  // Inside an Arabic-script name the article binds two words into one name (نصير الدين, Nasiruddin;
  // عبد الرحمن, Abdurrahman), which Latin lists write joined or without it: it is left out there, so
  // the two words can be read as the one the lists write.
  const words = abjad
    ? allWords.filter((w, i) => !(particles.has(w) && i > 0 && i < allWords.length - 1))
    : allWords;
  // Weak evidence, kept at a small weight: a person's stop words (Juan DE LA Cruz, VAN Gogh) and a
  // company's single letters (T SERVICE). They never identify alone.
  const weak = (w: string) => (person ? stopWords.has(w) : isStrayLetter(w));
  // A letter inside a spelled-out legal form is part of it (OBSHCHESTVO S OGRANICHENNOI...).
  const inLegalForm = (i: number) => isLegalForm(words[i - 1] ?? "") || isLegalForm(words[i + 1] ?? "");
  let kept = words.filter(
    (w, i) =>
      (weak(w) && (person || !inLegalForm(i))) ||
      (!stopWords.has(w) && (person || (!isStrayLetter(w) && !isLegalForm(w)))),
  );
  if (!kept.some((w) => !weak(w))) kept = words.filter((w) => !stopWords.has(w));
  // A company's letter is evidence beside a word that names it, not beside generic words alone (GAS S).
  else if (!person && !kept.some((w) => !weak(w) && !genericWords.has(w) && !placeWords.has(w)))
    kept = kept.filter((w) => !weak(w));
  if (kept.length === 0) kept = [...words];
  kept = kept.slice(0, maxTokens);
  const weights = kept.map((w) => (weak(w) ? weakWeight : weightOf(w)));
  let legalForm = 0;
  if (!person) for (const w of words) legalForm |= legalFormKinds.get(w) ?? 0;
  let surname: boolean[] = [];
  let surnameStated = false;
  if (person && kept.length >= 2) {
    const parts = surnameParts(raw.slice(0, maxTokens * 40));
    surname = surnameFlags(parts, kept);
    surnameStated = parts !== undefined;
  }
  return {
    tokens: kept,
    weights,
    totalWeight: weights.reduce((a, b) => a + b, 0),
    abjad,
    latinReadings: readings && kept.map((w) => readings.get(w)),
    generic: kept.map((t) => genericWords.has(t) || placeWords.has(t) || particles.has(t) || weak(t)),
    surname,
    surnameStated,
    legalForm,
  };
}

/**
 * A patronymic as Russian, Ukrainian and Belarusian names romanise it (Nikolaevich, Vitaliyovych,
 * Ivanavich, Mikhailovna, Ivanivna, Aliaksandrauna, Ilyinichna).
 */
const patronymic = /(?:[aeo]vi?t?(?:ch|sj)|[aeoy]vych|[aeo]vna|ivna|[ae]una|ichna)$/;

/**
 * Which of a person's kept tokens are the surname (see `NormalizedName.surname`): read from the parts
 * the name says (`surnameParts`), in order; the last word when it says nothing. The Arabic article is never the surname.
 */
function surnameFlags(parts: ReturnType<typeof surnameParts>, kept: string[]): boolean[] {
  // East Slavic names end with the patronymic when written surname first (Песков Дмитрий Николаевич):
  // the surname is then the first word.
  if (!parts && kept.length >= 3 && patronymic.test(kept[kept.length - 1] as string))
    return kept.map((_, i) => i === 0);
  if (!parts) return kept.map((t, i) => i === kept.length - 1 && !particles.has(t));
  const flags: boolean[] = [];
  let at = 0;
  for (const part of parts) {
    for (const word of foldToLatin(joinDotted(part.text)).split(" ")) {
      if (word && kept[at] === word) flags[at++] = part.surname && !particles.has(word);
    }
  }
  // The parts fold as the whole does; if they ever did not, the name says nothing reliable.
  return at === kept.length ? flags : kept.map(() => false);
}
