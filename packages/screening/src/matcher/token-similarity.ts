import { chineseKey } from "./chinese";
import { nicknameData } from "./nickname-data";
import { nameVariantGroups, nicknameGroups, particles } from "./vocabulary";

function canonicalMap(groups: readonly (readonly string[])[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of groups)
    for (const spelling of group) if (!map.has(spelling)) map.set(spelling, group[0] as string);
  return map;
}
const variantOf = canonicalMap(nameVariantGroups);
/** Caches bounded so that a long batch cannot grow them without end. */
const cacheLimit = 200_000;
const nicknameOf = canonicalMap(nicknameGroups);

/**
 * Given names and their nicknames from the public table (`nickname-data.ts`), both ways: William has
 * Bill, Bill is William's. Not transitive: Ron is Aaron's and Ronald's, which are not each other's.
 */
const nicknamePairs = new Map<string, Set<string>>();
for (const line of nicknameData.split("\n")) {
  const [name, ...nicknames] = line.split(" ").filter(Boolean);
  if (!name) continue;
  for (const nickname of nicknames) {
    for (const [a, b] of [
      [name, nickname],
      [nickname, name],
    ] as const) {
      const set = nicknamePairs.get(a) ?? new Set<string>();
      set.add(b);
      nicknamePairs.set(a, set);
    }
  }
}

/**
 * A word with the spellings transliterations vary on written one way: ee and i, oo, ou and u, y and i
 * (not first), kh and h, q and k, dj and dzh and j, a first j and y, doubled letters single (Caffee /
 * Caffi, Soun / Sun, Issa / Isa, Peia / Peya). Unlike the skeleton it keeps the vowels, so it holds for short words too.
 */
function spellingKey(token: string): string {
  // Each pattern runs only on a word that holds what it replaces: most words hold few of them.
  let key = token;
  if (key.includes("ee")) key = key.replace(/ee/g, "i");
  if (key.includes("o")) key = key.replace(/oo|ou/g, "u");
  if (key.lastIndexOf("y") > 0) key = key.replace(/(?!^)y/g, "i");
  if (key.includes("kh")) key = key.replace(/kh/g, "h");
  if (key.includes("q")) key = key.replace(/q/g, "k");
  if (key.includes("dj") || key.includes("dzh")) key = key.replace(/dj|dzh/g, "j");
  if (hasDoubled(key)) key = key.replace(/(.)\1+/g, "$1");
  // A first j before a vowel is the y of Slavic and German spellings (Julia / Yuliya, Jurij / Yuriy).
  if (key.startsWith("j")) key = key.replace(/^j(?=[aeiou])/, "y");
  return key;
}

/** Whether a letter follows itself somewhere in the word. */
function hasDoubled(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (word.charCodeAt(i) === word.charCodeAt(i - 1)) return true;
  return false;
}

/** The canonical spelling of a name part across transliterations (Mohammed -> muhammad). */
function canonicalVariant(token: string): string {
  return variantOf.get(token) ?? token;
}

/** The full given name behind a short form (bob -> robert), for persons. */
export function canonicalNickname(token: string): string | undefined {
  return nicknameOf.get(token);
}

/**
 * A consonant skeleton that transliterations of one name share: vowels and the vowel-like y, w
 * and h dropped after the first letter, doubled letters collapsed, and sounds that scripts spell
 * differently unified (kh/h, q/k/c, z/s, j/dj, ph/f, th/t, sh/ch/s). Husayn, Hussein and Housain all
 * give "hsn"; the Arabic-script spelling of Ahmad (transliterated "ahmd") gives the same key as Ahmed.
 * Not cached here: a word's keys are worked out once, in `tokenKeys`, and remembered there.
 */
