import type * as wire from "@tierline/contracts";
import type { VendorInvitation, VendorInviteAccepted } from "@tierline/core";
import { personToWire } from "../entities/entities.wire";

/** A vendor invitation in the wire's snake_case shape (contracts); the code is never in it. */
export const vendorInvitationToWire = (i: VendorInvitation): wire.VendorInvitation => ({
  id: i.id,
  relationship: i.relationshipId,
  email: i.email,
  message: i.message,
  status: i.status,
  expires: i.expiresAt.toISOString(),
  last_sent: i.lastSentAt.toISOString(),
  reminders_sent: i.remindersSent,
  created_by: i.createdBy && personToWire(i.createdBy),
  created: i.createdAt.toISOString(),
  accepted: i.acceptedAt?.toISOString() ?? null,
  revoked: i.revokedAt?.toISOString() ?? null,
});

export const vendorInviteOfferToWire = (o: {
  customerName: string;
  vendorName: string;
  email: string;
  message: string | null;
  expiresAt: Date;
  accountExists: boolean;
}): wire.VendorInviteOffer => ({
  customer: { name: o.customerName },
  vendor: { name: o.vendorName },
  email: o.email,
  message: o.message,
  expires: o.expiresAt.toISOString(),
  account_exists: o.accountExists,
});

export const vendorInviteAcceptedToWire = (a: VendorInviteAccepted): wire.VendorInviteAccepted => ({
  relationship: a.relationshipId,
  customer: { name: a.customerName },
  workspace_id: a.workspaceId,
  next_step: a.nextStep,
});
