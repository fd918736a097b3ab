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

/** POST /compliances/proposals/lookup: the customer a supplier code belongs to (404: no customer has it). */
export function lookUpSupplierCode(code: string): Promise<SupplierCodeLookupWire> {
  return api.post("/compliances/proposals/lookup", supplierCodeLookupRequestSchema.parse({ code }), {
    schema: supplierCodeLookupSchema,
    endpoint: "POST /compliances/proposals/lookup",
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
  });
}
