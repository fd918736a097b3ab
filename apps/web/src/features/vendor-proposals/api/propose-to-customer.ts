import { useMutation } from "@tanstack/react-query";
import {
  type ComplianceWire,
  complianceSchema,
  type SupplierCodeLookupWire,
  supplierCodeLookupRequestSchema,
  supplierCodeLookupSchema,
  type VendorProposalRequest,
  vendorProposalRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * What the lookup and the proposal explain under the code's input (the API's `fields.code`): a bad
 * code (400), one no customer has (404), the company's own or a customer it already has (409). No
 * snackbar for them; any other failure (too many tries, access, the server) gets one.
 */
export const proposeToCustomerExplains = [400, 404, 409];

/** POST /compliances/proposals/lookup: the customer a supplier code belongs to (404: no customer has it). */
export function useLookUpSupplierCode() {
  return useMutation({
    mutationKey: ["vendor-proposals", "lookup"],
    mutationFn: (code: string): Promise<SupplierCodeLookupWire> =>
      api.post("/compliances/proposals/lookup", supplierCodeLookupRequestSchema.parse({ code }), {
        schema: supplierCodeLookupSchema,
        endpoint: "POST /compliances/proposals/lookup",
      }),
    meta: { silentStatuses: proposeToCustomerExplains },
  });
}

/** POST /compliances/proposals: the company proposes itself to the customer of the code, for the roles. */
export function useProposeToCustomer() {
  return useMutation({
    mutationKey: ["vendor-proposals", "propose"],
    mutationFn: (body: VendorProposalRequest): Promise<ComplianceWire> =>
      api.post("/compliances/proposals", vendorProposalRequestSchema.parse(body), {
        schema: complianceSchema,
        endpoint: "POST /compliances/proposals",
      }),
    meta: { silentStatuses: proposeToCustomerExplains },
  });
}
