/**
 * The Google product taxonomy as an in-memory tree: pure, no database, no file system. The file format
 * (`taxonomy-with-ids.<locale>.txt`): a first line `# Google_Product_Taxonomy_Version: YYYY-MM-DD`, then one
 * category a line, `ID - Level 1 > Level 2 > ... > Level N`; a category's parent is its path less the last
 * level. Ids are stable across releases, so a product keeps only the id (docs/decisions.md, "Products").
 */

export interface ProductCategory {
  id: number;
  /** The last level of the path ("Piñatas"). */
  name: string;
  /** Every level from the top ("Arts & Entertainment", ..., "Piñatas"). */
  path: readonly string[];
  parentId: number | null;
  /** 1 for a top-level category. */
  depth: number;
  childIds: readonly number[];
}

export interface ProductTaxonomy {
  /** The release named on the file's first line, or null when it names none. */
  version: string | null;
  size: number;
  byId(id: number): ProductCategory | undefined;
  /** The top-level categories, or a category's children, in the file's order (Google's, by name). */
  children(parentId: number | null): ProductCategory[];
  /** The category and its ancestors, from the top down to it; empty for an unknown id. */
  lineage(id: number): ProductCategory[];
  /** The category's id and those of every category under it; empty for an unknown id. */
  subtreeIds(id: number): number[];
  /**
   * Categories whose path holds every word of `text` (each as the start of a word), best first: the name
   * itself, then all words in the name, then in the path; shallower first within each. Empty text: none.
   */
  search(text: string): ProductCategory[];
  /** Categories whose names share words with a product's name (weighed higher) and description, best first. */
  suggest(input: { name: string; description?: string | null }, limit: number): ProductCategory[];
}

/** A line of the file the taxonomy cannot be read from, with its number (1-based). */
export class TaxonomyFormatError extends Error {
  constructor(lineNumber: number, reason: string) {
    super(`product taxonomy, line ${lineNumber}: ${reason}`);
    this.name = "TaxonomyFormatError";
  }
}

const versionLine = /^#\s*Google_Product_Taxonomy_Version:\s*(\S+)/i;
const categoryLine = /^(\d{1,9}) - (.+)$/;

// Windows-1251's bytes 0x80-0xFF by the character each decodes to: what turns mojibake back into bytes.
const cp1251Bytes = (() => {
  const decoder = new TextDecoder("windows-1251");
  const bytes = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== "\ufffd") bytes.set(char, byte);
  }
  return bytes;
})();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Undoes a double encoding: UTF-8 bytes once read as Windows-1251 and saved again as UTF-8 (`PiГ±atas` for
 * `Piñatas`, as in Google's 2021-09-21 file as it circulates). A line holding characters beyond ASCII is
 * written back to Windows-1251 bytes; when every character has such a byte and the bytes are valid UTF-8,
 * that reading is the text. Plain text stays as it is: accented Latin letters have no Windows-1251 byte,
 * and real Cyrillic text is not valid UTF-8 once so encoded (its letters are lead bytes without
 * continuations).
 */
export function repairDoubleEncoding(line: string): string {
  if ([...line].every((char) => char.charCodeAt(0) < 0x80)) return line;
  const bytes: number[] = [];
  for (const char of line) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const byte = cp1251Bytes.get(char);
      if (byte === undefined) return line;
      bytes.push(byte);
    }
  }
  try {
    return strictUtf8.decode(Uint8Array.from(bytes));
  } catch {
    return line;
  }
}

/** Lower case, without accents, split into words: what search and suggestions compare. */
export function categoryWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that say nothing of what a product is. */
const stopWords = new Set(
  "and or the for with of in on to a an by from at as is are be this that its it our your new set pack pcs piece pieces item items product products other misc".split(
    " ",
  ),
);

/** A word's singular, near enough to match "boxes" with "box" and "pans" with "pan". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text worth matching, singular, at most once each. */
const meaningfulWords = (text: string) =>
  new Set(
    categoryWords(text)
      .filter((w) => w.length > 1 && !stopWords.has(w))
      .map(singular),
  );

