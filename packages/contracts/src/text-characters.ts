/**
 * Characters no text of ours may hold: NUL and the other C0 control characters except tab, line feed and
 * carriage return, DEL, and half of a UTF-16 surrogate pair. PostgreSQL refuses NUL in text and lone
 * surrogates in JSON; the other controls are invisible, so nobody types them on purpose, and they break
 * exports and logs. Checked code by code rather than by a regular expression: one pass, no backtracking.
 */
export function hasInvalidCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    } else if (code === 0x7f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export type InputPath = (string | number)[];

interface Node {
  value: unknown;
  key: string | number | null;
  parent: Node | null;
}

const pathOf = (node: Node): InputPath => {
  const path: InputPath = [];
  for (let at: Node | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where a request's input (a parsed JSON body, a query or path parameters) holds invalid characters: the
 * path of every such string, and of every object with such a key (the key itself is not repeated back).
 * Walks with a stack of its own and parent links, so no nesting depth overflows the call stack or costs
 * more than one step per value.
 */
export function invalidTextPaths(input: unknown): InputPath[] {
  const found: InputPath[] = [];
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === "string") {
      if (hasInvalidCharacters(value)) found.push(pathOf(node));
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++)
        stack.push({ value: value[index], key: index, parent: node });
    } else if (value !== null && typeof value === "object") {
      let badKey = false;
      for (const [key, item] of Object.entries(value)) {
        if (hasInvalidCharacters(key)) badKey = true;
        else stack.push({ value: item, key, parent: node });
      }
      if (badKey) found.push(pathOf(node));
    }
  }
  return found;
}
