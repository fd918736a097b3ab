/**
 * Text as names are compared and sorted: accents off, lower case, any run of other characters as one
 * space. Products, materials and resource usage types keep it as their `name_key`.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
