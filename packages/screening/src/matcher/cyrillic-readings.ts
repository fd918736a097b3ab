import { keysOf, keysSimilarity, type TokenKeys } from "./token-similarity";
import { cyrillicLetters, foldToLatin } from "./transliterate";

/**
 * Latin readings of a Cyrillic word by the practical transcriptions Russian uses for foreign names.
 * The romanisation in `transliterate.ts` (BGN/PCGN) reads a Russian name as the lists write it
 * (Khrushchev), but a foreign name written in Russian is read back only by its own language's rules:
 * Хьюстон is Houston (х for h), Гамбург is Hamburg (г for h), Вайшер is Weischer (в for w, ай for ei),
 * Шевчик is Szewczyk, Коити is Kōichi (Polivanov's ти for chi), Сюцин is Xiuqing (Palladius). Each
 * practice below reverses one language's rules over the whole word; the matcher compares every reading
 * and keeps the best (see `readingSimilarity`). Rules of the scripts only, no names.
 */

/** One practice: patterns over the lower-case Cyrillic word, in order, then letters left to the base table. */
type Practice = readonly (readonly [RegExp, string])[];

/** What no practice overrides: the romanisation's letters, but ё, which the fold writes e, as yo. */
const base: Record<string, string> = { ...cyrillicLetters, ё: "yo" };

const vowel = "аеёиоуыэюяієї";
/** Before a vowel (a lookahead). */
const beforeVowel = `(?=[${vowel}])`;

