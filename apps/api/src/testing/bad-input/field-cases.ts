import { fieldMessages } from "@tierline/contracts";
import type { z } from "zod";
import {
  assertBoundedText,
  CannotDerive,
  choicesOf,
  defOf,
  type FieldShape,
  maxLengthOf,
  minLengthOf,
  shapeOf,
} from "./schema-walk";

/**
 * Malformed values for every field of a body or query schema, each put into an otherwise valid input,
 * so that a value the api fails to refuse reaches the service and the database as it would in real use.
 */

export type Path = (string | number)[];
/** Put in place of a value: the field is left out. */
export const MISSING = Symbol("missing");

export interface FieldDefect {
  /** Where the defect is ("first_name", "invites.0.email"), and what it is. */
  label: string;
  path: Path;
  value: unknown;
  /** Where the api says it, when not at `path` (an unknown field is named by its own key). */
  field?: Path;
  /**
   * What the api must say on the field, when the rule is the api's own rather than the schema's:
   * invalid characters and unknown body fields. Otherwise the schema's own verdict on the whole input
   * decides whether the defect must be refused, and on which fields.
   */
  message?: string;
}

const huge = "x".repeat(100_000);

/** Characters no text may hold (see contracts' text-characters.ts), each inside otherwise plain text. */
export const invalidTexts: Record<string, string> = {
  NUL: "a\u0000b",
  "high surrogate alone": "\ud800x",
  "low surrogate alone": "x\udc00",
  "surrogates reversed": "\udc00\ud800",
  "bell control character": "a\u0007b",
  DEL: "a\u007fb",
  "escape sequence": "\u001b[31mred",
};

const withDefects = (path: Path, where: string, values: Record<string, unknown>): FieldDefect[] =>
  Object.entries(values).map(([what, value]) => ({ label: `${where}: ${what}`, path, value }));

function textDefects(shape: FieldShape, path: Path, where: string, part: "body" | "query"): FieldDefect[] {
  assertBoundedText(shape.schema, where);
  const max = maxLengthOf(shape.schema) ?? 36;
  const defects = withDefects(path, where, {
    empty: "",
    blank: "   ",
    "one over the maximum": "y".repeat(max + 1),
    // In a query a 100,000-character value makes the address too long (414), which is tested as such.
    ...(part === "body" ? { "100,000 characters": huge } : { "4,000 characters": "y".repeat(4_000) }),
    "a number": part === "body" ? 42 : "42",
  });
  if (defOf(shape.schema).format === "email")
    defects.push(...withDefects(path, where, { "no domain": "a@" }));
  for (const [what, text] of Object.entries(invalidTexts)) {
    defects.push({ label: `${where}: ${what}`, path, value: text, message: fieldMessages.textInvalid });
  }
  return defects;
}

function numberDefects(path: Path, where: string, part: "body" | "query"): FieldDefect[] {
  if (part === "query") {
    return withDefects(path, where, {
      negative: "-1",
      zero: "0",
      fraction: "1.5",
      exponent: "1e3",
      hexadecimal: "0x10",
      NaN: "NaN",
      Infinity: "Infinity",
      "past 2^64": "99999999999999999999",
      "leading space": " 5",
      "plus sign": "+5",
      "not a number": "ten",
    });
  }
  return withDefects(path, where, {
    negative: -1,
    zero: 0,
    fraction: 1.5,
    "1e21": 1e21,
    "past 2^53": 2 ** 53 + 2,
    "as text": "1",
    "not a number": "ten",
  });
}

/** A choice spelt almost right: in the other case, or (a number) with a digit more. */
const nearMiss = (choice: unknown) => {
  if (typeof choice !== "string") return `${choice}0`;
  return choice.toLowerCase() === choice ? choice.toUpperCase() : choice.toLowerCase();
};

function choiceDefects(shape: FieldShape, path: Path, where: string, part: "body" | "query"): FieldDefect[] {
  const first = choicesOf(shape.schema)[0];
  return [
    ...withDefects(path, where, {
      "not a choice": "NOT_A_CHOICE",
      "a choice in other case": nearMiss(first),
      "a number": part === "body" ? 42 : "42",
    }),
    {
      label: `${where}: a choice with NUL`,
      path,
      value: `${String(first)}\u0000`,
      message: fieldMessages.textInvalid,
    },
  ];
}