export function phoneticKey(token: string): string {
  // The letter pairs all hold an h, or are ck or a first dj: most words have none of them.
  const pairs =
    token.includes("h") || token.includes("ck") || token.startsWith("dj")
      ? token
          .replace(/^(dj|dzh)/, "j")
          .replace(/ph/g, "f")
          .replace(/ck/g, "k")
          .replace(/(kh|gh)/g, "h")
          .replace(/(sh|sch|ch|tch|tsh)/g, "s")
          .replace(/(th|dh)/g, "t")
      : token;
  // Then single letters, all in one pass: q and c are k, z is s, x is ks, d t, g k, b p.
  let s = "";
  for (let i = 0; i < pairs.length; i++) s += soundOf(pairs[i] as string);
  let key = s[0] ?? "";
  if ("aeiou".includes(key)) key = "a";
  let prev = key;
  for (let i = 1; i < s.length; i++) {
    const ch = s[i] as string;
    if ("aeiouywh".includes(ch)) {
      prev = "";
      continue;
    }
    if (ch !== prev) key += ch;
    prev = ch;
  }
  return key;
}

function soundOf(letter: string): string {
  switch (letter) {
    case "q":
    case "c":
    case "g":
      return "k";
    case "z":
      return "s";
    case "x":
      return "ks";
    case "d":
      return "t";
    case "b":
      return "p";
    default:
      return letter;
  }
}

