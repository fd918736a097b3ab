import { describe, expect, it } from "vitest";
import { attr, childText, element, elements, parseXml, rootElementName } from "./xml";

describe("parseXml", () => {
  it("reads elements, attributes, text, entities, CDATA and drops namespace prefixes", () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!DOCTYPE x>\n<!-- a comment -->\n<ns:list xmlns:ns="urn:x" date='2025-01-02'>` +
        `<item id="1" note="a &amp; b &quot;c&quot;">Caf&#233; &#x201C;x&#x201D; &lt;y&gt;</item>` +
        `<item id="2"/><item id="3"><![CDATA[<raw> & text]]></item><other><t xml:space="preserve"> </t></other></ns:list>`,
    );
    expect(root.name).toBe("list");
    expect(attr(root, "date")).toBe("2025-01-02");
    const items = elements(root, "item");
    expect(items.map((item) => attr(item, "id"))).toEqual(["1", "2", "3"]);
    expect(attr(items[0], "note")).toBe('a & b "c"');
    expect(items[0]?.text).toBe("Café “x” <y>");
    expect(items[2]?.text).toBe("<raw> & text");
    expect(childText(element(root, "other"), "t")).toBe(" ");
    expect(childText(root, "missing")).toBe("");
  });

  it("throws on a document cut short or badly nested", () => {
    expect(() => parseXml("<a><b></b>")).toThrow(/ends inside <a>/);
    expect(() => parseXml("<a><b></a>")).toThrow(/does not close <b>/);
  });

  it("finds the root element name in a document's first bytes", () => {
    expect(rootElementName('<?xml version="1.0"?><!-- x --><CONSOLIDATED_LIST dateGenerated="x">')).toBe(
      "CONSOLIDATED_LIST",
    );
    expect(rootElementName('<fsd:export xmlns:fsd="urn">')).toBe("export");
  });
});
