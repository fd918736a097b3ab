/**
 * Chinese names in Latin letters come in pinyin (Mao Zedong, Deng Xiaoping) and in Wade-Giles (Mao
 * Tse-tung, Teng Hsiao-p'ing), whose apostrophes are lost in folding. `chineseKey` reads a word made only
 * of Chinese syllables in either system into one key: the consonants the two systems spell differently
 * (ts/tz/z/c, hs/x, ch/zh/j/q, p/b, t/d, k/g) are unified, and the finals (-ung/-ong, -ih/-i, -ieh/-ie,
 * -ien/-ian, -ueh/-ue) are written the pinyin way. Other words have no key.
 */
const initial = "(?:zh|ch|sh|hs|ts|tz|[bpmfdtnlgkhjqxrzcsyw])?";
const final =
  "(?:iang|iong|uang|ueng|iung|ang|eng|ing|ong|ung|iao|ian|ien|ieh|uai|uan|uei|ueh|ai|ei|ao|ou|an|en|in|un|ui|uo|ua|ia|ie|iu|ih|er|ue|a|o|e|i|u)";
const syllables = new RegExp(`^(?:${initial}${final})+$`);

const cache = new Map<string, string>();

export function chineseKey(token: string): string {
  let key = cache.get(token);
  if (key !== undefined) return key;
  key =
    token.length >= 2 && token.length <= 12 && syllables.test(token)
      ? token
          .replace(/hs/g, "x")
          .replace(/t[sz]|c(?!h)/g, "z")
          .replace(/zh|ch|q/g, "j")
          .replace(/p/g, "b")
          .replace(/t/g, "d")
          .replace(/k/g, "g")
          .replace(/ung/g, "ong")
          .replace(/ih/g, "i")
          .replace(/ieh/g, "ie")
          .replace(/ien/g, "ian")
          .replace(/ueh/g, "ue")
      : "";
  if (cache.size > 100_000) cache.clear();
  cache.set(token, key);
  return key;
}