const practices: readonly Practice[] = [
  // English (Джон John, Хьюстон Houston, Уидон Weedon, Стэпп Stapp): дж is j, х is h, у before a
  // vowel is w, ью is u, э is a, -ий -y.
  [
    [/дж/g, "j"],
    [/э/g, "a"],
    [/х/g, "h"],
    [new RegExp(`^у${beforeVowel}`, "g"), "w"],
    [/ью/g, "u"],
    [/ий$/g, "y"],
  ],
  // German (Гамбург Hamburg, Иоганн Johann, Вайшер Weischer, Хенце Henze, Мочалов Motschalow, Бюцов
  // Bützow): в is w, a first г or г between vowels h (Russian writes the German h so), a first х h
  // and a later one ch, a first ио jo, ц z, ш sch, ч tsch, з before a vowel s, й j, ай and ей ei, ой
  // eu, кс x, ю after a consonant ü (folded u).
  [
    [/^[гх]/g, "h"],
    [new RegExp(`(?<=[${vowel}])г${beforeVowel}`, "g"), "h"],
    [/^ио/g, "jo"],
    [/х/g, "ch"],
    [/[ае]й/g, "ei"],
    [/ой/g, "eu"],
    [/кс/g, "x"],
    [/кк/g, "ck"],
    [/в/g, "w"],
    [/ц/g, "z"],
    [/щ/g, "sch"],
    [/ш/g, "sch"],
    [/ч/g, "tsch"],
    [/ж/g, "sch"],
    [new RegExp(`з${beforeVowel}`, "g"), "s"],
    [/й/g, "j"],
    [/я/g, "ja"],
    [new RegExp(`(?<=[^${vowel}ьъ])ю`, "g"), "u"],
    [/ю/g, "ju"],
    [/ё/g, "o"],
  ],
  // Hungarian (Чези Csézy, Дьимеси Gyimesi): ч cs, ш s, с sz, ж zs, дь gy, нь ny, ль ly, ц c, й j.
  [
    [/дь/g, "gy"],
    [/нь/g, "ny"],
    [/ль/g, "ly"],
    [/с/g, "sz"],
    [/ч/g, "cs"],
    [/ш/g, "s"],
    [/ж/g, "zs"],
    [/ц/g, "c"],
    [/х/g, "h"],
    [/й/g, "j"],
    [/я/g, "ja"],
    [/ю/g, "ju"],
    [/ё/g, "o"],
  ],
  // Polish (Шевчик Szewczyk, Гродзицкий Grodzicki, Потжебовский Potrzebowski): ц c, ч cz, ш sz,
  // щ szcz, ж rz, х ch, в w, й j, я ja, ю ju, и after cz sz rz y, -ий -i.
  [
    [/ий$/g, "i"],
    [/ый$/g, "y"],
    [/([чшжщ])и/g, "$1ы"],
    [/ц/g, "c"],
    [/щ/g, "szcz"],
    [/ч/g, "cz"],
    [/ш/g, "sz"],
    [/ж/g, "rz"],
    [/х/g, "ch"],
    [/в/g, "w"],
    [/й/g, "j"],
    [/я/g, "ja"],
    [/ю/g, "ju"],
    [/ё/g, "io"],
  ],
  // Czech and South Slavic, their háčeks folded (Шимунович Šimunović, Кац Kac, Сеяд Sejad): ц c, ч c,
  // ш s, ж z, х h, дж dz, й j, я ja, ю ju, -ий -i.
  [
    [/ий$/g, "i"],
    [/дж/g, "dz"],
    [/ц/g, "c"],
    [/ч/g, "c"],
    [/щ/g, "sc"],
    [/ш/g, "s"],
    [/ж/g, "z"],
    [/х/g, "h"],
    [/й/g, "j"],
    [/я/g, "ja"],
    [/ю/g, "ju"],
    [/ё/g, "jo"],
  ],
  // French (Буассар Boissard, Шарлье Charlier, Беланже Bélanger): уа oi, у ou, ж j, ш ch, ю u,
  // ё eu, -ье -ier, -же -ger.
  [
    [/ье$/g, "ier"],
    [/же$/g, "ger"],
    [/уа/g, "oi"],
    [/у/g, "ou"],
    [/ж/g, "j"],
    [/ш/g, "ch"],
    [/ю/g, "u"],
    [/ё/g, "eu"],
  ],
  // Italian (Джанфранко Gianfranco, Фрушанте Frusciante, Спалланцани Spallanzani, Граньяни Gragnani):
  // дж gi before a, o, u and g before e, i; ч likewise ci or c; ц z; к before e, i ch; ш sci; нь gn.
  [
    [/дж(?=[аоуяю])/g, "gi"],
    [/дж/g, "g"],
    [/ч(?=[аоуяю])/g, "ci"],
    [/ч/g, "c"],
    [/ш(?=[аоу])/g, "sci"],
    [/ш/g, "sc"],
    [/ньи?/g, "gn"],
    [/ц/g, "z"],
    [/к(?=[еиэ])/g, "ch"],
    [/к/g, "c"],
    [/й/g, "i"],
    [/я/g, "ia"],
    [/ю/g, "iu"],
  ],
  // Latin and Greek names, whose endings Russian drops (Герард Gerardus, Маврик Mauricus, Коттий
  // Cottius): -ий is -ius, a last consonant takes -us, к is c, ц c.
  [
    [/ий$/g, "ius"],
    [new RegExp(`([^${vowel}йь])$`, "g"), "$1us"],
    [/к/g, "c"],
    [/ц/g, "c"],
  ],
  // Spanish (Хуан Juan): х is j, к before e, i qu, к c, нь ñ.
  [
    [/х/g, "j"],
    [/к(?=[еиэ])/g, "qu"],
    [/к/g, "c"],
    [/нь/g, "n"],
  ],
  // Japanese, Polivanov to Hepburn (Коити Kōichi, Хаси Hashi, Фудзимаса Fujimasa, Тёси Chōshi): си
  // shi, ти chi, с and т before я, ю, ё sh and ch, дзи ji, дз z, х h, э e.
  [
    [/с([яюё])/g, "sh$1"],
    [/т([яюё])/g, "ch$1"],
    [/дз([яюё])/g, "j$1"],
    [/си/g, "shi"],
    [/ти/g, "chi"],
    [/дзи/g, "ji"],
    [/дз/g, "z"],
    [/(?<=(?:sh|ch|j))я/g, "a"],
    [/(?<=(?:sh|ch|j))ю/g, "u"],
    [/(?<=(?:sh|ch|j))ё/g, "o"],
    [/х/g, "h"],
    [/й/g, "i"],
  ],
  // Vietnamese (Чыонг Trương, Нги Nghi, Нинь Ninh, Фанг Phang): ч tr, ы ư (folded u), нг before и, е
  // ngh, a last нь nh, ф ph, кх kh, тх th, х h, к c but before и, е.
  [
    [/ч/g, "tr"],
    [/ы/g, "u"],
    [/нг(?=[иеэ])/g, "ngh"],
    [/нь$/g, "nh"],
    [/ф/g, "ph"],
    [/кх/g, "kh"],
    [/тх/g, "th"],
    [/х/g, "h"],
    [/к(?![иеэ])/g, "c"],
  ],
  // Korean, Kontsevich to the Revised Romanisation (Сок Seok, Сонджон Seonjong): ч j, чх ch, кх k,
  // тх t, пх p, о eo (the Revised Romanisation's commoner o stays in the romanisation), ё yeo, ы eu,
  // ый ui, э ae, в before a vowel w, х h, ль l.
  [
    [/чх/g, "ch"],
    [/ч|дж/g, "j"],
    [/кх/g, "k"],
    [/тх/g, "t"],
    [/пх/g, "p"],
    [/ё/g, "yeo"],
    [/о/g, "eo"],
    [/ый/g, "ui"],
    [/ы/g, "eu"],
    [/э/g, "ae"],
    [new RegExp(`в${beforeVowel}`, "g"), "w"],
    [/х/g, "h"],
    [/ль/g, "l"],
  ],
  // Turkish and Azerbaijani (Джемиль Cemil, Забджи Zabcı): дж c, ч ç, ш ş, ж j, ы ı, й y, х h (the
  // marks folded).
  [
    [/дж/g, "c"],
    [/ч/g, "c"],
    [/ш/g, "s"],
    [/ж/g, "j"],
    [/ы/g, "i"],
    [/х/g, "h"],
  ],
  // Belarusian spellings of names the lists write as Russian (Паўлавiч Pavlovich, БУРМIСТРАЎ
  // BURMISTROV, Дзмiтрый Dmitry, Цiмафееўна Timofeevna): ў v, дз d, ц before a soft vowel t.
  [
    [/ў/g, "v"],
    [/дз/g, "d"],
    [/ц(?=[іиеёюяь])/g, "t"],
  ],
  // Russian spellings of names the lists write as Belarusian (Павлович Paulavich, ВАСИЛЬЕВ VASILIEU,
  // Владимирович Uladzimiravich): в after a vowel and before a consonant or at the end u (ў), о a
  // (Belarusian writes the unstressed o as it sounds, and most are).
  [
    [new RegExp(`(?<=[${vowel}])в(?![${vowel}])`, "g"), "u"],
    [/о/g, "a"],
  ],
  // Chinese, Palladius to pinyin (Сюцин Xiuqing, Хунмэй Hongmei, Гунлинь Gonglin): цз j before i
  // and z otherwise, ц q or c, с before i x, чж zh, ж r, х h, нь n, н closing a syllable ng, ун ong,
  // ю iu, е ie, я ia, эй ei, ы i.
  [
    [/цз(?=[ияеюь])/g, "j"],
    [/цз/g, "z"],
    [/ц(?=[ияею])/g, "q"],
    [/ц/g, "c"],
    [/с(?=[ияею])/g, "x"],
    [/чж/g, "zh"],
    [/ж/g, "r"],
    [/х/g, "h"],
    [/юй/g, "u"],
    [/юэ/g, "ue"],
    [/ю(?=нь)/g, "u"],
    [new RegExp(`н(?![ь${vowel}])`, "g"), "ng"],
    [/нь/g, "n"],
    [/уng/g, "ong"],
    [/юng/g, "iong"],
    [/^ю/g, "you"],
    [/^е/g, "ye"],
    [/^я/g, "ya"],
    [/^и/g, "yi"],
    [/ю/g, "iu"],
    [/е/g, "ie"],
    [/я/g, "ia"],
    [/э/g, "e"],
    [/ы/g, "i"],
    [/й/g, "i"],
  ],
];

