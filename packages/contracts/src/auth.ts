import { z } from "zod";
import { brandNameSchema } from "./entity-fields";
import { emailSchema, passwordSchema } from "./fields";
import { fieldMessages } from "./messages";
import { firstNameSchema, lastNameSchema } from "./person-fields";

/** Auth and user calls (spec section 7, decisions.md "Auth and sessions"). Wire names are snake_case. */

export const workspaceRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const primaryEntitySchema = z.object({
  id: z.uuid(),
  brand_name: z.string(),
  workspace: workspaceRefSchema,
});
export type PrimaryEntity = z.infer<typeof primaryEntitySchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  password_authenticated: z.boolean(),
  primary_entity: primaryEntitySchema.nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({ user: authUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: fieldMessages.passwordRequired }).min(1, fieldMessages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export const logoutRequestSchema = refreshRequestSchema;

export const magicLinkRequestSchema = z.object({ email: emailSchema });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export const magicLinkResponseSchema = z.object({ client_code: z.string() });

export const magicLinkTokenRequestSchema = z.object({
  token: z.string().min(1),
  client_code: z.string().min(1),
});
export const continueMagicLinkRequestSchema = z.object({ token: z.string().min(1) });

export const emailExistsQuerySchema = z.object({ email: emailSchema });
export const emailExistsResponseSchema = z.object({ exists: z.boolean() });

export const setPasswordRequestSchema = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
/** Disabling a password needs the current one: a stolen access token alone cannot strip it. */
export const disablePasswordRequestSchema = z.object({
  password: z.string({ error: fieldMessages.passwordRequired }).min(1, fieldMessages.passwordRequired),
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetForgotPasswordRequestSchema = z.object({
  token: z.string().min(1),
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
