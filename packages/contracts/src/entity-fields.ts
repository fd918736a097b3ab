import { fieldMessages } from "./messages";
import { optionalText, requiredList, requiredPlainText, requiredText } from "./text-rules";

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

/** Registered jurisdiction: required (a jurisdiction id). */
export const registeredJurisdictionSchema = requiredPlainText(fieldMessages.registeredJurisdictionRequired);

/** Supply chain roles: at least one (role ids). */
export const supplyChainRolesSchema = requiredList(fieldMessages.rolesRequired);
