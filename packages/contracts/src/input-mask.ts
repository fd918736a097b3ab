/**
 * Input masks in one small notation shared by the web's masked inputs and the validators:
 * `9` a digit, `A` a letter, `*` a letter or digit; any other character is a literal.
 */
export type InputMask = string;

const slotPatterns: Record<string, string> = { "9": "\\d", A: "[A-Za-z]", "*": "[A-Za-z0-9]" };

function isSlot(char: string): boolean {
  return char in slotPatterns;
}

/** An anchored regex accepting exactly the mask's shape (letters in either case). */
export function maskToRegExp(mask: InputMask): RegExp {
  const source = [...mask]
    .map((char) => slotPatterns[char] ?? char.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"))
    .join("");
  return new RegExp(`^${source}$`);
}

export function matchesMask(value: string, mask: InputMask): boolean {
  return maskToRegExp(mask).test(value);
}

function fitsSlot(char: string, slot: string): boolean {
  return new RegExp(`^${slotPatterns[slot]}$`).test(char);
}

/**
 * Formats typed text into the mask: characters that fit no slot are dropped, literals are inserted,
 * and input beyond the mask is cut off. "123456789" with "99-9999999" gives "12-3456789".
 */
export function applyMask(input: string, mask: InputMask): string {
  const chars = [...input].filter((char) => /[A-Za-z0-9]/.test(char));
  let out = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    if (!isSlot(slot)) {
      out += slot;
      continue;
    }
    while (next < chars.length && !fitsSlot(chars[next]!, slot)) next++;
    if (next >= chars.length) break;
    out += chars[next];
    next++;
  }
  return out;
}

/** A mask of digit groups joined by dots: [4, 2, 4] is "9999.99.9999". */
export function digitGroupsMask(groups: readonly number[]): InputMask {
  return groups.map((length) => "9".repeat(length)).join(".");
}
