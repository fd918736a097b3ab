import { fieldMessages } from "@tierline/contracts";
import type { FastifySchemaValidationError } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validatorCompiler } from "./validation";

const validate = (schema: z.ZodType, httpPart: string, data: unknown) =>
  (
    validatorCompiler({ schema, httpPart, method: "POST", url: "/x" }) as (data: unknown) => {
      value?: unknown;
      error?: FastifySchemaValidationError[];
    }
  )(data);

const issues = (result: { error?: FastifySchemaValidationError[] }) =>
  (result.error ?? []).map(({ instancePath, message }) => ({ instancePath, message }));

const body = z.object({ name: z.string(), items: z.array(z.object({ id: z.number() })).optional() });

describe("validatorCompiler", () => {
  it("answers the parsed value of valid input", () => {
    expect(validate(body, "body", { name: "Acme" })).toEqual({ value: { name: "Acme" } });
  });

  it("refuses a body field the schema does not know, at any depth, by its name", () => {
    const result = validate(body, "body", { name: "Acme", nmae: "typo", items: [{ id: 1, extra: true }] });
    expect(issues(result)).toEqual([
      { instancePath: "/nmae", message: fieldMessages.fieldUnknown },
      { instancePath: "/items/0/extra", message: fieldMessages.fieldUnknown },
    ]);
  });

  it("names an unknown key that is not a plain name by the object holding it, at the top the body", () => {
    expect(issues(validate(body, "body", { name: "Acme", "a b": 1 }))).toEqual([
      { instancePath: "/body", message: fieldMessages.fieldUnknown },
    ]);
    expect(issues(validate(body, "body", { name: "Acme", items: [{ id: 1, "a b": 1 }] }))).toEqual([
      { instancePath: "/items/0", message: fieldMessages.fieldUnknown },
    ]);
  });

  it("says a NUL or control character in a top-level key on the body, or the query, never repeating it", () => {
    for (const key of ["a\u0000b", "a\u0007b", "\ud800"]) {
      expect(issues(validate(body, "body", { name: "Acme", [key]: 1 }))).toEqual(
        expect.arrayContaining([{ instancePath: "/body", message: fieldMessages.textInvalid }]),
      );
      expect(
        issues(validate(z.object({ page: z.string() }), "querystring", { page: "1", [key]: "x" })),
      ).toEqual([{ instancePath: "/query", message: fieldMessages.textInvalid }]);
    }
  });

  it("leaves unknown query parameters alone, and keys a loose object keeps", () => {
    expect(validate(z.object({ page: z.string() }), "querystring", { page: "1", utm: "x" })).toEqual({
      value: { page: "1" },
    });
    expect(validate(z.looseObject({ a: z.number() }), "body", { a: 1, b: 2 })).toEqual({
      value: { a: 1, b: 2 },
    });
  });

  it("refuses invalid characters in values and keys even where the schema takes any text", () => {
    const result = validate(z.object({ name: z.string(), tags: z.record(z.string(), z.number()) }), "body", {
      name: "a\u0000b",
      tags: { "\ud800": 1 },
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        { instancePath: "/name", message: fieldMessages.textInvalid },
        { instancePath: "/tags", message: fieldMessages.textInvalid },
      ]),
    );
  });

  it("reports invalid characters before the schema's own messages for the same field", () => {
    const result = validate(z.object({ code: z.string().max(2, "Too long") }), "params", {
      code: "abc\u0000",
    });
    expect(issues(result)[0]).toEqual({ instancePath: "/code", message: fieldMessages.textInvalid });
  });
});
