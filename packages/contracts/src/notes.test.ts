import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import {
  noteAuthorName,
  noteContentMaxLength,
  noteListQuerySchema,
  noteRequestSchema,
  noteSchema,
} from "./notes";
import { firstMessage } from "./test-utils";

describe("note content", () => {
  it("is required and trimmed", () => {
    expect(noteRequestSchema.parse({ content: "  Call back \n" })).toEqual({ content: "Call back" });
    expect(firstMessage(noteRequestSchema, {})).toBe(fieldMessages.noteRequired);
    expect(firstMessage(noteRequestSchema, { content: " \t " })).toBe(fieldMessages.noteRequired);
    expect(firstMessage(noteRequestSchema, { content: 3 })).toBe(fieldMessages.noteRequired);
  });

  it("is at most 5000 characters, without invisible characters", () => {
    expect(noteContentMaxLength).toBe(5000);
    expect(noteRequestSchema.safeParse({ content: "a".repeat(5000) }).success).toBe(true);
    expect(firstMessage(noteRequestSchema, { content: "a".repeat(5001) })).toBe(fieldMessages.noteTooLong);
    expect(firstMessage(noteRequestSchema, { content: "a\u0000b" })).toBe(fieldMessages.textInvalid);
  });
});

describe("the notes list query", () => {
  it("defaults to page 1 of 10 (spec section 9) and takes the page sizes", () => {
    expect(noteListQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(noteListQuerySchema.parse({ page: "2", page_size: "20" })).toEqual({ page: 2, page_size: 20 });
    expect(firstMessage(noteListQuerySchema, { page_size: "15" })).toBe(fieldMessages.pageSizeInvalid);
  });
});

describe("a note", () => {
  const note = {
    id: "7b0c3f7e-2a9f-4d8e-9f65-0b1d2c3e4f50",
    content: "x",
    created: "2026-11-24T12:00:00.000Z",
    updated: "2026-11-24T12:00:00.000Z",
    created_by: {
      id: "7b0c3f7e-2a9f-4d8e-9f65-0b1d2c3e4f51",
      first_name: "Ada",
      last_name: "Lee",
      email: "a@x.test",
    },
  };
  it("carries its author, or null when the account is gone", () => {
    expect(noteSchema.parse(note)).toEqual(note);
    expect(noteSchema.safeParse({ ...note, created_by: null }).success).toBe(true);
  });

  it("shows the author's full name, or the e-mail when there is no first name", () => {
    expect(noteAuthorName(note.created_by)).toBe("Ada Lee");
    expect(noteAuthorName({ ...note.created_by, last_name: "" })).toBe("Ada");
    expect(noteAuthorName({ ...note.created_by, first_name: " ", last_name: "Lee" })).toBe("a@x.test");
    expect(noteAuthorName(null)).toBe("Former member");
  });
});
