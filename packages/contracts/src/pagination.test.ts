import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { allIssues } from "./test-utils";

describe("paginationQuerySchema", () => {
  it("defaults to page 1 and page_size 10", () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
  });
  it("coerces query text", () => {
    expect(paginationQuerySchema.parse({ page: "3", page_size: "50" })).toEqual({ page: 3, page_size: 50 });
  });
  it.each([["10"], ["20"], ["50"], ["100"]])("accepts page_size %s", (size) => {
    expect(paginationQuerySchema.parse({ page_size: size }).page_size).toBe(Number(size));
  });
  it.each([["0"], ["-1"], ["1.5"], ["abc"]])("rejects page %s", (page) => {
    expect(allIssues(paginationQuerySchema, { page })).toEqual([
      { path: "page", message: "Page must be a whole number of at least 1" },
    ]);
  });
  it.each([["15"], ["0"], ["1000"], ["abc"]])("rejects page_size %s", (size) => {
    expect(allIssues(paginationQuerySchema, { page_size: size })).toEqual([
      { path: "page_size", message: "Page size must be one of 10, 20, 50, 100" },
    ]);
  });
  it("describes itself in JSON Schema (no transforms)", () => {
    expect(() => z.toJSONSchema(paginationQuerySchema, { io: "input" })).not.toThrow();
  });
});

describe("paginatedSchema", () => {
  const page = paginatedSchema(z.object({ id: z.string() }));
  it("accepts {results, count, next, previous}", () => {
    expect(
      page.parse({
        results: [{ id: "a" }],
        count: 11,
        next: "/api/v1/notes/x?page=2&page_size=10",
        previous: null,
      }),
    ).toEqual({
      results: [{ id: "a" }],
      count: 11,
      next: "/api/v1/notes/x?page=2&page_size=10",
      previous: null,
    });
  });
  it("validates the items", () => {
    expect(page.safeParse({ results: [{ id: 1 }], count: 1, next: null, previous: null }).success).toBe(
      false,
    );
  });
  it("needs every key", () => {
    expect(page.safeParse({ results: [], count: 0 }).success).toBe(false);
  });
});
