import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerCompiler } from "./serialization";

const serializerOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: "GET", url: "/x" }) as (data: unknown) => string;

const item = z.object({ id: z.uuid(), name: z.string(), country: z.object({ code: z.string() }).nullable() });
const page = z.object({ results: z.array(item), count: z.number().int(), next: z.string().nullable() });
const id = "3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f";

describe("serializerCompiler", () => {
  it("writes only the keys the schema names, at every depth: what is not in the schema never leaves", () => {
    const written = serializerOf(page)({
      results: [
        { id, name: "Acme", country: { code: "DE", secret: "internal" }, passwordHash: "x" },
        { id, name: 'Quote " and \\', country: null },
      ],
      count: 2,
      next: null,
      workspaceToken: "t",
    });
    expect(JSON.parse(written)).toEqual({
      results: [
        { id, name: "Acme", country: { code: "DE" } },
        { id, name: 'Quote " and \\', country: null },
      ],
      count: 2,
      next: null,
    });
  });

  it("fails an answer that lacks a required key rather than send it incomplete", () => {
    expect(() => serializerOf(item)({ id, country: null })).toThrow(/name/);
  });

  it("writes records, unions and enums as given", () => {
    const schema = z.object({
      by: z.record(z.enum(["A", "B"]), z.number()),
      either: z.union([
        z.object({ kind: z.literal("x"), x: z.string() }),
        z.object({ kind: z.literal("y") }),
      ]),
      when: z.iso.datetime(),
    });
    const value = { by: { A: 1, B: 0 }, either: { kind: "x", x: "1" }, when: "2026-01-02T03:04:05.000Z" };
    expect(JSON.parse(serializerOf(schema)(value))).toEqual(value);
  });

  it("compiles exclusive bounds (OpenAPI 3.0's flag beside the bound), at any depth", () => {
    const schema = z.object({
      rows: z.array(z.object({ n: z.number().int().positive(), f: z.number().lt(1) })),
    });
    const value = { rows: [{ n: 3, f: 0.5 }] };
    expect(JSON.parse(serializerOf(schema)(value))).toEqual(value);
  });
});
