/**
 * A small, fast XML reader for the list files. The lists are large (a full EU file is ~25 MB, the
 * UK ConList as XLSX holds a ~30 MB worksheet) and flat; a general-purpose parser such as
 * fast-xml-parser took ~0.4 s on the 2 MB UN file here, where this reader, which finds tags with
 * `indexOf` and one sticky regex, takes a few tens of milliseconds.
 *
 * It reads elements, attributes, text, CDATA and the five XML entities plus numeric character
 * references; it skips the declaration, processing instructions, comments and a DOCTYPE (no
 * internal entities are expanded). Namespace prefixes are dropped from element and attribute names
 * (the files use one namespace each). It checks that tags nest, and throws on a document that is
 * cut short or malformed.
 */

export interface XmlNode {
  /** Local name (namespace prefix dropped). */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The element's own text and CDATA (not its descendants'), entities decoded, untrimmed. */
  text: string;
}

const startTag =
  /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const attribute = /(?:[^\s=/>:]+:)?([^\s=/>:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const entity = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  if (value.indexOf("&") === -1) return value;
  return value.replace(entity, (match, dec: string, hex: string, name: string) => {
    if (name) return named[name] ?? match;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!source) return attributes;
  attribute.lastIndex = 0;
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    attributes[match[1]!] = decodeEntities(match[2] ?? match[3] ?? "");
  }
  return attributes;
}

function isBlank(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return false;
  }
  return true;
}

/** Parses a whole document and returns its root element. */
export function parseXml(xml: string): XmlNode {
  const document: XmlNode = { name: "#document", attributes: {}, children: [], text: "" };
  const stack: XmlNode[] = [document];
  let current = document;
  let position = 0;
  const length = xml.length;

  while (position < length) {
    const lt = xml.indexOf("<", position);
    const textEnd = lt === -1 ? length : lt;
    // Text between child elements is nearly always indentation: it is kept only when it says something
    // (mixed content), while a leaf's text is kept whole (`<t xml:space="preserve"> </t>` is " ").
    if (textEnd > position && stack.length > 1) {
      const segment = xml.slice(position, textEnd);
      if (current.children.length === 0 || !isBlank(segment)) current.text += decodeEntities(segment);
    }
    if (lt === -1) break;

    const next = xml.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      const gt = xml.indexOf(">", lt);
      if (gt === -1) throw new Error(`XML: unterminated end tag at offset ${lt}`);
      const raw = xml.slice(lt + 2, gt).trim();
      const name = raw.slice(raw.indexOf(":") + 1);
      if (stack.length < 2 || name !== current.name) {
        throw new Error(`XML: </${raw}> at offset ${lt} does not close <${current.name}>`);
      }
      stack.pop();
      current = stack[stack.length - 1]!;
      position = gt + 1;
    } else if (next === 0x21 /* ! */) {
      if (xml.startsWith("<!--", lt)) {
        const end = xml.indexOf("-->", lt + 4);
        if (end === -1) throw new Error(`XML: unterminated comment at offset ${lt}`);
        position = end + 3;
      } else if (xml.startsWith("<![CDATA[", lt)) {
        const end = xml.indexOf("]]>", lt + 9);
        if (end === -1) throw new Error(`XML: unterminated CDATA at offset ${lt}`);
        current.text += xml.slice(lt + 9, end);
        position = end + 3;
      } else {
        // <!DOCTYPE ...>, possibly with an internal subset in brackets.
        const bracket = xml.indexOf("[", lt);
        const gt = xml.indexOf(">", lt);
        const end = bracket !== -1 && bracket < gt ? xml.indexOf(">", xml.indexOf("]", bracket)) : gt;
        if (end === -1) throw new Error(`XML: unterminated declaration at offset ${lt}`);
        position = end + 1;
      }
    } else if (next === 0x3f /* ? */) {
      const end = xml.indexOf("?>", lt + 2);
      if (end === -1) throw new Error(`XML: unterminated processing instruction at offset ${lt}`);
      position = end + 2;
    } else {
      startTag.lastIndex = lt;
      const match = startTag.exec(xml);
      if (!match)
        throw new Error(`XML: malformed tag at offset ${lt}: ${JSON.stringify(xml.slice(lt, lt + 40))}`);
      const node: XmlNode = {
        name: match[1]!,
        attributes: parseAttributes(match[2]!),
        children: [],
        text: "",
      };
      current.children.push(node);
      if (!match[3]) {
        stack.push(node);
        current = node;
      }
      position = startTag.lastIndex;
    }
  }
  if (stack.length > 1) throw new Error(`XML: document ends inside <${current.name}>`);
  const root = document.children[0];
  if (!root) throw new Error("XML: no root element");
  return root;
}

/** The child elements of that name. */
export function elements(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!node) return [];
  const found: XmlNode[] = [];
  for (const child of node.children) if (child.name === name) found.push(child);
  return found;
}

/** The first child element of that name. */
export function element(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((child) => child.name === name);
}

/** The text of the first child element of that name ("" when absent). */
export function childText(node: XmlNode | undefined, name: string): string {
  return element(node, name)?.text ?? "";
}

/** An attribute's value ("" when absent). */
export function attr(node: XmlNode | undefined, name: string): string {
  return node?.attributes[name] ?? "";
}

/** The first element's name in a document's first bytes, without parsing the document. */
export function rootElementName(head: string): string | undefined {
  let position = 0;
  for (;;) {
    const lt = head.indexOf("<", position);
    if (lt === -1) return undefined;
    if (head.startsWith("<?", lt)) position = head.indexOf("?>", lt) + 2;
    else if (head.startsWith("<!--", lt)) position = head.indexOf("-->", lt) + 3;
    else if (head.startsWith("<!", lt)) position = head.indexOf(">", lt) + 1;
    else return /^<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(head.slice(lt, lt + 200))?.[1];
    if (position <= 1) return undefined;
  }
}
