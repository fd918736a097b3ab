import { z } from "zod";
import { inviteCodeSchema } from "./entity-fields";
import { relationshipRolesAddSchema } from "./relationship-lifecycle";

/**
 * A vendor proposes a relationship to a customer on Tierline (issue 12, proposer VENDOR). The vendor
 * names the customer by the supplier code the customer publishes to its suppliers (the entity's
 * "invite code" of spec section 3, rule "Invite code, required, up to 32" of section 5): there is no
 * directory of customers, and a wrong code answers exactly as an unknown one (404).
 * docs/decisions.md, "Vendor-proposed relationships".
 */

/** Length of a generated supplier code (Crockford base32, 100 bits): far too many to guess. */
export const supplierCodeLength = 20;
/** The letters a generated code is made of (no I, L, O, U: nothing to misread). */
export const supplierCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A code as typed: case, spaces and dashes do not count (the customer's code is shown in groups of 4). */
export const normaliseSupplierCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** "ABCD-EFGH-…": how the customer reads its code out. */
export const formatSupplierCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

export const supplierCodeMessages = {
  unknown: "No customer on Tierline has this supplier code. Check it with your customer.",
  ownCompany: "This is your own company's supplier code: give it to your suppliers instead.",
  alreadyLinked: "Your company already has a relationship with this customer: find it under Compliance.",
  nameTaken:
    "This customer already has a vendor of your company's name and country. Ask the customer to invite you.",
} as const;

/** GET/POST /entities/{id}/supplier-code: the workspace's own code (null while it publishes none). */
export const supplierCodeSchema = z.object({
  entity: z.uuid(),
  code: z.string().nullable(),
});
export type SupplierCodeWire = z.infer<typeof supplierCodeSchema>;

/** POST /compliances/proposals/lookup: the customer a code names, before proposing to it. */
export const supplierCodeLookupRequestSchema = z.object({ code: inviteCodeSchema });
export type SupplierCodeLookupRequest = z.infer<typeof supplierCodeLookupRequestSchema>;
export const supplierCodeLookupSchema = z.object({ customer: z.object({ name: z.string() }) });
export type SupplierCodeLookupWire = z.infer<typeof supplierCodeLookupSchema>;

/** POST /compliances/proposals: the customer's code and the supply chain roles the vendor offers. */
export const vendorProposalRequestSchema = z.object({
  code: inviteCodeSchema,
  roles: relationshipRolesAddSchema.shape.roles,
});
export type VendorProposalRequest = z.infer<typeof vendorProposalRequestSchema>;
