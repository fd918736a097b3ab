import { inviteLinkTtlSeconds, type VendorInvitationStatus } from "@tierline/contracts";
import type { Person } from "../vendors/relationship-roles.repository";

/** A customer's invitation of a vendor's compliance contact (docs/decisions.md "Vendor invitations"). */
export interface VendorInvitation {
  id: string;
  workspaceId: string;
  relationshipId: string;
  email: string;
  message: string | null;
  /** As read at `now`: a pending invitation past its expiry is EXPIRED. */
  status: VendorInvitationStatus;
  expiresAt: Date;
  lastSentAt: Date;
  remindersSent: number;
  createdBy: Person | null;
  createdAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** The stored state as the product shows it: EXPIRED is never stored, it is PENDING past `expiresAt`. */
export const statusAt = (
  row: { status: "PENDING" | "ACCEPTED" | "REVOKED"; expiresAt: Date },
  now: Date,
): VendorInvitationStatus => (row.status === "PENDING" && row.expiresAt <= now ? "EXPIRED" : row.status);

/** When the current code was mailed (the invitation or its last resend): its 14 days count from here. */
export const sentAt = (row: { expiresAt: Date }) =>
  new Date(row.expiresAt.getTime() - inviteLinkTtlSeconds * 1000);
