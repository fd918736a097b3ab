import type { ListEntry, ParsedSource, PartySchema } from "../model";
import { resolveCountry } from "./countries";
import { isoDate } from "./dates";
import { EntryBuilder } from "./entry-builder";
import { expectFormat, requireFile } from "./source-files";
import type { SourceDefinition, SourceFiles } from "./sources";
import { cleanText, decodeText, hasNonLatinLetters } from "./text";
import { attr, element, elements, parseXml, rootElementName, type XmlNode } from "./xml";

/**
 * EU Financial Sanctions Files (FSF), XML 1.1: `<export generationDate xmlns="http://eu.europa.ec/
 * fpi/fsd/export">` holding one `<sanctionEntity>` per listed party, its facts in attributes of child
 * elements (regulation, subjectType, nameAlias, citizenship, address, identification, remark).
 */

const TITLE = "EU Financial Sanctions Files";
const NAMESPACE = "http://eu.europa.ec/fpi/fsd/export";

/** identificationTypeCode -> normalised type; other codes keep their description (or code). */
const identificationTypes: Readonly<Record<string, string>> = {
  passport: "PASSPORT",
  id: "NATIONAL_ID",
  ssn: "NATIONAL_ID",
  taxid: "TAX_ID",
  fiscalcode: "TAX_ID",
  regnumber: "REGISTRATION",
  swiftbic: "SWIFT",
  imo: "IMO",
  lei: "LEI",
};

function schemaOf(code: string): PartySchema {
  switch (code.trim().toLowerCase()) {
    case "person":
      return "Person";
    case "enterprise":
      return "Company";
    default:
      return "Unknown";
  }
}

/** The EU writes "00" for an unknown country; fall back on the description then. */
function countryOf(node: XmlNode): string | undefined {
  const code = cleanText(attr(node, "countryIso2Code")).toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && code !== "00") return resolveCountry(code);
  const description = attr(node, "countryDescription");
  return description ? resolveCountry(description) : undefined;
}

function aliasName(alias: XmlNode): string {
  const whole = cleanText(attr(alias, "wholeName"));
  if (whole) return whole;
  return ["firstName", "middleName", "lastName"]
    .map((field) => cleanText(attr(alias, field)))
    .filter(Boolean)
    .join(" ");
}

function entityEntry(node: XmlNode, id: string, warnings: string[]): ListEntry | undefined {
  const aliases = elements(node, "nameAlias").filter((alias) => aliasName(alias));
  const [primary, ...others] = aliases;
  if (!primary) {
    warnings.push(`sanctionEntity ${id}: no name; skipped`);
    return undefined;
  }
  const schema = schemaOf(attr(element(node, "subjectType"), "code"));
  const builder = new EntryBuilder({
    list: "euConsolidatedSanctionsList",
    id,
    source: "eu",
    schema,
    name: aliasName(primary),
  });
  for (const alias of others) {
    const name = aliasName(alias);
    if (attr(alias, "strong") === "false") builder.alias(name, "weak");
    // The EU publishes each name in several languages and scripts; one in Cyrillic, Arabic, Greek...
    // is the party's name in its own script.
    else builder.alias(name, hasNonLatinLetters(name) ? "original" : "aka");
  }

  builder.identifier("EU_REFERENCE", attr(node, "euReferenceNumber"));
  builder.identifier("UN_REFERENCE", attr(node, "unitedNationId"));
  builder.listed(isoDate(attr(node, "designationDate")));
  for (const regulation of elements(node, "regulation")) {
    builder.program(attr(regulation, "programme"));
    builder.listed(isoDate(attr(regulation, "publicationDate")));
  }
  for (const citizenship of elements(node, "citizenship")) builder.country(countryOf(citizenship));
  for (const address of elements(node, "address")) {
    const poBox = cleanText(attr(address, "poBox"));
    builder.address({
      street: [attr(address, "street"), poBox ? `PO Box ${poBox}` : ""]
        .map(cleanText)
        .filter(Boolean)
        .join(", "),
      city: attr(address, "city"),
      region: attr(address, "region"),
      postalCode: attr(address, "zipCode"),
      country: countryOf(address),
      // "UNKNOWN" (with code "00") is the EU's placeholder, not a country.
      countryName: /^unknown$/i.test(attr(address, "countryDescription"))
        ? ""
        : attr(address, "countryDescription"),
    });
  }
  for (const identification of elements(node, "identification")) {
    const code = cleanText(attr(identification, "identificationTypeCode")).toLowerCase();
    const label =
      identificationTypes[code] ??
      (cleanText(attr(identification, "identificationTypeDescription")) || code || "OTHER");
    builder.identifier(label, attr(identification, "number"), countryOf(identification));
  }
  builder.remarks = elements(node, "remark")
    .map((remark) => cleanText(remark.text))
    .filter(Boolean)
    .join("; ");
  return builder.build();
}

function parseEu(files: SourceFiles): ParsedSource {
  const xml = decodeText(requireFile(files, "xml", TITLE));
  const head = xml.slice(0, 4000);
  expectFormat(rootElementName(head) === "export" && head.includes(NAMESPACE), TITLE, "xml", xml);
  const root = parseXml(xml);
  const warnings: string[] = [];
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  elements(root, "sanctionEntity").forEach((node, index) => {
    const id = cleanText(attr(node, "logicalId"));
    if (!id) {
      warnings.push(`sanctionEntity ${index + 1}: no logicalId; skipped`);
      return;
    }
    if (seen.has(id)) {
      warnings.push(`sanctionEntity ${index + 1}: logicalId ${id} repeated; skipped`);
      return;
    }
    seen.add(id);
    const entry = entityEntry(node, id, warnings);
    if (entry) entries.push(entry);
  });
  return { source: "eu", publishedAt: isoDate(attr(root, "generationDate")), entries, warnings };
}

export const euFsfSource: SourceDefinition = {
  id: "eu",
  title: "EU Consolidated Financial Sanctions List",
  publisher: "European Commission (DG FISMA), Financial Sanctions Files",
  lists: ["euConsolidatedSanctionsList"],
  files: [
    {
      role: "xml",
      url: "https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw",
    },
  ],
  parse: parseEu,
};
