import { mutationOptions } from "@tanstack/react-query";
import {
  type AddVendorsRequest,
  addVendorsRequestSchema,
  type VendorImportWire,
  vendorImportSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /entities/add-vendors/{resourceId}: imports the list with the mapping, as a job; answers the import. */
export interface AddVendorsVariables {
  resourceId: string;
  body: AddVendorsRequest;
}

export function addVendors({ resourceId, body }: AddVendorsVariables): Promise<VendorImportWire> {
  return api.post(
    `/entities/add-vendors/${encodeURIComponent(resourceId)}`,
    addVendorsRequestSchema.parse(body),
    {
      schema: vendorImportSchema,
      endpoint: "POST /entities/add-vendors/{resourceId}",
    },
  );
}

/** A mapping the server refuses is shown on its fields: no snackbar. */
export const addVendorsExplains = [400];

export const addVendorsMutationOptions = () =>
  mutationOptions({
    mutationKey: ["vendors", "import"],
    mutationFn: addVendors,
    meta: { silentStatuses: addVendorsExplains },
  });