/** Defects of one field and, for lists and objects, of everything inside it. */
export function fieldDefects(
  schema: z.ZodType,
  baseline: unknown,
  path: Path,
  part: "body" | "query",
): FieldDefect[] {
  const where = path.join(".") || "(input)";
  const shape = shapeOf(schema, where);
  const defects: FieldDefect[] = [];
  if (path.length > 0) {
    const isItem = typeof path[path.length - 1] === "number";
    if (shape.required && !isItem) defects.push({ label: `${where}: missing`, path, value: MISSING });
    if (part === "query") {
      if (shape.kind !== "array")
        defects.push(...withDefects(path, where, { "given twice": [baseline, baseline] }));
      defects.push(...withDefects(path, where, { "empty value": "" }));
    } else {
      defects.push(
        ...withDefects(path, where, {
          null: null,
          "a list instead": [baseline],
          "an object instead": { value: baseline },
          ...(shape.kind === "boolean" ? { "true as text": "true", one: 1 } : { "a boolean": true }),
        }),
      );
    }
  }
  switch (shape.kind) {
    case "string":
      return [...defects, ...textDefects(shape, path, where, part)];
    case "number":
      return [...defects, ...numberDefects(path, where, part)];
    case "choice":
      return [...defects, ...choiceDefects(shape, path, where, part)];
    case "boolean":
      return defects;
    case "array":
      return [...defects, ...arrayDefects(shape, baseline as unknown[], path, where, part)];
    case "object":
    case "record":
      return [...defects, ...objectDefects(shape, baseline as Record<string, unknown>, path, where, part)];
  }
}

function arrayDefects(
  shape: FieldShape,
  baseline: unknown[],
  path: Path,
  where: string,
  part: "body" | "query",
) {
  if (part === "query")
    throw new CannotDerive(`${where}: list-valued query parameters (teach field-cases.ts)`);
  const element = defOf(shape.schema).element!;
  const max = maxLengthOf(shape.schema);
  const defects = withDefects(path, where, {
    ...(minLengthOf(shape.schema) > 0 ? { "an empty list": [] } : {}),
    ...(max !== undefined ? { "one item over the maximum": Array(max + 1).fill(baseline[0]) } : {}),
    "an item repeated": [baseline[0], baseline[0]],
    "a list of nulls": [null],
    "a list in a list": [baseline],
  });
  if (max === undefined)
    throw new CannotDerive(`${where}: a list without a maximum length (give it one in contracts)`);
  // Every defect of the first item, inside an otherwise valid list.
  return [...defects, ...fieldDefects(element, baseline[0], [...path, 0], part)];
}

function objectDefects(
  shape: FieldShape,
  baseline: Record<string, unknown>,
  path: Path,
  where: string,
  part: "body" | "query",
): FieldDefect[] {
  const defects: FieldDefect[] = [];
  if (part === "body") {
    const at = (key: string) => ({ ...baseline, [key]: 1 });
    // A key that is not a plain name is said on the object holding it (the answer never repeats it);
    // at the top, that object is the body itself.
    const holder = path.length ? path : ["body"];
    defects.push(
      {
        label: `${where}: an unknown field`,
        path,
        value: at("sweep_unknown"),
        field: [...path, "sweep_unknown"],
        message: fieldMessages.fieldUnknown,
      },
      {
        label: `${where}: a key with NUL`,
        path,
        value: at("a\u0000b"),
        field: holder,
        message: fieldMessages.textInvalid,
      },
      {
        label: `${where}: a key with a control character`,
        path,
        value: at("a\u0007b"),
        field: holder,
        message: fieldMessages.textInvalid,
      },
      {
        label: `${where}: a key with a lone surrogate`,
        path,
        value: at("\ud800"),
        field: holder,
        message: fieldMessages.textInvalid,
      },
      {
        label: `${where}: a 100,000-character key`,
        path,
        value: at(huge),
        field: holder,
        message: fieldMessages.fieldUnknown,
      },
    );
  }
  if (shape.kind === "record") return defects;
  // A union of objects (a body told apart by a field such as `action`): the fields of the option the
  // baseline is.
  const options = defOf(shape.schema).options;
  const object = options?.find((option) => option.safeParse(baseline).success) ?? shape.schema;
  for (const [key, field] of Object.entries(defOf(object).shape!)) {
    defects.push(...fieldDefects(field, baseline[key], [...path, key], part));
  }
  return defects;
}

/** `input` with `value` at `path` (a copy; MISSING removes the field). */
export function withValue(input: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<
    string | number,
    unknown
  >;
  const next = withValue(copy[head], rest, value);
  if (next === MISSING) delete copy[head];
  else copy[head] = next;
  return copy;
}