const cyrillicWord = /^[\u0400-\u04ff]+$/;

/**
 * The Latin readings of one lower-case Cyrillic word, one per practice, each written in the folded
 * alphabet (a to z), without repeats and without the plain romanisation the fold already gives. A word
 * with other letters in it has none.
 */
export function readingsOfWord(word: string, romanised: string): string[] {
  if (!cyrillicWord.test(word)) return [];
  const readings: string[] = [];
  for (const practice of practices) {
    let text = word;
    for (const [pattern, replacement] of practice) text = text.replace(pattern, replacement);
    let reading = "";
    for (const ch of text) reading += base[ch] ?? ch;
    if (reading !== romanised && !readings.includes(reading) && /^[a-z]+$/.test(reading))
      readings.push(reading);
  }
  return readings;
}

/** Whether a name holds a Cyrillic letter: a scan, since every name asked about is tested. */
function hasCyrillic(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code >= 0x400 && code <= 0x52f) return true;
  }
  return false;
}
const letterRun = /[\p{L}\p{M}]+/gu;
const apostrophes = /['’‘`´ʼʻʿʾ]/g;

/**
 * For a name written (partly) in Cyrillic: each Cyrillic word's romanisation (the token the fold
 * makes of it) with every Latin reading of it, the romanisation first. Undefined for other names.
 */
export function readingsOfName(raw: string): Map<string, readonly string[]> | undefined {
  if (!hasCyrillic(raw)) return undefined;
  const readings = new Map<string, readonly string[]>();
  // Apostrophes vanish inside a word, as the fold has them (д’Анджо, dangio).
  const words = raw.normalize("NFC").toLowerCase().replace(apostrophes, "").match(letterRun) ?? [];
  for (const word of words) {
    const romanised = foldToLatin(word).trim();
    if (!romanised || romanised.includes(" ") || readings.has(romanised)) continue;
    const others = readingsOfWord(word, romanised);
    // A word no practice reads otherwise is still heard against Latin words (Бато, Bateau: `heardForms`).
    if (others.length || cyrillicWord.test(word)) readings.set(romanised, [romanised, ...others]);
  }
  return readings;
}

/**
 * A reading is a guess at the foreign spelling, so equal to a Latin word it pairs like a known
 * spelling variant, not like the word itself.
 */
const readingCap = 0.9;
/**
 * A practical transcription writes a person's vowels as they sound, not as the foreign name spells
 * them (Морин, Maureen; Хьюстон, Houston): a reading with the Latin word's consonants, letter for
 * letter (three at least), pairs as a skeleton shared with Arabic script does. Letter for letter, not
 * by the phonetic key's classes of sounds: read that loosely, Чайка found Tesco and Дирка Terrace.
 */
const sameConsonants = 0.85;

/** The consonant letters of a word as spelt, after its first letter: no vowels, no letter doubled. */
function consonantLetters(word: string): string {
  let out = word[0] ?? "";
  for (let i = 1; i < word.length; i++) {
    const ch = word[i] as string;
    // Nor the h of th, which Russian writes т (Агте, Agthe; Томе, Thomé).
    if ("aeiouy".includes(ch) || ch === out[out.length - 1] || (ch === "h" && word[i - 1] === "t")) continue;
    out += ch;
  }
  return out;
}

/**
 * The other way round: how Russian hears a Latin word, by the spelling rules of the languages whose
 * letters it does not write (French silent endings, English vowels), written as the fold writes
 * Russian. Бато is Bateau and Муни Mooney, but no reading of a Cyrillic word can guess the -eau or the
 * -ey back, while Bateau heard is bato. Capitals mark sounds already heard, which later rules leave
 * alone; they are lower-cased at the end, and doubled letters made single (Russian writes both).
 */
const heardVowel = "aeiouyAEIOUYə";
/** Before a consonant or at the end: a closed syllable (a lookahead). */
const closed = `(?=[^${heardVowel}]|$)`;
const spellings: readonly Practice[] = [
  // French (Vautrot Вотро, Guyau Гийо, Gouraud Гуро, Decugis Декюжи, Laurice Лорис, Mitterrand
  // Миттеран): c and g before e, i soft, a last e or es mute, a last s, x, z silent, and t, d after a
  // vowel, r or n; eau, au o; ou u; oi ua; ai, ei e; an, en nasal an, in, ain, un en; ill y; u ю.
  [
    [/qu/g, "K"],
    [/gu(?=[eiy])/g, "G"],
    [/c(?=[eiy])/g, "S"],
    [/g(?=[eiy])/g, "ZH"],
    [/ch/g, "SH"],
    [/ph/g, "F"],
    [/th/g, "T"],
    [/gn/g, "N"],
    [/(?<=[^aeiouy])es?$/g, "ə"],
    [/ault$/g, "O"],
    [/[sxz]$/g, ""],
    [/(?<=[aeiouyrn])[td]$/g, ""],
    [/eau|au/g, "O"],
    [new RegExp(`[ae]in${closed}`, "g"), "EN"],
    [new RegExp(`[ae][nm]${closed}`, "g"), "AN"],
    [new RegExp(`(?:[iy]n|un)${closed}`, "g"), "EN"],
    [/(?<=[^aeiouy])uill/g, "IY"],
    [/(?<=[aeiou])ill/g, "Y"],
    [/ill/g, "IY"],
    [/ou/g, "U"],
    [/oi/g, "UA"],
    [/[ae][iy]/g, "E"],
    [/o?eu/g, "E"],
    [/h/g, ""],
    [/x/g, "KS"],
    [/w/g, "V"],
    [/j/g, "ZH"],
    [new RegExp(`(?<=[${heardVowel}])s(?=[${heardVowel}])`, "g"), "Z"],
    [new RegExp(`y(?=[${heardVowel}])`, "g"), "IY"],
    [/y/g, "I"],
    [/u/g, "YU"],
    [/c/g, "K"],
    [/ə/g, ""],
  ],
  // English (Mooney Муни, Haley Хейли, Lown Лаун, Cope Коуп, Light Лайт, Truck Трак, Waites Уэйтс):
  // a last y, ey, ie, ee i; a vowel before a consonant and a mute e long (a ей, i and y ай, o оу, u
  // ю); ee, ea, ie i; oo u; ou, and ow before a consonant, ау; ai, ay, ei ей; au, aw о; igh ай; u in
  // a closed syllable а; er, ur, ir ер; w before a vowel у; h only before a vowel, х.
  [
    [/c(?=[eiy])/g, "S"],
    [/tch|ch/g, "CH"],
    [/sh/g, "SH"],
    [/ph/g, "F"],
    [/th/g, "T"],
    [/wh/g, "U"],
    [/ck/g, "K"],
    [/^kn/g, "N"],
    [/eigh/g, "EY"],
    [/igh/g, "AY"],
    [/a(?=[^aeiouyr](?:ey|y|ie)$)/g, "EY"],
    [/(?:ey|ie|ee|y)$/g, "I"],
    [/(?<![aeiou])a(?=[^aeiouy]e$)/g, "EY"],
    [/(?<![aeiou])[iy](?=[^aeiouy]e$)/g, "AY"],
    [/(?<![aeiou])o(?=[^aeiouy]e$)/g, "OU"],
    [/(?<![aeiou])u(?=[^aeiouy]e$)/g, "YU"],
    [/(?<=[^aeiouyAEIOUY])e(s?)$/g, "$1"],
    [/ee|ea|ie/g, "I"],
    [/oo/g, "U"],
    [/oa/g, "OU"],
    [new RegExp(`ow(?=[${heardVowel}]|$)`, "g"), "OU"],
    [/ou|ow/g, "AU"],
    [/a[iy]|e[iy]/g, "EY"],
    [/a[uw]/g, "O"],
    [/o[iy]/g, "OY"],
    [/ew/g, "YU"],
    [new RegExp(`[eiu]r${closed}`, "g"), "ER"],
    [new RegExp(`u(?=[^${heardVowel}]${closed})`, "g"), "A"],
    [/j/g, "DZH"],
    [/qu/g, "KU"],
    [/x/g, "KS"],
    [/c|q/g, "K"],
    [new RegExp(`(?<=^|[${heardVowel}])h(?=[${heardVowel}])`, "g"), "KH"],
    [/h/g, ""],
    [new RegExp(`w(?=[${heardVowel}])`, "g"), "U"],
    [/w/g, ""],
    [/y/g, "I"],
  ],
];

const heardCache = new Map<string, readonly string[]>();
/** How Russian hears a Latin word by each spelling above, without repeats (memoised: listed words recur). */
export function heardForms(word: string): readonly string[] {
  let heard = heardCache.get(word);
  if (heard === undefined) {
    const forms: string[] = [];
    for (const spelling of spellings) {
      let text = word;
      for (const [pattern, replacement] of spelling) text = text.replace(pattern, replacement);
      text = single(text.toLowerCase());
      if (text.length >= 2 && text !== word && !forms.includes(text)) forms.push(text);
    }
    heard = forms;
    if (heardCache.size >= 50_000) heardCache.clear();
    heardCache.set(word, heard);
  }
  return heard;
}
/** Doubled letters made single: Russian writes the doubles of a spelling (Миттеран) or not (Бато). */
const single = (word: string) => word.replace(/(.)\1+/g, "$1");

/** How alike a word written in Cyrillic (its `readings`, see `readingsOfName`) and a Latin word are. */
export function readingSimilarity(readings: readonly string[], other: TokenKeys, persons: boolean): number {
  let best = 0;
  let consonants: string | undefined;
  for (const reading of readings) {
    const similarity = Math.min(readingCap, keysSimilarity(keysOf(reading), other, persons, true, false));
    if (similarity > best) best = similarity;
    // Consonants equal letter for letter begin with the same letter: most readings compared do not.
    if (persons && best < sameConsonants && reading[0] === other.text[0]) {
      consonants ??= consonantLetters(other.text);
      if (consonants.length >= 3 && consonantLetters(reading) === consonants) best = sameConsonants;
    }
  }
  // The Latin word as Russian hears it, against the Cyrillic word's romanisation (`readings[0]`; the
  // index's look-up of one reading passes that reading alone).
  // Only a form that begins as the romanisation does: the others hardly pair, and most are compared.
  const romanised = readings[0];
  if (persons && best < sameConsonants && romanised) {
    for (const heard of heardForms(other.text))
      if (heard[0] === romanised[0])
        best = Math.max(
          best,
          Math.min(
            readingCap,
            keysSimilarity(keysOf(single(romanised)), keysOf(heard), persons, true, false),
          ),
        );
  }
  return best;
}

/**
 * A reading looked up in the token index as a unit of its own (see `queryUnits`): marked, since it is
 * paired by `readingSimilarity`, not as the Latin word it spells. Folded words never hold the mark.
 */
const readingMark = "^";
export const readingUnit = (reading: string) => `${readingMark}${reading}`;
/** The reading a unit marked by `readingUnit` spells, or undefined for any other unit. */
export const readingOfUnit = (unit: string) => (unit.startsWith(readingMark) ? unit.slice(1) : undefined);
