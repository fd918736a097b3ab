import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "./index";

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe("package surface", () => {
  it("keeps the exports other packages already use", () => {
    for (const name of [
      "emailSchema",
      "passwordSchema",
      "fieldMessages",
      "apiErrorSchema",
      "errorCodes",
      "loginRequestSchema",
    ]) {
      expect(contracts).toHaveProperty(name);
    }
  });

  it("exports the rule modules", () => {
    for (const name of [
      "parseDateInput",
      "acceptedDateFormats",
      "dateInputSchema",
      "htsMaskFor",
      "isValidHtsCode",
      "formatHtsCode",
      "identifierSchema",
      "isValidIdentifier",
      "identifierProblem",
      "normaliseIdentifier",
      "uploadFileSchema",
      "paginationQuerySchema",
      "paginatedSchema",
      "statusMessages",
      "messageForStatus",
      "successMessages",
    ]) {
      expect(contracts).toHaveProperty(name);
    }
  });

  it("describes every exported schema's input in JSON Schema, for the api's OpenAPI document", () => {
    expect(schemas.length).toBeGreaterThan(40);
    for (const [name, schema] of schemas) {
      expect(() => z.toJSONSchema(schema, { io: "input" }), name).not.toThrow();
    }
  });
});
