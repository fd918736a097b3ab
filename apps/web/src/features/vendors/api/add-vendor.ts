import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type VendorCreate, type VendorWire, vendorCreateSchema, vendorSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorsQueryKey } from "./get-vendors";

/** POST /workspaces/{id}/vendors: a vendor added by hand (Pending); 409 names a vendor already there. */
export function addVendor({
  workspaceId,
  body,
}: {
  workspaceId: string;
  body: VendorCreate;
}): Promise<VendorWire> {
  return api.post(`/workspaces/${encodeURIComponent(workspaceId)}/vendors`, vendorCreateSchema.parse(body), {
    schema: vendorSchema,
    endpoint: "POST /workspaces/{id}/vendors",
  });
}

/** Bad input and a duplicate are explained in the form: no snackbar. */
export const addVendorExplains = [400, 409];

export const addVendorMutationOptions = () =>
  mutationOptions({
    mutationKey: ["vendors", "add"],
    mutationFn: addVendor,
    meta: { silentStatuses: addVendorExplains },
  });

export function useAddVendor(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    ...addVendorMutationOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorsQueryKey(workspaceId) }),
  });
}
