import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type VendorInvitation,
  type VendorInvitationBulkRequest,
  type VendorInvitationList,
  type VendorInvitationRequest,
  vendorInvitationBulkRequestSchema,
  vendorInvitationListSchema,
  vendorInvitationRequestSchema,
  vendorInvitationSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/**
 * A vendor's invitations (issue 12): GET /entity-relationships/{id}/invitations, POST it to invite the
 * vendor's compliance contact, PATCH /vendor-invitations/{id}/resend and /revoke, and the bulk invite of
 * selected vendors. One file: the calls are one small resource sharing its query key.
 */

const path = (relationshipId: string) =>
  `/entity-relationships/${encodeURIComponent(relationshipId)}/invitations`;
const invitationsKey = (relationshipId: string) =>
  [...vendorRelationshipQueryKey(relationshipId), "invitations"] as const;

export const getVendorInvitations = (
  relationshipId: string,
  signal?: AbortSignal,
): Promise<VendorInvitationList> =>
  api.get(path(relationshipId), {
    schema: vendorInvitationListSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/invitations",
  });

export const vendorInvitationsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: invitationsKey(relationshipId),
    queryFn: ({ signal }) => getVendorInvitations(relationshipId, signal),
  });

export const useVendorInvitations = (relationshipId: string) =>
  useQuery(vendorInvitationsQueryOptions(relationshipId));

/** Bad input and "already invited" are explained in the form: no snackbar. */
export const inviteVendorExplains = [400, 409];

export const inviteVendor = (
  relationshipId: string,
  body: VendorInvitationRequest,
): Promise<VendorInvitation> =>
  api.post(path(relationshipId), vendorInvitationRequestSchema.parse(body), {
    schema: vendorInvitationSchema,
    endpoint: "POST /entity-relationships/{id}/invitations",
  });

const changeInvitation = (id: string, action: "resend" | "revoke"): Promise<VendorInvitation> =>
  api.patch(`/vendor-invitations/${encodeURIComponent(id)}/${action}`, undefined, {
    schema: vendorInvitationSchema,
    endpoint: `PATCH /vendor-invitations/{id}/${action}`,
  });

export const useInviteVendor = (relationshipId: string) =>
  useMutation(
    mutationOptions({
      mutationKey: ["vendor-invitations", relationshipId, "invite"],
      mutationFn: (body: VendorInvitationRequest) => inviteVendor(relationshipId, body),
      meta: { silentStatuses: inviteVendorExplains },
      onSettled: (_d, _e, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: invitationsKey(relationshipId) }),
    }),
  );

export const useChangeVendorInvitation = (relationshipId: string) =>
  useMutation(
    mutationOptions({
      mutationKey: ["vendor-invitations", relationshipId, "change"],
      mutationFn: ({ id, action }: { id: string; action: "resend" | "revoke" }) =>
        changeInvitation(id, action),
      onSettled: (_d, _e, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: invitationsKey(relationshipId) }),
    }),
  );

/** POST /vendor-invitations/bulk: the selected vendors' contacts, one message; every bad row is named (400, 409). */
export const inviteVendors = (body: VendorInvitationBulkRequest): Promise<VendorInvitationList> =>
  api.post("/vendor-invitations/bulk", vendorInvitationBulkRequestSchema.parse(body), {
    schema: vendorInvitationListSchema,
    endpoint: "POST /vendor-invitations/bulk",
  });

export const useInviteVendors = () =>
  useMutation(
    mutationOptions({
      mutationKey: ["vendor-invitations", "bulk"],
      mutationFn: inviteVendors,
      meta: { silentStatuses: inviteVendorExplains },
      onSettled: (_d, _e, body, _r, { client }) =>
        Promise.all(
          body.invites.map((row) => client.invalidateQueries({ queryKey: invitationsKey(row.relationship) })),
        ),
    }),
  );
