import { z } from "zod";
import { emailSchema } from "./fields";
import { fieldMessages } from "./messages";
import { personRefSchema } from "./person-fields";
import { vendorBulkApproveMax } from "./relationship-lifecycle";
import { optionalText } from "./text-rules";

/**
 * Vendor invitations (issue 12): a customer invites the compliance contact of one of its vendors, by
 * e-mail, to link the vendor's own company to the relationship (docs/decisions.md "Vendor invitations").
 */

/** EXPIRED is a pending invitation past its 14 days: computed when read, never stored. */
export const vendorInvitationStatuses = ["PENDING", "ACCEPTED", "REVOKED", "EXPIRED"] as const;
export type VendorInvitationStatus = (typeof vendorInvitationStatuses)[number];
export const vendorInvitationStatusLabels: Record<VendorInvitationStatus, string> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  REVOKED: "Revoked",
  EXPIRED: "Expired",
};

/**
 * Days after the invitation (or its last resend) on which a reminder is mailed while nobody responded:
 * three, the last the day before the 14-day link lapses (docs/decisions.md "Vendor invitations").
 */
export const vendorInvitationReminderDays = [3, 7, 13] as const;

/** The inviter's note to the vendor: optional; the spec gives no limit, so Description's 1000 (section 5). */
export const vendorInvitationMessageMaxLength = 1000;
const messageSchema = optionalText(vendorInvitationMessageMaxLength, fieldMessages.invitationMessageTooLong);

/** The 409s of the invitation's life, in the voice of the status table. */
export const vendorInvitationMessages = {
  alreadyOpen: "This vendor already has an open invitation: resend or revoke it instead.",
  alreadyLinked: "This vendor already accepted an invitation: its company is linked.",
  closed: (status: "ACCEPTED" | "REVOKED") =>
    `This invitation was ${status === "ACCEPTED" ? "accepted" : "revoked"}: it cannot be changed any more.`,
} as const;

/** POST /entity-relationships/{id}/invitations */
export const vendorInvitationRequestSchema = z.object({ email: emailSchema, message: messageSchema });
export type VendorInvitationRequest = z.infer<typeof vendorInvitationRequestSchema>;

/** POST /vendor-invitations/bulk: selected rows of the vendor list, each with its contact, one message. */
export const vendorInvitationBulkRequestSchema = z.object({
  invites: z
    .array(
      z.object(
        { relationship: z.uuid({ error: fieldMessages.vendorInvalid }), email: emailSchema },
        { error: fieldMessages.vendorInvalid },
      ),
      { error: fieldMessages.vendorsRequired },
    )
    .min(1, fieldMessages.vendorsRequired)
    .max(vendorBulkApproveMax, fieldMessages.vendorsTooMany),
  message: messageSchema,
});
export type VendorInvitationBulkRequest = z.infer<typeof vendorInvitationBulkRequestSchema>;

export const vendorInvitationSchema = z.object({
  id: z.uuid(),
  relationship: z.uuid(),
  email: z.string(),
  message: z.string().nullable(),
  status: z.enum(vendorInvitationStatuses),
  expires: z.iso.datetime(),
  /** The last mail sent (invitation, resend or reminder). */
  last_sent: z.iso.datetime(),
  reminders_sent: z.number().int(),
  created_by: personRefSchema.nullable(),
  created: z.iso.datetime(),
  accepted: z.iso.datetime().nullable(),
  revoked: z.iso.datetime().nullable(),
});
export type VendorInvitation = z.infer<typeof vendorInvitationSchema>;
export const vendorInvitationListSchema = z.object({ results: z.array(vendorInvitationSchema) });
export type VendorInvitationList = z.infer<typeof vendorInvitationListSchema>;