// Rows of the distance table, reused: scoring runs millions of comparisons per batch.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (n + 1 > (rows[0] as Int32Array).length) rows = rows.map(() => new Int32Array(n * 2 + 2));
  let [prevPrev, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        v = Math.min(v, (prevPrev[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n] as number;
}

/** Edits a token of this length may carry and still be the same word. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/**
 * Same phonetic key, not the same spelling: below the default threshold on its own, so a one-word
 * name never matches by sound alone (Uniqlo / Anglia), but enough inside a longer matching name.
 */
const samePhoneticFloor = 0.8;
/** Long words sharing their skeleton (Qaddafi / Gadhafi, Muammar / Moammar) are likelier one name. */
const longSamePhonetic = 0.85;
const initialClasses = ["jyi", "kqcg", "szc", "fp", "vwb", "ou", "ae", "ei"];
function sameInitial(a: string, b: string): boolean {
  const x = a[0] as string;
  const y = b[0] as string;
  return x === y || initialClasses.some((c) => c.includes(x) && c.includes(y));
}

/**
 * A word from Arabic script against its romanisation: the script writes consonants and long vowels
 * only, so the same consonant skeleton is the same word, and one consonant apart is close.
 */
const unwrittenVowels = 0.85;
const oneConsonantApart = 0.78;
/**
 * Arabic script has no letters for v, p and hard g: it writes f, b and gh or j for them (Valencia,
 * Gonzalo, Gagarin: جاجارين), so the skeletons compare with those folded, and g, gh and j as one.
 */
export const abjadLetters = (token: string) =>
  token
    .replace(/v/g, "f")
    .replace(/gh?/g, "j")
    .replace(/kh/g, "k")
    // A Latin c before e or i is an s (Valencia, Garcia), which is how the script writes it.
    .replace(/c(?=[eiy])/g, "s");
/**
 * The readings of a European spelling that Arabic script writes by sound, as skeletons: German and
 * Slavic w as v (Weber: فيبر), their j as y (Blagoje: بلاغوي, Johansen), Spanish j as kh (Mejia: ميخيا).
 * Not a j between a and a consonant: that is as often the Arabic j of Ajmal, Hajji or Najm (read as y,
 * Ajmal shared Emily's skeleton: إيميلي), where Hejduk, Rijsbergen and Frojdfeldt keep their y.
 */
const europeanJ = /(?<!a)j|(?<=a)j(?=[aeiouy]|$)/g;
const readingsOf = new Map<string, string[]>();
export function abjadReadings(token: string): string[] {
  let keys = readingsOf.get(token);
  if (keys === undefined) {
    const readings: string[] = [];
    if (token.includes("w")) readings.push(token.replace(/w/g, "v"));
    if (token.search(europeanJ) >= 0)
      readings.push(token.replace(europeanJ, "y"), token.replace(europeanJ, "kh"));
    keys = readings.map((reading) => phoneticKey(abjadLetters(reading)));
    if (readingsOf.size >= cacheLimit) readingsOf.clear();
    readingsOf.set(token, keys);
  }
  return keys;
}
function consonantSimilarity(a: TokenKeys, b: TokenKeys, readings: boolean): number {
  const ka = consonantsOf(a);
  const kb = consonantsOf(b);
  if (ka.length >= 2 && ka === kb) return unwrittenVowels;
  // Either word may be the European spelling: its readings against the other's skeleton. Single
  // words only: read into words written together they find a skeleton by chance (Ahmad Haji).
  if (readings && kb.length >= 2 && abjadReadings(a.text).includes(kb)) return unwrittenVowels;
  if (readings && ka.length >= 2 && abjadReadings(b.text).includes(ka)) return unwrittenVowels;
  if (Math.min(ka.length, kb.length) >= 3 && editDistance(ka, kb, 1) <= 1) return oneConsonantApart;
  return 0;
}

/** The same word in another transliteration's spelling of its vowels and letters (see `spellingKey`). */
const sameSpelling = 0.9;
/** The same Chinese syllables in Wade-Giles and pinyin: like a shared skeleton, not like a known spelling. */
const wadeGilesPinyin = 0.85;
/** Below this, two tokens are not counted as the same word (see name-score). */
const minPairedSimilarity = 0.75;

/** Same letters, two adjacent ones swapped (and nothing else). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function hasDigit(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/**
 * What the similarity of two tokens reads of each, worked out once per token (a listed token when the
 * index is built, a query token once per search) instead of once per pair of tokens compared.
 */
export interface TokenKeys {
  text: string;
  variant: string;
  /** The full given name of a nickname, else `variant`. */
  given: string;
  nicknames: ReadonlySet<string> | undefined;
  particle: boolean;
  digit: boolean;
  phonetic: string;
  spelling: string;
  chinese: string;
  /**
   * The skeleton a word from Arabic script is compared on (see `consonantSimilarity`): undefined until
   * `consonantsOf` first asks, since most words never meet one from Arabic script.
   */
  consonants: string | undefined;
  /** The letters the word holds, one bit each (see `lettersApart`). */
  letters: number;
}

/** A bit per character code (a to z each their own; other characters may share one). */
function letterBits(token: string): number {
  let bits = 0;
  for (let i = 0; i < token.length; i++) bits |= 1 << (token.charCodeAt(i) & 31);
  return bits;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * At most the edit distance of two words: each letter one holds and the other lacks takes an edit of
 * its own. Most words compared are unrelated, and this rules them out without the distance table.
 */
function lettersApart(a: TokenKeys, b: TokenKeys): number {
  return Math.max(bitCount(a.letters & ~b.letters), bitCount(b.letters & ~a.letters));
}

export function tokenKeys(token: string): TokenKeys {
  const variant = canonicalVariant(token);
  return {
    text: token,
    variant,
    given: canonicalNickname(token) ?? variant,
    nicknames: nicknamePairs.get(token),
    particle: particles.has(token),
    digit: hasDigit(token),
    phonetic: phoneticKey(token),
    spelling: spellingKey(token),
    chinese: chineseKey(token),
    consonants: undefined,
    letters: letterBits(token),
  };
}

export function consonantsOf(keys: TokenKeys): string {
  keys.consonants ??= phoneticKey(abjadLetters(keys.text));
  return keys.consonants;
}

const keysCache = new Map<string, TokenKeys>();
/** `tokenKeys`, remembered: query words recur across searches (MUHAMMAD, TRADING). */
export function keysOf(token: string): TokenKeys {
  let keys = keysCache.get(token);
  if (keys === undefined) {
    keys = tokenKeys(token);
    if (keysCache.size >= cacheLimit) keysCache.clear();
    keysCache.set(token, keys);
  }
  return keys;
}

/**
 * How alike two name tokens are, 0..1. Equal tokens and known spellings of one name score near 1;
 * typos score by edit distance relative to length; a shared phonetic key lifts transliterations of
 * similar length. Digits must match exactly: a different number is a different party (Unit 5 / 6).
 * `phonetic` is off for words written together (ALSHANTI), whose long keys collide by chance.
 */
export function tokenSimilarity(
  a: string,
  b: string,
  persons: boolean,
  phonetic = true,
  abjad = false,
): number {
  if (a === b) return 1;
  return keysSimilarity(keysOf(a), keysOf(b), persons, phonetic, abjad);
}

/** `tokenSimilarity` of two tokens' keys. */
export function keysSimilarity(
  a: TokenKeys,
  b: TokenKeys,
  persons: boolean,
  phonetic = true,
  abjad = false,
): number {
  if (a.text === b.text) return 1;
  const similarity = computeSimilarity(a, b, persons, phonetic);
  return abjad && similarity < unwrittenVowels
    ? Math.max(similarity, consonantSimilarity(a, b, phonetic))
    : similarity;
}

function computeSimilarity(ka: TokenKeys, kb: TokenKeys, persons: boolean, phonetic: boolean): number {
  if (ka.variant === kb.variant) return 0.95;
  // The Arabic article is not Al for Albert.
  if (persons && (ka.given === kb.given || (ka.nicknames?.has(kb.text) && !ka.particle && !kb.particle)))
    return 0.9;
  if (ka.digit || kb.digit) return 0;
  const a = ka.text;
  const b = kb.text;
  const longest = Math.max(a.length, b.length);
  const shortest = Math.min(a.length, b.length);
  let similarity = 0;
  const max = allowedEdits(shortest);
  // In short words a different first letter makes another word (Sung / Jung), not a typo, unless
  // the letters are ones transliterations swap (Jong / Yong / Iong, Kasim / Qasim) or one was dropped.
  if (
    max > 0 &&
    (shortest >= 6 ||
      sameInitial(a, b) ||
      (shortest >= 4 && (a.slice(1) === b || b.slice(1) === a)) ||
      // A mistyped first letter in a word of five letters or more (Bergson / Vergson).
      (shortest >= 5 && a.length === b.length && a.slice(1) === b.slice(1)))
  ) {
    const distance = lettersApart(ka, kb) > max ? max + 1 : editDistance(a, b, max);
    // Two letters swapped is half an edit: the slip keeps every letter (KVAE / KAVE).
    if (distance <= max) similarity = 1 - (distance === 1 && swapped(a, b) ? 0.5 : distance) / (longest + 1);
  } else if (
    longest === 3 &&
    shortest === 3 &&
    (swapped(a, b) || (a[0] === b[0] && editDistance(a, b, 1) === 1))
  ) {
    // Three-letter words: one letter swapped or mistyped after the first is weak evidence (Jin / Jim).
    similarity = minPairedSimilarity;
  }
  if (phonetic && similarity < longSamePhonetic && shortest >= 3 && shortest / longest >= 0.75) {
    if (ka.phonetic.length >= 3 && ka.phonetic === kb.phonetic) {
      similarity = Math.max(similarity, shortest >= 6 ? longSamePhonetic : samePhoneticFloor);
    }
  }
  // A transliteration's spelling of the same vowels and letters (Caffee / Caffi, Soun / Sun).
  if (similarity < sameSpelling && shortest >= 3) {
    if (ka.spelling.length >= 3 && ka.spelling === kb.spelling) similarity = sameSpelling;
  }
  // Wade-Giles against pinyin (Tse-tung / Zedong, Hsiao-ping / Xiaoping): words of Chinese syllables only.
  if (similarity < wadeGilesPinyin) {
    if (ka.chinese && ka.chinese === kb.chinese) similarity = wadeGilesPinyin;
  }
  return similarity;
}
