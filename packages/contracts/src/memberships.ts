import { z } from "zod";
import { authResponseSchema, authUserSchema } from "./auth";
import { emailSchema, passwordSchema } from "./fields";
import { memberRoleItemSchema, memberRoles, membershipStatusSchema } from "./membership-enums";
import { fieldMessages } from "./messages";
import { paginationQuerySchema } from "./pagination";
import { firstNameSchema, lastNameSchema } from "./person-fields";
import { plainString } from "./text-rules";

/** Members: invites by link or e-mail, sign-up through an invite, the list and its changes (spec section 7). */

/** A role where one is chosen or offered: with what it may do, in one line (`memberRoleDescriptions`). */
export const memberRoleDetailSchema = memberRoleItemSchema.extend({ description: z.string() });
export type MemberRoleDetail = z.infer<typeof memberRoleDetailSchema>;
export const memberRolesResponseSchema = z.array(memberRoleDetailSchema);

/** Role ids chosen from GET /member-roles: at least one, each once (so at most as many as there are roles). */
export const roleIdsSchema = z
  .array(z.uuid({ error: fieldMessages.rolesRequired }), { error: fieldMessages.rolesRequired })
  .min(1, fieldMessages.rolesRequired)
  .max(memberRoles.length, fieldMessages.rolesDuplicate)
  .refine((ids) => new Set(ids).size === ids.length, fieldMessages.rolesDuplicate);

export const membershipSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_id: z.uuid().nullable(),
  status: membershipStatusSchema,
  roles: z.array(memberRoleItemSchema),
  is_owner: z.boolean(),
  created: z.iso.datetime(),
  /** When the pending invitation of an Invited member lapses. */
  invite_expires: z.iso.datetime().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** The Members tabs: Active, Invited, Deactivated (hidden members are never listed). */
export const membershipListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(["ACTIVE", "INVITED", "DEACTIVATED"], { error: fieldMessages.statusInvalid }).optional(),
});
/** The query as a caller writes it (page and size may be left out). */
export type MembershipListQuery = z.input<typeof membershipListQuerySchema>;
/** A Members tab. */
export type MembershipListStatus = NonNullable<z.infer<typeof membershipListQuerySchema>["status"]>;

export const openInviteRequestSchema = z.object({ roles: roleIdsSchema });
export type OpenInviteRequest = z.infer<typeof openInviteRequestSchema>;
export const openInviteResponseSchema = z.object({
  code: z.string(),
  url: z.url(),
  expires: z.iso.datetime(),
});
export type OpenInviteResponse = z.infer<typeof openInviteResponseSchema>;

/**
 * A live open link, as GET /memberships/open-invites lists it so an Admin can revoke a leaked one. Its
 * code is stored hashed and never shown again: a link is told apart by roles, creator and dates.
 */
export const openInviteSchema = z.object({
  id: z.uuid(),
  roles: z.array(memberRoleItemSchema),
  created_by: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  created: z.iso.datetime(),
  expires: z.iso.datetime(),
});
export type OpenInviteItem = z.infer<typeof openInviteSchema>;

export const emailInviteRequestSchema = z.object({
  invites: z
    .array(z.object({ email: emailSchema, roles: roleIdsSchema }, { error: fieldMessages.invitesInvalid }), {
      error: fieldMessages.invitesInvalid,
    })
    .min(1, fieldMessages.emailRequired)
    .max(50, fieldMessages.invitesTooMany),
});
export type EmailInviteRequest = z.infer<typeof emailInviteRequestSchema>;
export const emailInviteResponseSchema = z.object({ results: z.array(membershipSchema) });
export type EmailInviteResponse = z.infer<typeof emailInviteResponseSchema>;

/** What an invite link shows before it is accepted (public). */
export const inviteCodeInfoSchema = z.object({
  workspace: z.object({ id: z.uuid(), name: z.string() }),
  /** The invited address of an e-mail invite; null for an open link anyone may use. */
  email: z.string().nullable(),
  roles: z.array(memberRoleDetailSchema),
  expires: z.iso.datetime(),
  /** Whether an account already uses the invited address (then: sign in and accept). */
  account_exists: z.boolean(),
});
export type InviteCodeInfo = z.infer<typeof inviteCodeInfoSchema>;

/** Codes are 43 characters; anything longer is no code of ours. */
const inviteCodeSchema = plainString(fieldMessages.tokenRequired)
  .min(1, fieldMessages.tokenRequired)
  .max(64, fieldMessages.inviteCodeInvalid);
export const inviteCodeParamsSchema = z.object({ code: inviteCodeSchema });

/** The account of someone signing up from an e-mail invitation: asked once, on that invitation's page. */
export const newMemberAccountSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  password: passwordSchema,
});
export type NewMemberAccount = z.infer<typeof newMemberAccountSchema>;

/**
 * POST /members: sign up through an invite (public). An e-mail invitation's code needs the account
 * (names and password); an open link's code needs only the address, which it mails an invitation to,
 * so a typed password never becomes that of an account the mailbox owner then gets.
 */
export const memberSignUpRequestSchema = z.object({
  code: inviteCodeSchema,
  email: emailSchema,
  ...newMemberAccountSchema.partial().shape,
});
export type MemberSignUpRequest = z.infer<typeof memberSignUpRequestSchema>;
/** What an open link's page asks: the address alone. */
export const openLinkSignUpRequestSchema = memberSignUpRequestSchema.pick({ code: true, email: true });
export type OpenLinkSignUpRequest = z.infer<typeof openLinkSignUpRequestSchema>;
/**
 * An open link proves nothing about the address typed in: instead of an account, the api mails an
 * invitation to that address (202), and the person signs up from the mail.
 */
export const memberSignUpEmailSentSchema = z.object({ email_sent: z.literal(true), email: z.string() });
/** POST /members answers a session (an e-mail invitation, 201) or that an invitation was mailed (open link, 202). */
export const memberSignUpResponseSchema = z.union([authResponseSchema, memberSignUpEmailSentSchema]);
export type MemberSignUpResponse = z.infer<typeof memberSignUpResponseSchema>;

/** POST /memberships/accept-invite: a signed-in user joins. */
export const acceptInviteRequestSchema = z.object({
  code: inviteCodeSchema,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

/**
 * What accepting an invitation answers (by code, or by id from GET /users/me): the user, now with the
 * new workspace among theirs, and that workspace's id, so the web can switch to it.
 */
export const acceptInvitationResponseSchema = z.object({ user: authUserSchema, workspace_id: z.uuid() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** POST /users/me/invitations/{id}/accept: the id of a pending invitation GET /users/me lists. */
export const invitationParamsSchema = z.object({ id: z.uuid() });

/** PATCH /memberships/{id}: edit roles, deactivate (Active -> Deactivated) or hide (Deactivated -> hidden). */
export const membershipUpdateSchema = z
  .object({
    roles: roleIdsSchema.optional(),
    status: z.enum(["DEACTIVATED", "HIDDEN"], { error: fieldMessages.statusInvalid }).optional(),
  })
  .refine((v) => v.roles !== undefined || v.status !== undefined, {
    message: fieldMessages.rolesRequired,
    path: ["roles"],
  });
export type MembershipUpdate = z.infer<typeof membershipUpdateSchema>;

/** An object id in the path; a malformed one answers 404 like any unknown id. */
export const idParamsSchema = z.object({ id: z.uuid() });
