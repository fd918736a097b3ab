import { randomUUID } from "node:crypto";
import type { z } from "zod";

/**
 * Reading a route's zod schemas for the bad-input sweep: what kind of value each field takes, and a valid
 * value for it. A schema type this file does not know stops the sweep (`CannotDerive`), so a new route
 * is never let off silently: teach it the type instead.
 */

export class CannotDerive extends Error {}

/** The parts of zod's internal definition the sweep reads (zod 4: `schema._zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((c) => c._zod.def);
const checkValue = (schema: z.ZodType, check: string, key: "minimum" | "maximum" | "value") =>
  checksOf(schema).find((c) => c.check === check)?.[key];

export const minLengthOf = (schema: z.ZodType) => checkValue(schema, "min_length", "minimum") ?? 0;
export const maxLengthOf = (schema: z.ZodType) => checkValue(schema, "max_length", "maximum");

/** A field as the sweep sees it: its leaf kind once optional/nullable/default wrappers are taken off. */
export interface FieldShape {
  kind: "string" | "number" | "boolean" | "choice" | "array" | "object" | "record";
  /** The unwrapped schema (for a pipe, its input side). */
  schema: z.ZodType;
  required: boolean;
  nullable: boolean;
}

const wrappers = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional"]);

export function shapeOf(schema: z.ZodType, where: string): FieldShape {
  let current = schema;
  let required = true;
  let nullable = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") required = false;
    if (def.type === "nullable") nullable = true;
    if (wrappers.has(def.type)) {
      current = def.innerType!;
      continue;
    }
    // A repeatable query key (`?country=US&country=DE`): one value or a list of them; swept as one value.
    const [one, many] = def.options ?? [];
    if (def.type === "union" && def.options!.length === 2 && one && many && defOf(many).element === one) {
      current = one;
      continue;
    }
    if (def.type === "pipe") {
      // A codec or a coercing pipe: its input side says what the wire carries, and may itself be optional.
      const inner = shapeOf(def.in!, where);
      return { ...inner, required: required && inner.required, nullable: nullable || inner.nullable };
    }
    const kind = kindOf(def, where);
    return { kind, schema: current, required, nullable };
  }
}

function kindOf(def: Def, where: string): FieldShape["kind"] {
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "array":
    case "object":
    case "record":
      return def.type;
    case "enum":
    case "literal":
      return "choice";
    case "union": {
      const kinds = new Set(def.options!.map((option) => kindOf(defOf(option), where)));
      if (kinds.size === 1) return [...kinds][0]!;
      throw new CannotDerive(`${where}: a union of several kinds (${[...kinds].join(", ")})`);
    }
    default:
      throw new CannotDerive(`${where}: zod type "${def.type}" (teach testing/bad-input/schema-walk.ts)`);
  }
}

export const choicesOf = (schema: z.ZodType): unknown[] => {
  const def = defOf(schema);
  if (def.type === "enum") return Object.values(def.entries!);
  if (def.type === "literal") return def.values!;
  if (def.type === "union") return def.options!.flatMap(choicesOf);
  return [];
};

let sampleCount = 0;

/** Text candidates tried in turn until the schema takes one. */
const textCandidates = (min: number) =>
  // "US", "US-CA": codes of capitals (a country, a subdivision); "sweep.csv": a file name with an extension
  // every upload kind allows; a web address. Last, so no other field's sample changes.
  ["Sweep text", "1", "0.5", "Acme", "", "a", "US", "US-CA", "sweep.csv", "www.example.test"].map((t) =>
    t.padEnd(min, "x"),
  );

/**
 * A value `schema` accepts, built from its definition and confirmed by parsing. E-mail addresses are new
 * each time (rate limits count per address), ids are random (valid in form, naming nothing).
 */
export function sample(schema: z.ZodType, where: string): unknown {
  const value = candidate(schema, where);
  if (!schema.safeParse(value).success)
    throw new CannotDerive(`${where}: no valid sample (tried ${JSON.stringify(value)?.slice(0, 80)})`);
  return value;
}

/**
 * The first example a schema gives of itself (`.meta({ examples })`, shown in the OpenAPI document too),
 * when it is valid: for a body whose fields hang together (an identifier's number in its type's mask),
 * which no field-by-field sample can build.
 */
function ownExample(schema: z.ZodType): unknown {
  const example = (schema.meta() as { examples?: unknown[] } | undefined)?.examples?.[0];
  return example !== undefined && schema.safeParse(example).success ? structuredClone(example) : undefined;
}

function candidate(schema: z.ZodType, where: string): unknown {
  const example = ownExample(schema);
  if (example !== undefined) return example;
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
      return candidate(def.innerType!, where);
    case "pipe": {
      // Either side may be the one that says what is valid (a trimmed text piped into an e-mail rule).
      const tries = [candidate(def.in!, where), candidate(def.out!, where), ...textCandidates(1)];
      return firstAccepted(schema, tries) ?? tries[0];
    }
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape!).map(([key, field]) => [key, candidate(field, `${where}.${key}`)]),
      );
    case "array": {
      const count = Math.max(minLengthOf(schema), 1);
      return Array.from({ length: count }, (_, i) => candidate(def.element!, `${where}.${i}`));
    }
    case "record":
      return {};
    case "boolean":
      return true;
    case "enum":
    case "literal":
      return choicesOf(schema)[0];
    case "union":
      return firstAccepted(
        schema,
        def.options!.map((option) => candidate(option, where)),
      );
    case "number": {
      const min = checkValue(schema, "greater_than", "value");
      const max = checkValue(schema, "less_than", "value");
      const tries = [min ?? 1, (min ?? 0) + 1, 1, 10, 0.5, max ?? 1];
      return firstAccepted(schema, tries) ?? tries[0];
    }
    case "string": {
      if (def.format === "uuid" || def.format === "guid") return randomUUID();
      if (def.format === "email") return `sweep-${++sampleCount}@example.test`;
      if (def.format === "datetime") return new Date().toISOString();
      return firstAccepted(schema, textCandidates(minLengthOf(schema))) ?? "Sweep text";
    }
    default:
      throw new CannotDerive(`${where}: zod type "${def.type}" (teach testing/bad-input/schema-walk.ts)`);
  }
}

const firstAccepted = (schema: z.ZodType, values: unknown[]) =>
  values.find((value) => schema.safeParse(value).success);

/**
 * Every text field must say how long it may be: an unbounded one lets any caller store or hash
 * megabytes. Ids (a UUID has one length) and e-mail addresses bounded by their rule are the exceptions
 * only when they carry their own maximum.
 */
export function assertBoundedText(schema: z.ZodType, where: string) {
  const def = defOf(schema);
  if (def.format === "uuid" || def.format === "guid") return;
  if (maxLengthOf(schema) === undefined)
    throw new CannotDerive(`${where}: text without a maximum length (give it one in contracts)`);
}
