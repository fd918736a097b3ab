import { z } from "zod";
import { fieldMessages } from "./messages";
import { requiredText } from "./text-rules";

/** First and last name: required, under 120 characters (119 is the longest accepted). */
export const personNameMaxLength = 119;

export const firstNameSchema = requiredText(personNameMaxLength, {
  required: fieldMessages.firstNameRequired,
  tooLong: fieldMessages.firstNameTooLong,
});

export const lastNameSchema = requiredText(personNameMaxLength, {
  required: fieldMessages.lastNameRequired,
  tooLong: fieldMessages.lastNameTooLong,
});

/** A person as an answer names them: who attested, who confirmed. */
export const personRefSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;
