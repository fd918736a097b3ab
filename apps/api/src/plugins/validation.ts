import { fieldMessages, type InputPath, invalidTextPaths } from "@tierline/contracts";
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import type { ZodType } from "zod";

/**
 * One refused part of a request, as Fastify carries validation errors to the error handler:
 * `instancePath` is the field's JSON pointer ("/invites/0/email"), "" for the input as a whole.
 */
type ValidationIssue = FastifySchemaValidationError & { message: string };

const issueAt = (path: InputPath, message: string): ValidationIssue => ({
  keyword: "tierline",
  instancePath: path.length ? `/${path.join("/")}` : "",
  schemaPath: "",
  params: {},
  message,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A key said back as a field name only when it is a plain name: an answer never repeats arbitrary input. */
const plainKey = /^\w{1,64}$/;

/**
 * Where a key that cannot be named is said: on the object holding it, and at the top on the part
 * itself ("body", "query"), so every such answer has a field like any other bad field.
 */
const holderOf = (path: InputPath, part: string): InputPath => (path.length ? path : [part]);

/**
 * The body keys the schema dropped: every key of an input object that its parsed output lacks (request
 * schemas have no transforms, so parsing only strips keys, never renames them). Values the schema kept
 * whole (the same reference) are not walked.
 */
function unknownKeys(input: unknown, output: unknown, path: InputPath = []): ValidationIssue[] {
  if (input === output) return [];
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => (i < output.length ? unknownKeys(item, output[i], [...path, i]) : []));
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) => {
    if (Object.hasOwn(output, key)) return unknownKeys(input[key], output[key], [...path, key]);
    return [
      issueAt(plainKey.test(key) ? [...path, key] : holderOf(path, "body"), fieldMessages.fieldUnknown),
    ];
  });
}

/**
 * Validation of every route's params, query and body by its zod schema, with two rules of the house on
 * top that no schema has to remember:
 * - invalid characters (NUL, control characters, lone surrogates) anywhere in the input, in values and
 *   keys, are refused on their field (a key's on the object holding it): PostgreSQL would refuse them;
 * - a body field the schema does not know is refused on that field rather than dropped, so a misspelt
 *   field is never lost without a word. Query parameters are not held to this: reads store nothing.
 * A route whose schema keeps unknown keys on purpose says so with `z.looseObject`.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  const part = httpPart === "querystring" ? "query" : (httpPart ?? "body");
  return (data) => {
    const issues = invalidTextPaths(data).map((path) =>
      issueAt(holderOf(path, part), fieldMessages.textInvalid),
    );
    const result = schema.safeParse(data);
    if (result.success) {
      if (httpPart === "body") issues.push(...unknownKeys(data, result.data));
      return issues.length ? { error: issues } : { value: result.data };
    }
    for (const issue of result.error.issues) issues.push(issueAt(issue.path as InputPath, issue.message));
    return { error: issues };
  };
};
