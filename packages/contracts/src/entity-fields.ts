import { jurisdictionIdPattern } from "./jurisdictions";
import { fieldMessages } from "./messages";
import { optionalText, requiredList, requiredText, trimmedString } from "./text-rules";

/** Entity (company) field rules of spec section 5. Registered date lives in `date-schemas`. */

/** Brand name: required, up to 80. */
export const brandNameSchema = requiredText(80, {
  required: fieldMessages.brandNameRequired,
  tooLong: fieldMessages.brandNameTooLong,
});

/** Invite code: required, up to 32. */
export const inviteCodeSchema = requiredText(32, {
  required: fieldMessages.inviteCodeRequired,
  tooLong: fieldMessages.inviteCodeTooLong,
});

/** Registered name: required, up to 120. */
export const registeredNameSchema = requiredText(120, {
  required: fieldMessages.registeredNameRequired,
  tooLong: fieldMessages.registeredNameTooLong,
});

/** DBA (trade name), owner name, entity name: optional, up to 120. */
export const dbaNameSchema = optionalText(120, fieldMessages.dbaTooLong);
export const ownerNameSchema = optionalText(120, fieldMessages.ownerNameTooLong);
export const entityNameSchema = optionalText(120, fieldMessages.entityNameTooLong);

/**
 * Registered jurisdiction: required, and a jurisdiction's ISO code (`US`, `US-DE`). The shape is checked
 * here; that the code names a real jurisdiction is checked by the api against the jurisdictions table.
 */
export const registeredJurisdictionSchema = trimmedString(fieldMessages.registeredJurisdictionRequired)
  .min(1, { error: fieldMessages.registeredJurisdictionRequired, abort: true })
  .max(6, { error: fieldMessages.jurisdictionInvalid, abort: true })
  .regex(jurisdictionIdPattern, fieldMessages.jurisdictionInvalid);

/** Supply chain roles: at least one (role ids). */
export const supplyChainRolesSchema = requiredList(fieldMessages.rolesRequired);
