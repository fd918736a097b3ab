/**
 * Identifier types. Lists name the same identifier many ways ("Legal Entity Number", "LEI",
 * "Vessel Registration Identification IMO"); the matcher compares identifiers by type and value, so
 * the common ones get one short code each. Anything else keeps its published label, upper-cased.
 */

/** Published label (as OFAC, the CSL and the UN write it) -> normalised type. */
const labelTypes: Readonly<Record<string, string>> = {
  // LEI, IMO, MMSI, D-U-N-S, SWIFT
  "Legal Entity Number": "LEI",
  LEI: "LEI",
  "Vessel Registration Identification IMO": "IMO",
  "Identification Number IMO": "IMO",
  "Company Number IMO": "IMO",
  "International Maritime Organization No.": "IMO",
  "IMO number": "IMO",
  IMO: "IMO",
  MMSI: "MMSI",
  "D-U-N-S Number": "DUNS",
  DUNS: "DUNS",
  "SWIFT/BIC": "SWIFT",
  SWIFT: "SWIFT",
  "Call Sign": "CALL_SIGN",
  "Other Vessel Call Sign": "CALL_SIGN",
  // Passports
  Passport: "PASSPORT",
  "Diplomatic Passport": "PASSPORT",
  "Passport Booklet": "PASSPORT",
  "Passport Booklet:": "PASSPORT",
  "Passport No.:": "PASSPORT",
  "Stateless Person Passport": "PASSPORT",
  "British National Overseas Passport": "PASSPORT",
  "Numéro de passeport": "PASSPORT",
  "Número de pasaporte": "PASSPORT",
  // National identity numbers
  "National ID No.": "NATIONAL_ID",
  "National ID No.:": "NATIONAL_ID",
  "National Identification Number": "NATIONAL_ID",
  "National Foreign ID Number": "NATIONAL_ID",
  "Identification Number": "NATIONAL_ID",
  "Personal ID Card": "NATIONAL_ID",
  "Cedula No.": "NATIONAL_ID",
  "D.N.I.": "NATIONAL_ID",
  "C.U.R.P.": "NATIONAL_ID",
  "C.U.R.P. #": "NATIONAL_ID",
  "Citizen's Card Number": "NATIONAL_ID",
  "Turkish Identification Number": "NATIONAL_ID",
  "Numero de Identidad": "NATIONAL_ID",
  "Tazkira National ID Card": "NATIONAL_ID",
  "Kenyan ID No.": "NATIONAL_ID",
  "Bosnian Personal ID No.": "NATIONAL_ID",
  "Moroccan Personal ID No.": "NATIONAL_ID",
  "UAE Identification": "NATIONAL_ID",
  "CNP (Personal Numerical Code)": "NATIONAL_ID",
  // Tax numbers
  "Tax ID No.": "TAX_ID",
  "R.F.C.": "TAX_ID",
  "R.F.C. #": "TAX_ID",
  RFC: "TAX_ID",
  "NIT #": "TAX_ID",
  "RUC #": "TAX_ID",
  "RIF #": "TAX_ID",
  "V.A.T. Number": "TAX_ID",
  "C.U.I.T.": "TAX_ID",
  "C.I.F.": "TAX_ID",
  "US FEIN": "TAX_ID",
  "Italian Fiscal Code": "TAX_ID",
  "Italian Fiscal Code:": "TAX_ID",
  "Fiscal Code": "TAX_ID",
  "Romanian Tax Registration": "TAX_ID",
  "Paraguayan tax identification number": "TAX_ID",
  "Numero Unico de Identificacao Tributaria (NUIT)": "TAX_ID",
  RTN: "TAX_ID",
  // Company and business registrations
  "Registration Number": "REGISTRATION",
  "Registration ID": "REGISTRATION",
  "Business Registration Number": "REGISTRATION",
  "Business Registration Document #": "REGISTRATION",
  "Business Number": "REGISTRATION",
  "Company Number": "REGISTRATION",
  "UK Company Number": "REGISTRATION",
  "Commercial Registry Number": "REGISTRATION",
  "Chamber of Commerce Number": "REGISTRATION",
  "Certificate of Incorporation Number": "REGISTRATION",
  "Unified Social Credit Code (USCC)": "REGISTRATION",
  "United Social Credit Code Certificate (USCCC)": "REGISTRATION",
  "Government Gazette Number": "REGISTRATION",
  "Economic Register Number (CBLS)": "REGISTRATION",
  "Trade License No.": "REGISTRATION",
  "Central Registration System Number": "REGISTRATION",
  "Enterprise Number": "REGISTRATION",
  "Branch Unit Number": "REGISTRATION",
  "Folio Mercantil No.": "REGISTRATION",
  "Matricula Mercantil No": "REGISTRATION",
  "C.R. No.": "REGISTRATION",
  "Romanian C.R.": "REGISTRATION",
  "Public Registration Number": "REGISTRATION",
  "Istanbul Chamber of Comm. No.": "REGISTRATION",
  "Dubai Chamber of Commerce Membership No.": "REGISTRATION",
  "Registered Charity No.": "REGISTRATION",
  "Organization Code": "REGISTRATION",
  "Business Reg No": "REGISTRATION",
  // Aircraft
  "Aircraft Manufacturer's Serial Number (MSN)": "AIRCRAFT_SERIAL",
  "Aircraft Construction Number (also called L/N or S/N or F/N)": "AIRCRAFT_SERIAL",
  "Aircraft Serial Identification": "AIRCRAFT_SERIAL",
  "Aircraft Tail Number": "AIRCRAFT_TAIL",
  // Kept under their own label (no common code), but recognised as identifiers in OFAC remarks.
  "BIK (RU)": "BIK (RU)",
  ISIN: "ISIN",
  SSN: "SSN",
  "Electoral Registry No.": "ELECTORAL REGISTRY NO.",
  "Credencial electoral": "CREDENCIAL ELECTORAL",
  "I.F.E.": "I.F.E.",
  "C.U.I.": "C.U.I.",
  "Birth Certificate Number": "BIRTH CERTIFICATE NUMBER",
  "Driver's License No.": "DRIVER'S LICENSE NO.",
  "Residency Number": "RESIDENCY NUMBER",
  "Travel Document Number": "TRAVEL DOCUMENT NUMBER",
  "Refugee ID Card": "REFUGEE ID CARD",
  "Stateless Person ID Card": "STATELESS PERSON ID CARD",
  "Cartilla de Servicio Militar Nacional": "CARTILLA DE SERVICIO MILITAR NACIONAL",
  "Military Registration Number": "MILITARY REGISTRATION NUMBER",
  "Seafarer's Identification Document": "SEAFARER'S IDENTIFICATION DOCUMENT",
  "MSB Registration Number": "MSB REGISTRATION NUMBER",
  "LE Number": "LE NUMBER",
  "Permit Number": "PERMIT NUMBER",
  "Pilot License Number": "PILOT LICENSE NUMBER",
  "SRE Permit No.": "SRE PERMIT NO.",
  "Aircraft Mode S Transponder Code": "AIRCRAFT MODE S TRANSPONDER CODE",
  "Vessel Registration Identification": "VESSEL REGISTRATION IDENTIFICATION",
};

