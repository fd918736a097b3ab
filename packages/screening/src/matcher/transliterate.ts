import anyAscii from "any-ascii";

/**
 * Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Kazakh letters) as BGN/PCGN writes them; also the
 * letters every practice of `cyrillic-readings.ts` reads alike.
 */
export const cyrillicLetters: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
  ў: "u",
  ј: "j",
  љ: "lj",
  њ: "nj",
  ћ: "c",
  џ: "dz",
  ђ: "dj",
  ә: "a",
  ғ: "g",
  қ: "k",
  ң: "n",
  ө: "o",
  ұ: "u",
  ү: "u",
  һ: "h",
};

/**
 * Script folding to lower-case Latin: accents stripped, ligatures spelled out, Cyrillic, Greek and
 * Arabic transliterated. The tables follow the common romanisations (BGN/PCGN for Cyrillic, a plain
 * consonant mapping for Arabic) because those are what list publishers write; the phonetic key in
 * `token-similarity.ts` absorbs the remaining spelling differences (Husayn / Hussein).
 */
const letters: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
  ĸ: "k",
  ŀ: "l",
  ħ: "h",
  ŧ: "t",
  ...cyrillicLetters,
  // Greek
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
  // Arabic and Persian: consonants only, as the script writes them; long vowels as vowels.
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ٱ: "a",
  ب: "b",
  پ: "p",
  ت: "t",
  ث: "th",
  ج: "j",
  چ: "ch",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  ژ: "zh",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  // Ayn is romanised as a vowel or an apostrophe (Ali, Abd, Umar, Ka'bi): a vowel keeps the skeleton.
  ع: "a",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ک: "k",
  گ: "g",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  ة: "a",
  و: "w",
  ؤ: "",
  ي: "y",
  ی: "y",
  // Letters of Persian, Urdu and Pashto spellings that UK and UN lists use (الطاھر, ے, ں, ګ).
  ھ: "h",
  ہ: "h",
  ۀ: "a",
  ە: "a",
  ے: "y",
  ې: "y",
  ۍ: "y",
  ں: "n",
  ڼ: "n",
  ٹ: "t",
  ټ: "t",
  ڈ: "d",
  ډ: "d",
  ڑ: "r",
  ړ: "r",
  ښ: "sh",
  ږ: "zh",
  څ: "s",
  ځ: "z",
  ګ: "g",
  ڤ: "v",
  ڨ: "g",
  ى: "a",
  ئ: "",
  ء: "",
};

const combiningMarks = /\p{M}/gu;
// Apostrophes and the Arabic letters ayn/hamza as romanised ('Abd, Ka'bi) vanish without splitting a word.
const apostrophes = /['’‘`´ʼʻʿʾ]/g;

/**
 * Chinese characters and Korean syllable blocks: one syllable each, which names write as separate words
 * or hyphened (XI Jinping, KIM Yong-bok), so each becomes a word and the matcher joins adjacent ones.
 */
const syllabic = /[\p{Script=Han}\p{Script=Hangul}]/gu;
/**
 * Letters of the scripts without a table here (Japanese kana, Georgian, Armenian, Khmer, Hebrew, Thai,
 * Devanagari...): romanised by any-ascii (pinyin for Chinese, Revised Romanization for Korean, Hepburn
 * for kana, the national systems for Georgian and Armenian).
 */
const otherScripts =
  /(?:(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Inherited}])\p{L}[\p{M}]*)+/gu;
/** Revised Romanization writes a syllable's final ㄱ, ㄷ, ㅂ as k, t, p (Bok, not Bog). */
const koreanFinal = (syllable: string) =>
  syllable
    .replace(/([^n])g$/, "$1k")
    .replace(/d$/, "t")
    .replace(/b$/, "p");
const hangul = /\p{Script=Hangul}/u;
/**
 * The Arabic article is written joined to its word (المهدي, al-Mahdi; الشيخ, al-Sheikh), where Latin
 * lists write it apart (AL-MAHDI): it is read as a word of its own, as they do. Not in الله (Allah),
 * which is one word.
 */
const arabicArticle =
  /(?<![\u0600-\u06ff])\u0627\u0644(?=[\u0600-\u06ff]{2})(?!\u0644\u0647(?![\u0600-\u06ff]))/g;
const romanise = (text: string) =>
  text
    .replace(arabicArticle, "\u0627\u0644 ")
    .replace(syllabic, (ch) => ` ${hangul.test(ch) ? koreanFinal(anyAscii(ch)) : anyAscii(ch)} `)
    .replace(otherScripts, (run) => anyAscii(run));

/**
 * Cyrillic letters that decomposition would turn into others (й into и, ї into і): romanised first,
 * so that Сергей is Sergey as the lists write it, not Sergei.
 */
const composedCyrillic = /[йЙїЇ]/g;
/**
 * Latin letters that look Cyrillic, typed inside a Cyrillic word (Cергій with a Latin C, ТОО with
 * Latin O): read as the Cyrillic letters they stand for.
 */
const cyrillicLookalikes: Record<string, string> = {
  a: "а",
  c: "с",
  e: "е",
  o: "о",
  p: "р",
  x: "х",
  y: "у",
  k: "к",
  A: "А",
  B: "В",
  C: "С",
  E: "Е",
  H: "Н",
  K: "К",
  M: "М",
  O: "О",
  P: "Р",
  T: "Т",
  X: "Х",
};
const mixedWord = /[\p{L}\p{M}]+/gu;
const cyrillicLetter = /\p{Script=Cyrillic}/u;
const latinLetter = /\p{Script=Latin}/u;
function readLookalikes(word: string): string {
  if (!cyrillicLetter.test(word) || !latinLetter.test(word)) return word;
  let out = "";
  for (const ch of word) out += cyrillicLookalikes[ch] ?? ch;
  return out;
}

/** Lower-case Latin letters, digits and spaces; everything else becomes a space. */
export function foldToLatin(raw: string): string {
  return foldAscii(raw) ?? foldAny(raw);
}

/**
 * `foldAny` of a name in plain ASCII, most names asked about, in one pass: no script, mark, Cyrillic
 * look-alike or letter of the table above can be in it, so only case and apostrophes are left to fold.
 * Undefined for any other name.
 */
function foldAscii(raw: string): string | undefined {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    let code = raw.charCodeAt(i);
    if (code > 127) return undefined;
    if (code >= 65 && code <= 90) code += 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) out += String.fromCharCode(code);
    // ' and ` are the ASCII apostrophes: left out, as `foldAny` leaves them.
    else if (code !== 39 && code !== 96) out += " ";
  }
  return out;
}

function foldAny(raw: string): string {
  const decomposed = romanise(raw)
    .replace(mixedWord, readLookalikes)
    .replace(composedCyrillic, (ch) => letters[ch.toLowerCase()] as string)
    .normalize("NFKD")
    .replace(combiningMarks, "")
    .toLowerCase()
    .replace(apostrophes, "");
  let out = "";
  for (const ch of decomposed) {
    const code = ch.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) out += ch;
    else {
      const mapped = letters[ch];
      if (mapped !== undefined) out += mapped;
      else if (/\p{L}/u.test(ch)) out += ch;
      else out += " ";
    }
  }
  return out;
}
