/**
 * Phone reformat (spec section 5, last bullet): phone-like text whose digits start with the
 * country's calling-code prefix is rewritten to that prefix's pattern; anything else is left alone.
 *
 * Patterns use `#` for a national digit. Prefix "1" (NANP) uses "+1 (###) ###-####", so
 * "15551234567" becomes "+1 (555) 123-4567". Other prefixes use "+<prefix> " followed by the national
 * digits unchanged. Partial input fills the pattern as far as it goes; digits beyond it are appended.
 */
export const phonePatterns: Readonly<Record<string, string>> = {
  "1": "+1 (###) ###-####",
};

/** Text made only of digits, spaces, and + ( ) . - characters, with at least one digit. */
export function isPhoneLike(text: string): boolean {
  return /^[\d\s+().-]+$/.test(text) && /\d/.test(text);
}

function fillPattern(pattern: string, digits: string): string {
  let out = "";
  let next = 0;
  for (const char of pattern) {
    if (char === "#") {
      if (next >= digits.length) break;
      out += digits[next++];
    } else if (next < digits.length) {
      out += char;
    }
  }
  return out + digits.slice(next);
}

/** Reformats `text` for the calling-code `prefix` (digits only, e.g. "1", "44") when it applies. */
export function formatPhoneNumber(text: string, prefix: string): string {
  const cleanPrefix = prefix.replace(/\D/g, "");
  if (!cleanPrefix || !isPhoneLike(text)) return text;
  const digits = text.replace(/\D/g, "");
  if (!digits.startsWith(cleanPrefix)) return text;
  const national = digits.slice(cleanPrefix.length);
  const pattern = phonePatterns[cleanPrefix];
  if (pattern) {
    const head = `+${cleanPrefix} `;
    return national ? head + fillPattern(pattern.slice(head.length), national) : `+${cleanPrefix}`;
  }
  return national ? `+${cleanPrefix} ${national}` : `+${cleanPrefix}`;
}
