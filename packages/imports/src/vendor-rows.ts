import {
  addressSchema,
  type CalendarDate,
  calendarDateFromDate,
  contactEmailSchema,
  fieldMessages,
  identifierProblem,
  isValidCalendarDate,
  locationIdentifierTypes,
  nameSchema,
  normaliseIdentifier,
  optionalText,
  parseDateInput,
  postalCodeSchema,
  toIsoDate,
  type VendorColumnMapping,
  type VendorImportField,
  vendorImportFields,
  vendorRowMessages,
  webUrlSchema,
} from "@tierline/contracts";
import { type Cell, cellText, type SourceRow } from "./cells";
import { vendorDedupeKey } from "./dedupe-key";
import { columnIndexes, definedOnly, type FieldIssue, rowReader } from "./row-reader";

/** A row that became a vendor: its fields in the form they are stored in. */
export interface VendorCandidate {
  rowNumber: number;
  dedupeKey: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  registeredName?: string;
  address?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  website?: string;
  contactName?: string;
  contactEmail?: string;
  phone?: string;
  identifierType?: string;
  identifierNumber?: string;
  /** YYYY-MM-DD. */
  startDate?: string;
}

/** Why a row was not imported: the field (column) at fault, or null for the row as a whole. */
export type RowIssue = FieldIssue<VendorImportField>;

export type VendorRowResult =
  | { rowNumber: number; cells: string[]; vendor: VendorCandidate }
  | { rowNumber: number; cells: string[]; issues: RowIssue[] };

/** Excel's day 0 (the 1900 system, including its phantom 29 February 1900, which all tools keep). */
const excelEpoch = Date.UTC(1899, 11, 30);
/** Serials from 1900-01-01 to 2099-12-31; other numbers in a date column are read as their digits. */
const serialRange = { min: 1, max: 73050 };

/** A date cell: a spreadsheet date, an Excel serial number, or text in one of the spec's formats. */
export function cellDate(cell: Cell): CalendarDate | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : calendarDateFromDate(cell);
  if (
    typeof cell === "number" &&
    Number.isInteger(cell) &&
    cell >= serialRange.min &&
    cell <= serialRange.max
  ) {
    return calendarDateFromDate(new Date(excelEpoch + cell * 86_400_000));
  }
  const date = parseDateInput(cellText(cell));
  return date && isValidCalendarDate(date) ? date : null;
}

const registeredNameSchema = optionalText(120, vendorRowMessages.registeredNameTooLong);
const citySchema = optionalText(255, vendorRowMessages.cityTooLong);
const stateSchema = optionalText(255, vendorRowMessages.stateTooLong);
const phoneSchema = optionalText(50, vendorRowMessages.phoneTooLong);
const contactNameSchema = optionalText(120, vendorRowMessages.contactNameTooLong);

/** The stored identifier type of what a sheet writes ("D-U-N-S", "duns", " lei "), or null. */
function identifierType(text: string): string | null {
  const upper = text
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, "");
  return (locationIdentifierTypes as readonly string[]).includes(upper) ? upper : null;
}

export interface VendorRowOptions {
  mapping: VendorColumnMapping;
  columns: readonly string[];
  /** Country text to ISO alpha-2, or null (see `createCountryResolver`). */
  countryOf: (text: string) => string | null;
}

/**
 * Validates rows against a column mapping with the contracts' field rules (the same messages the
 * forms show): name required and at most 255, country a known name or ISO code, each optional field
 * within its limit and shape, an identification number with its type and meeting its published rule,
 * a start date in one of the spec's formats. Every broken rule of a row is listed, not only the first.
 */
export function createVendorRowValidator({ mapping, columns, countryOf }: VendorRowOptions) {
  const indexOf = columnIndexes(vendorImportFields, mapping, columns);

  return (row: SourceRow): VendorRowResult => {
    const {
      issues,
      raw,
      text,
      check,
      optional,
      country: countryCell,
      cells: cellsOf,
    } = rowReader(row, indexOf);
    const cells = cellsOf();

    const name = check("name", nameSchema, text("name"));
    const country = countryCell("country", countryOf, vendorRowMessages.countryUnknown);
    const vendor: Omit<VendorCandidate, "rowNumber" | "dedupeKey" | "name" | "country"> = {
      registeredName: optional("registered_name", registeredNameSchema),
      address: optional("address", addressSchema),
      city: optional("city", citySchema),
      state: optional("state", stateSchema),
      postalCode: optional("postal_code", postalCodeSchema),
      website: optional("website", webUrlSchema),
      contactName: optional("contact_name", contactNameSchema),
      contactEmail: optional("contact_email", contactEmailSchema),
      phone: optional("phone", phoneSchema),
    };

    const typeText = text("identifier_type");
    const numberText = text("identifier_number");
    if (numberText !== "") {
      const type = typeText === "" ? null : identifierType(typeText);
      if (typeText === "")
        issues.push({ field: "identifier_type", message: vendorRowMessages.identifierTypeRequired });
      else if (!type)
        issues.push({ field: "identifier_type", message: vendorRowMessages.identifierTypeInvalid });
      else {
        const problem =
          numberText.length > 250
            ? fieldMessages.identificationNumberTooLong
            : identifierProblem(type, numberText);
        if (problem) issues.push({ field: "identifier_number", message: problem });
        else {
          vendor.identifierType = type;
          vendor.identifierNumber = normaliseIdentifier(type, numberText);
        }
      }
    }

    const startCell = raw("start_date");
    if (text("start_date") !== "") {
      const date = cellDate(startCell);
      if (date) vendor.startDate = toIsoDate(date);
      else issues.push({ field: "start_date", message: fieldMessages.dateIncorrect });
    }

    if (issues.length > 0 || name === undefined || country === undefined) {
      return { rowNumber: row.rowNumber, cells, issues };
    }
    const defined = definedOnly(vendor);
    return {
      rowNumber: row.rowNumber,
      cells,
      vendor: {
        rowNumber: row.rowNumber,
        dedupeKey: vendorDedupeKey(name, country),
        name,
        country,
        ...defined,
      },
    };
  };
}

/**
 * Duplicates among vendors, first wins: `seen` holds the dedupe keys met so far with their row
 * (a fresh map per batch, or one for a whole file). A later row with a known key is merged into the
 * first: reported, not created, not rejected.
 */
export function mergeDuplicates<T extends { dedupeKey: string; rowNumber: number } = VendorCandidate>(
  vendors: readonly T[],
  seen: Map<string, number>,
) {
  const unique: T[] = [];
  const merged: { vendor: T; intoRow: number }[] = [];
  for (const vendor of vendors) {
    const first = seen.get(vendor.dedupeKey);
    if (first === undefined) {
      seen.set(vendor.dedupeKey, vendor.rowNumber);
      unique.push(vendor);
    } else merged.push({ vendor, intoRow: first });
  }
  return { unique, merged };
}
