import { z } from "zod";
import { notesPageSize } from "./constants";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { type PersonRef, personRefSchema } from "./person-fields";
import { requiredText } from "./text-rules";

/**
 * Notes (spec sections 2, 3 and 7): what members leave on an object of the workspace (today a vendor
 * relationship, by its id), read and written by the Global Notes modal.
 */

/** A note's most characters: a long comment fits, a pasted document does not. */
export const noteContentMaxLength = 5000;
export const noteContentSchema = requiredText(noteContentMaxLength, {
  required: fieldMessages.noteRequired,
  tooLong: fieldMessages.noteTooLong,
});

/** POST /notes/{objectId} and PUT /notes/{objectId}/{noteId}. */
export const noteRequestSchema = z.object({ content: noteContentSchema });
export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** GET /notes/{objectId}: newest first, a page of `notesPageSize` unless asked otherwise. */
export const noteListQuerySchema = paginationQuerySchema.extend({
  page_size: paginationQuerySchema.shape.page_size.removeDefault().default(notesPageSize),
});
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

export const noteObjectParamsSchema = z.object({ objectId: z.uuid() });
export const noteParamsSchema = z.object({ objectId: z.uuid(), noteId: z.uuid() });

export const noteSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  /** Null only when the author's account is gone. */
  created_by: personRefSchema.nullable(),
});
export type NoteWire = z.infer<typeof noteSchema>;
export const noteListSchema = paginatedSchema(noteSchema);

/** The name a note shows for its author: the full name, or the e-mail when there is no first name. */
export function noteAuthorName(author: PersonRef | null): string {
  if (!author) return "Former member";
  if (!author.first_name.trim()) return author.email;
  return `${author.first_name} ${author.last_name}`.trim();
}
