import { z } from "zod";
import { entityStatusSchema } from "./entity-enums";
import { brandNameSchema } from "./entity-fields";
import { emailSchema, enteredPasswordSchema, passwordMaxLength, passwordSchema } from "./fields";
import { memberRoleItemSchema, memberRoleSchema } from "./membership-enums";
import { fieldMessages } from "./messages";
import { firstNameSchema, lastNameSchema } from "./person-fields";
import { plainString } from "./text-rules";

/** Auth and user calls (spec section 7, decisions.md "Auth and sessions"). Wire names are snake_case. */

export const workspaceRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const primaryEntitySchema = z.object({
  id: z.uuid(),
  brand_name: z.string(),
  workspace: workspaceRefSchema,
});
export type PrimaryEntity = z.infer<typeof primaryEntitySchema>;

/** A workspace the user is Active in: the workspace switcher lists them. */
export const userWorkspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brand_name: z.string(),
  membership_id: z.uuid(),
  roles: z.array(memberRoleSchema),
  is_owner: z.boolean(),
});
export type UserWorkspace = z.infer<typeof userWorkspaceSchema>;

/** A pending e-mail invitation addressed to the user's address; `id` is the invited membership's. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  workspace: workspaceRefSchema,
  roles: z.array(memberRoleItemSchema),
  expires: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  password_authenticated: z.boolean(),
  primary_entity: primaryEntitySchema.nullable(),
  /** The membership in the primary entity's workspace: what the web may offer (see `can`). */
  membership: z.object({ id: z.uuid(), roles: z.array(memberRoleSchema), is_owner: z.boolean() }).nullable(),
  /**
   * Every workspace the user is Active in, the default one (their earliest membership, whose are
   * `primary_entity` and `membership`) first.
   */
  workspaces: z.array(userWorkspaceSchema),
  /** Pending e-mail invitations to the user's address, accepted with POST /users/me/invitations/{id}/accept. */
  invitations: z.array(pendingInvitationSchema),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({ user: authUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: enteredPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Our opaque tokens (refresh, sign-in and reset links, client codes) are 43 characters; 512 leaves room
 * for a longer format later while no caller can make the api hash or look up megabytes.
 */
export const opaqueTokenMaxLength = 512;
const requiredToken = (message: string, tooLong = message) =>
  plainString(message).min(1, message).max(opaqueTokenMaxLength, tooLong);

export const refreshRequestSchema = z.object({ refresh: requiredToken(fieldMessages.refreshRequired) });
export const logoutRequestSchema = refreshRequestSchema;

export const magicLinkRequestSchema = z.object({ email: emailSchema });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export const magicLinkResponseSchema = z.object({ client_code: z.string() });

/**
 * `client_code` is left out by a browser that holds none (the link was asked for elsewhere): the api
 * still judges the link first, so a used or unknown link says so at once, and a live one answers
 * CLIENT_CODE_MISMATCH ("continue on this device?").
 */
export const magicLinkTokenRequestSchema = z.object({
  token: requiredToken(fieldMessages.tokenRequired, fieldMessages.tokenInvalid),
  client_code: requiredToken(fieldMessages.clientCodeRequired).optional(),
});
export type MagicLinkTokenRequest = z.infer<typeof magicLinkTokenRequestSchema>;
export const continueMagicLinkRequestSchema = z.object({
  token: requiredToken(fieldMessages.tokenRequired, fieldMessages.tokenInvalid),
});
export type ContinueMagicLinkRequest = z.infer<typeof continueMagicLinkRequestSchema>;

/** PATCH /users/me: the signed-in user changes their own names (spec section 5 name rules). */
export const updateMeRequestSchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

export const emailExistsQuerySchema = z.object({ email: emailSchema });
export const emailExistsResponseSchema = z.object({ exists: z.boolean() });

/**
 * Setting a first password needs only the session; changing an existing one also needs the current
 * password, so a stolen access token cannot take the account over. The api enforces the second rule.
 */
export const setPasswordRequestSchema = z.object({
  password: passwordSchema,
  current_password: enteredPasswordSchema.optional(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
/** The same call changing an existing password: the current one is then required (the api's rule, on the form too). */
export const changePasswordRequestSchema = setPasswordRequestSchema.extend({
  current_password: plainString(fieldMessages.currentPasswordRequired)
    .min(1, fieldMessages.currentPasswordRequired)
    .max(passwordMaxLength, fieldMessages.passwordTooLong),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** Disabling a password needs the current one, for the same reason. */
export const disablePasswordRequestSchema = z.object({ password: enteredPasswordSchema });
export type DisablePasswordRequest = z.infer<typeof disablePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const resetForgotPasswordRequestSchema = z.object({
  token: requiredToken(fieldMessages.tokenRequired, fieldMessages.tokenInvalid),
  password: passwordSchema,
});
export type ResetForgotPasswordRequest = z.infer<typeof resetForgotPasswordRequestSchema>;

/** A plain acknowledgement for calls that must not reveal whether an account exists. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /entity-onboarding: the first step of a company's sign-up (the rest of onboarding is a later issue). */
export const entityOnboardingRequestSchema = z.object({
  email: emailSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  brand_name: brandNameSchema,
  password: passwordSchema.optional(),
});
export type EntityOnboardingRequest = z.infer<typeof entityOnboardingRequestSchema>;

export const entityOnboardingResponseSchema = authResponseSchema.extend({
  entity: z.object({ id: z.uuid(), brand_name: z.string(), status: entityStatusSchema }),
});
export type EntityOnboardingResponse = z.infer<typeof entityOnboardingResponseSchema>;
