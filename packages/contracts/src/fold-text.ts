/**
 * Text as names are compared and sorted: accents off, lower case, any run of other characters as one
 * space. A name's unique key is `foldedKey`, which falls back where this leaves nothing.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A name as a unique key, the `name_key` of products, supply streams, materials and resource usage types
 * (one per key in a workspace): folded (`foldText`), or, when folding leaves nothing (a name of emoji or
 * punctuation only), the name trimmed and lower-cased, so two such names are told apart instead of both
 * keyed "" (the second answering the first's record, or a false 409).
 */
export const foldedKey = (text: string): string => foldText(text) || text.trim().toLowerCase();
