import type { ListEntry, NameKind, ParsedSource } from "../model";
import { resolveCountry } from "./countries";
import { isoDate } from "./dates";
import { EntryBuilder } from "./entry-builder";
import { expectFormat, requireFile } from "./source-files";
import type { SourceDefinition, SourceFiles } from "./sources";
import { cleanText, decodeText } from "./text";
import { attr, childText, element, elements, parseXml, rootElementName, type XmlNode } from "./xml";

/**
 * UN Security Council Consolidated List (XML, root CONSOLIDATED_LIST). Entries are filed under the
 * EU consolidated list key: the EU transposes every UN Security Council listing into its own
 * consolidated list (by Council decision and regulation, usually within days), so a UN-listed party is
 * an EU-listed party. The UN file is smaller and freely downloadable, so it covers the EU key when the
 * EU file cannot be had; when both are loaded, `mergeSources` drops UN entries the EU file already
 * carries (matched on the UN reference number).
 */

const TITLE = "UN Security Council Consolidated List";

/** "Good" and "a.k.a." are aliases, "Low" a weak one, "f.k.a." a former name. */
function aliasKind(quality: string): NameKind {
  const q = quality.trim().toLowerCase();
  if (q === "low") return "weak";
  if (q === "f.k.a." || q === "fka") return "fka";
  return "aka";
}

function common(builder: EntryBuilder, node: XmlNode, aliasTag: string, addressTag: string): void {
  builder.program(childText(node, "UN_LIST_TYPE"));
  builder.listed(isoDate(childText(node, "LISTED_ON")));
  builder.remarks = childText(node, "COMMENTS1");
  for (const alias of elements(node, aliasTag)) {
    builder.alias(childText(alias, "ALIAS_NAME"), aliasKind(childText(alias, "QUALITY")));
  }
  for (const address of elements(node, addressTag)) {
    const countryName = cleanText(childText(address, "COUNTRY"));
    builder.address({
      street: childText(address, "STREET"),
      city: childText(address, "CITY"),
      region: childText(address, "STATE_PROVINCE"),
      postalCode: childText(address, "ZIP_CODE"),
      country: countryName ? resolveCountry(countryName) : undefined,
      countryName,
    });
  }
}

function individual(node: XmlNode, reference: string): EntryBuilder {
  const name = ["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"]
    .map((tag) => cleanText(childText(node, tag)))
    .filter(Boolean)
    .join(" ");
  const builder = new EntryBuilder({
    list: "euConsolidatedSanctionsList",
    id: reference,
    source: "un",
    schema: "Person",
    name,
  });
  builder.alias(childText(node, "NAME_ORIGINAL_SCRIPT"), "original");
  common(builder, node, "INDIVIDUAL_ALIAS", "INDIVIDUAL_ADDRESS");
  for (const nationality of elements(node, "NATIONALITY")) {
    for (const value of elements(nationality, "VALUE")) builder.countryNamed(value.text);
  }
  for (const document of elements(node, "INDIVIDUAL_DOCUMENT")) {
    const number = childText(document, "NUMBER");
    if (!cleanText(number)) continue; // several documents are described only in a note
    const issuer = childText(document, "ISSUING_COUNTRY") || childText(document, "COUNTRY_OF_ISSUE");
    const type = cleanText(childText(document, "TYPE_OF_DOCUMENT")) || "DOCUMENT";
    builder.identifier(type, number, issuer ? resolveCountry(issuer) : undefined);
  }
  return builder;
}

function entity(node: XmlNode, reference: string): EntryBuilder {
  const builder = new EntryBuilder({
    list: "euConsolidatedSanctionsList",
    id: reference,
    source: "un",
    schema: "Company",
    name: childText(node, "FIRST_NAME"),
  });
  common(builder, node, "ENTITY_ALIAS", "ENTITY_ADDRESS");
  return builder;
}

function parseUn(files: SourceFiles): ParsedSource {
  const xml = decodeText(requireFile(files, "xml", TITLE));
  expectFormat(rootElementName(xml.slice(0, 2000)) === "CONSOLIDATED_LIST", TITLE, "xml", xml);
  const root = parseXml(xml);
  const warnings: string[] = [];
  const entries: ListEntry[] = [];
  const records = [
    ...elements(element(root, "INDIVIDUALS"), "INDIVIDUAL").map((node) => ({ node, build: individual })),
    ...elements(element(root, "ENTITIES"), "ENTITY").map((node) => ({ node, build: entity })),
  ];
  const seen = new Set<string>();
  for (const { node, build } of records) {
    const reference = cleanText(childText(node, "REFERENCE_NUMBER"));
    const what = `${node.name} ${cleanText(childText(node, "DATAID")) || "?"}`;
    if (!reference) {
      warnings.push(`${what}: no REFERENCE_NUMBER; skipped`);
      continue;
    }
    if (seen.has(reference)) {
      warnings.push(`${what}: reference ${reference} repeated; skipped`);
      continue;
    }
    const builder = build(node, reference);
    if (!builder.name) {
      warnings.push(`${what} (${reference}): no name; skipped`);
      continue;
    }
    // The reference number is the id; as an identifier too it can be matched against the UN
    // references the EU and UK lists carry.
    builder.identifier("UN_REFERENCE", reference);
    seen.add(reference);
    entries.push(builder.build());
  }
  return { source: "un", publishedAt: isoDate(attr(root, "dateGenerated")), entries, warnings };
}

export const unScSource: SourceDefinition = {
  id: "un",
  title: TITLE,
  publisher: "United Nations Security Council",
  // Filed under the EU key: see the top of this file.
  lists: ["euConsolidatedSanctionsList"],
  files: [{ role: "xml", url: "https://scsanctions.un.org/resources/xml/en/consolidated.xml" }],
  parse: parseUn,
};
