import { type ColumnMappingRules, columnMappingSchema } from "./column-mapping";
import { fieldMessages } from "./messages";

/**
 * The fields a vendor list's columns map to (`columns_mapping` of `POST /entities/add-vendors/{id}`):
 * what a vendor master exported from an ERP or a procurement sheet holds. `name` is required and
 * `country` mandatory (spec section 5); the rest are optional.
 */
export const vendorImportFields = [
  "name",
  "registered_name",
  "country",
  "address",
  "city",
  "state",
  "postal_code",
  "website",
  "contact_name",
  "contact_email",
  "phone",
  "identifier_type",
  "identifier_number",
  "start_date",
] as const;
export type VendorImportField = (typeof vendorImportFields)[number];

export const vendorImportFieldLabels: Record<VendorImportField, string> = {
  name: "Vendor name",
  registered_name: "Registered name",
  country: "Country",
  address: "Address",
  city: "City",
  state: "State/province",
  postal_code: "Postal code",
  website: "Website",
  contact_name: "Contact name",
  contact_email: "Contact email",
  phone: "Phone",
  identifier_type: "Identifier type",
  identifier_number: "Identification number",
  start_date: "Start date",
};

export const vendorColumnMappingRules: ColumnMappingRules = {
  requiredFields: ["name", "country"],
  countryField: "country",
};

export type VendorColumnMapping = Partial<Record<VendorImportField, string | null>>;

const vendorFieldSet: ReadonlySet<string> = new Set(vendorImportFields);

/** `columns_mapping`: the spec's mapping rules, and only the vendor fields above as keys. */
export const vendorColumnMappingSchema = columnMappingSchema(vendorColumnMappingRules).superRefine(
  (mapping, ctx) => {
    for (const field of Object.keys(mapping)) {
      if (!vendorFieldSet.has(field)) {
        ctx.addIssue({ code: "custom", message: fieldMessages.fieldUnknown, path: [field] });
      }
    }
  },
);
