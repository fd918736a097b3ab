import { z } from "zod";
import { authResponseSchema, entityOnboardingRequestSchema } from "./auth";
import { emailSchema } from "./fields";
import { fieldMessages } from "./messages";
import { vendorJumpTargets } from "./onboarding";
import { personRefSchema } from "./person-fields";
import { vendorBulkApproveMax } from "./relationship-lifecycle";
import { optionalText, plainString } from "./text-rules";

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
  ownCompany:
    "This invitation is for a vendor of your own company: sign in to the vendor's workspace to accept it.",
  companyLinkedElsewhere: "Your company is already linked to another vendor of this customer.",
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

/** The code of a vendor invitation's link (43 characters; anything over 64 is no code of ours). */
const vendorInviteCodeSchema = plainString(fieldMessages.tokenRequired)
  .min(1, fieldMessages.tokenRequired)
  .max(64, fieldMessages.inviteCodeInvalid);
export const vendorInviteCodeParamsSchema = z.object({ code: vendorInviteCodeSchema });

/** What an invitation's link shows before it is answered (public): who asks, for which of its vendors. */
export const vendorInviteOfferSchema = z.object({
  customer: z.object({ name: z.string() }),
  /** The vendor as the customer recorded it. */
  vendor: z.object({ name: z.string() }),
  email: z.string(),
  message: z.string().nullable(),
  expires: z.iso.datetime(),
  /** Whether an account already uses the invited address (then: sign in and accept). */
  account_exists: z.boolean(),
});
export type VendorInviteOffer = z.infer<typeof vendorInviteOfferSchema>;

/** Where the vendor's wizard goes after answering: company info while details are missing, else compliance. */
const nextStepSchema = z.union([
  z.literal(vendorJumpTargets.company_info),
  z.literal(vendorJumpTargets.compliance),
]);
/** An accepted invitation: the customer's relationship the vendor's company is now linked to. */
export const vendorInviteAcceptedSchema = z.object({
  relationship: z.uuid(),
  customer: z.object({ name: z.string() }),
  /** The vendor's own workspace (the one it acts in on the customer's requests). */
  workspace_id: z.uuid(),
  next_step: nextStepSchema,
});
export type VendorInviteAccepted = z.infer<typeof vendorInviteAcceptedSchema>;

/** POST /vendor-invitations/sign-up: a new company signs up from the mail (the onboarding sign-up and the code). */
export const vendorInviteSignUpRequestSchema = entityOnboardingRequestSchema.extend({
  code: vendorInviteCodeSchema,
});
export type VendorInviteSignUpRequest = z.infer<typeof vendorInviteSignUpRequestSchema>;
export const vendorInviteSignUpResponseSchema = authResponseSchema.extend({
  accepted: vendorInviteAcceptedSchema,
});
export type VendorInviteSignUpResponse = z.infer<typeof vendorInviteSignUpResponseSchema>;

/** POST /vendor-invitations/accept: a signed-in user accepts for the workspace they act in. */
export const vendorInviteAcceptRequestSchema = z.object({ code: vendorInviteCodeSchema });
