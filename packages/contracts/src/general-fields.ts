import { z } from "zod";
import { fieldMessages } from "./messages";
import { requiredPlainText, requiredText } from "./text-rules";

/** Field rules of spec section 5 shared by several screens. */

/** Description: required, up to 1000. */
export const descriptionSchema = requiredText(1000, {
  required: fieldMessages.descriptionRequired,
  tooLong: fieldMessages.descriptionTooLong,
});

/** Name: required, up to 255. */
export const nameSchema = requiredText(255, {
  required: fieldMessages.nameRequired,
  tooLong: fieldMessages.nameTooLong,
});

/** Supply stream name: required, up to 255. */
export const streamNameSchema = requiredText(255, {
  required: fieldMessages.streamNameRequired,
  tooLong: fieldMessages.streamNameTooLong,
});

/** Contact type: required, up to 500. */
export const contactTypeSchema = requiredText(500, {
  required: fieldMessages.contactTypeRequired,
  tooLong: fieldMessages.contactTypeTooLong,
});

/** Add-on selection (billing): required; holds the chosen add-on's id. */
export const addOnSelectionSchema = requiredPlainText(fieldMessages.addOnRequired);

/** An on/off switch of a settings form: only true or false, anything else gets a field message. */
export const switchSchema = z.boolean({ error: fieldMessages.booleanInvalid });