const byLabel = new Map<string, string>(
  Object.entries(labelTypes).map(([label, type]) => [labelKey(label), type]),
);

/** Case, spacing and a trailing ":" or " -" do not tell labels apart ("Passport No.:", "SWIFT/BIC -"). */
function labelKey(label: string): string {
  return label
    .replace(/\s+/g, " ")
    .replace(/[\s:-]+$/, "")
    .trim()
    .toLowerCase();
}

/**
 * Labels grouped by their first word, longest first, so that finding the label an OFAC remark starts
 * with ("Identification Number IMO 123" -> IMO, not NATIONAL_ID) tries a handful of labels, not all.
 */
const labelsByFirstWord = new Map<string, string[]>();
for (const label of Object.keys(labelTypes)) {
  const first = label.split(" ")[0] ?? label;
  const list = labelsByFirstWord.get(first) ?? [];
  list.push(label);
  labelsByFirstWord.set(first, list);
}
for (const list of labelsByFirstWord.values()) list.sort((a, b) => b.length - a.length);

/** The recognised identifier label an OFAC remark item starts with, if any. */
export function identifierLabelAt(item: string): string | undefined {
  const space = item.indexOf(" ");
  const first = space === -1 ? item : item.slice(0, space);
  for (const label of labelsByFirstWord.get(first) ?? []) {
    if (item.length > label.length && item.startsWith(label) && item[label.length] === " ") return label;
  }
  return undefined;
}

/** Normalised type for a recognised label; undefined when the label is not a known identifier. */
export function knownIdentifierType(label: string): string | undefined {
  return byLabel.get(labelKey(label));
}

/** Normalised type for any label: the known code, else the label upper-cased. */
export function identifierType(label: string): string {
  // A list repeats a few dozen labels thousands of times.
  let type = typeCache.get(label);
  if (type === undefined) {
    type = knownIdentifierType(label) ?? label.replace(/\s+/g, " ").trim().toUpperCase();
    if (typeCache.size < 5_000) typeCache.set(label, type);
  }
  return type;
}

const typeCache = new Map<string, string>();

/**
 * Normalised value: codes compared character by character lose their spacing and punctuation
 * ("5493 00-ABC" -> "549300ABC"; "IMO 9187629" -> "9187629"); other values are trimmed as published.
 */
export function identifierValue(type: string, value: string): string {
  const trimmed = value.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  switch (type) {
    case "LEI":
    case "DUNS":
    case "MMSI":
    case "SWIFT":
      return trimmed.replace(/[\s.-]/g, "").toUpperCase();
    case "IMO":
      return trimmed
        .replace(/^IMO\s*/i, "")
        .replace(/[\s.()-]/g, "")
        .toUpperCase();
    default:
      return trimmed;
  }
}