/** Parses the taxonomy file's text. A line it cannot read stops it, naming the line. */
export function parseProductTaxonomy(text: string): ProductTaxonomy {
  const lines = text.replace(/^\ufeff/, "").split(/\r?\n/);
  let version: string | null = null;
  const parsed: { id: number; path: string[]; lineNumber: number }[] = [];
  lines.forEach((raw, index) => {
    const line = repairDoubleEncoding(raw).trim();
    if (line === "") return;
    if (line.startsWith("#")) {
      version ??= versionLine.exec(line)?.[1] ?? null;
      return;
    }
    const match = categoryLine.exec(line);
    if (!match) throw new TaxonomyFormatError(index + 1, "not `ID - Level 1 > Level 2 > ...`");
    const path = match[2]!.split(" > ").map((level) => level.trim());
    if (path.some((level) => level === "")) throw new TaxonomyFormatError(index + 1, "an empty level");
    parsed.push({ id: Number(match[1]), path, lineNumber: index + 1 });
  });

  const idByPath = new Map<string, number>();
  for (const { id, path, lineNumber } of parsed) {
    const key = path.join(" > ");
    if (idByPath.has(key)) throw new TaxonomyFormatError(lineNumber, `the path ${key} twice`);
    idByPath.set(key, id);
  }
  const byId = new Map<number, ProductCategory & { childIds: number[] }>();
  const roots: number[] = [];
  for (const { id, path, lineNumber } of parsed) {
    if (byId.has(id)) throw new TaxonomyFormatError(lineNumber, `the id ${id} twice`);
    const parentId = path.length > 1 ? idByPath.get(path.slice(0, -1).join(" > ")) : null;
    if (parentId === undefined) throw new TaxonomyFormatError(lineNumber, "its parent is not in the file");
    byId.set(id, { id, name: path.at(-1)!, path, parentId, depth: path.length, childIds: [] });
  }
  for (const category of byId.values()) {
    if (category.parentId === null) roots.push(category.id);
    else byId.get(category.parentId)!.childIds.push(category.id);
  }
  const all = [...byId.values()];

  // What search reads, computed once: the words of each name and of each whole path.
  const words = new Map(
    all.map((c) => [c.id, { name: categoryWords(c.name), path: categoryWords(c.path.join(" ")) }]),
  );
  const nameWords = new Map(all.map((c) => [c.id, meaningfulWords(c.name)]));
  const ancestorWords = new Map(all.map((c) => [c.id, meaningfulWords(c.path.slice(0, -1).join(" "))]));

  const get = (id: number) => byId.get(id)!;
  const lineage = (id: number): ProductCategory[] => {
    const found: ProductCategory[] = [];
    for (let at = byId.get(id); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      found.unshift(at);
    }
    return found;
  };
  const byDepthThenPath = (a: ProductCategory, b: ProductCategory) =>
    a.depth - b.depth || a.path.join(" > ").localeCompare(b.path.join(" > "));

  return {
    version,
    size: byId.size,
    byId: (id) => byId.get(id),
    children: (parentId) => (parentId === null ? roots : (byId.get(parentId)?.childIds ?? [])).map(get),
    lineage,
    subtreeIds(id) {
      if (!byId.has(id)) return [];
      const ids: number[] = [];
      const stack = [id];
      while (stack.length) {
        const next = stack.pop()!;
        ids.push(next);
        stack.push(...get(next).childIds);
      }
      return ids;
    },
    search(text) {
      const query = categoryWords(text);
      if (query.length === 0) return [];
      const whole = query.map(singular).join(" ");
      const within = (list: string[]) => query.every((q) => list.some((w) => w.startsWith(q)));
      const ranked: { category: ProductCategory; rank: number }[] = [];
      for (const category of all) {
        const w = words.get(category.id)!;
        if (!within(w.path)) continue;
        const rank = w.name.map(singular).join(" ") === whole ? 0 : within(w.name) ? 1 : 2;
        ranked.push({ category, rank });
      }
      return ranked
        .sort((a, b) => a.rank - b.rank || byDepthThenPath(a.category, b.category))
        .map((r) => r.category);
    },
    suggest(input, limit) {
      const fromName = meaningfulWords(input.name);
      const fromDescription = meaningfulWords(input.description ?? "");
      if (fromName.size + fromDescription.size === 0) return [];
      const weigh = (word: string) => (fromName.has(word) ? 2 : fromDescription.has(word) ? 1 : 0);
      const scored: { category: ProductCategory; score: number }[] = [];
      for (const category of all) {
        const own = nameWords.get(category.id)!;
        if (own.size === 0) continue;
        let matched = 0;
        let weight = 0;
        for (const word of own) {
          const w = weigh(word);
          if (w > 0) {
            matched++;
            weight += w;
          }
        }
        if (matched === 0) continue;
        let context = 0;
        for (const word of ancestorWords.get(category.id)!) context += weigh(word);
        // Most of the name matched, by words of the product's name, in a context that also matches,
        // and the more specific category when all else is equal.
        const score = weight * (matched / own.size) + 0.25 * context + 0.01 * category.depth;
        scored.push({ category, score });
      }
      return scored
        .sort((a, b) => b.score - a.score || byDepthThenPath(a.category, b.category))
        .slice(0, limit)
        .map((s) => s.category);
    },
  };
}
