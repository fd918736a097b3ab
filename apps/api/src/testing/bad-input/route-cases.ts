import { randomUUID } from "node:crypto";
import { apiMessages, fieldMessages } from "@tierline/contracts";
import type { FastifySchema } from "fastify";
import type { z } from "zod";
import { type FieldDefect, fieldDefects, withValue } from "./field-cases";
import { CannotDerive, sample } from "./schema-walk";

/**
 * The bad-input sweep's requests for one route, derived from its own schemas: each is a valid request
 * with one thing wrong, and says what the api must answer.
 */

export interface SweepRoute {
  method: string;
  url: string;
  access: string;
  /** The object kind of each declared path parameter. */
  params: Record<string, string>;
  schema?: FastifySchema;
}

export interface SweepContext {
  /** An object of the signed-in owner's of this kind, for a declared path parameter. */
  idOf: (kind: string) => string;
  /** The signed-in owner's bearer header. */
  ownerHeaders: Record<string, string>;
  /** Bearer tokens that must not sign anyone in (forged, expired, of an unknown session...). */
  badTokens: Record<string, string>;
}

export type Expectation =
  /**
   * Refused with one of `statuses`; `fields` must be in the answer (with that message, when given), and
   * the answer's message is `message` when given.
   */
  | { refused: true; statuses: number[]; fields: Record<string, string | null>; message?: string }
  /** Any answer but a 5xx (a read with a harmless oddity, such as an unknown query parameter). */
  | { refused: false };

export interface SweepCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  expect: Expectation;
}

interface Request {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** A query string appended as it is (bytes a client may send that no value encodes to). */
  rawQuery?: string;
  body?: unknown;
  /** A body sent as it is, with `contentType`. */
  rawBody?: string;
  contentType?: string;
  headers: Record<string, string>;
}

const refused = (
  statuses: number[],
  fields: Record<string, string | null> = {},
  message?: string,
): Expectation => ({ refused: true, statuses, fields, ...(message === undefined ? {} : { message }) });
const tolerated: Expectation = { refused: false };

/** A query value in the address: UTF-8 percent-encoding, lone surrogates as the bytes a broken client sends. */
const encodeQueryText = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd")).replaceAll("%EF%BF%BD", "%ED%A0%80");

function queryString(query: Record<string, unknown>) {
  return Object.entries(query)
    .flatMap(([key, value]) =>
      value === undefined
        ? []
        : [value].flat().map((v) => `${encodeQueryText(key)}=${encodeQueryText(String(v))}`),
    )
    .join("&");
}

function build(route: SweepRoute, request: Request, label: string, expect: Expectation): SweepCase {
  const path = route.url.replace(/:(\w+)/g, (_, param: string) => request.params[param] ?? "");
  const query = [queryString(request.query), request.rawQuery].filter(Boolean).join("&");
  const headers = { ...request.headers };
  let payload: string | undefined;
  if (request.rawBody !== undefined) payload = request.rawBody;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers["content-type"] = request.contentType ?? "application/json";
  if (request.contentType === "") delete headers["content-type"];
  return { label, method: route.method, url: query ? `${path}?${query}` : path, headers, payload, expect };
}

/** The expectation for an input the route's schema judges (its own rules and the api's two on top). */
function judged(schema: z.ZodType, input: unknown, defect: FieldDefect): Expectation | null {
  if (defect.message) {
    const field = (defect.field ?? defect.path).join(".");
    return refused([400], field ? { [field]: defect.message } : {});
  }
  const verdict = schema.safeParse(input);
  if (verdict.success) return null;
  const fields = verdict.error.issues.map((issue) => issue.path.join(".")).filter(Boolean);
  return refused([400], Object.fromEntries(fields.map((field) => [field, null])));
}

const writes = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

/** Path parameter values that name no object of ours, or that no router or id rule should take. */
const badParamValues: Record<string, string> = {
  "not an id": "not-a-uuid",
  "an unknown id": randomUUID(),
  "the nil id": "00000000-0000-0000-0000-000000000000",
  "an id without dashes": randomUUID().replaceAll("-", ""),
  "an id in braces": `%7B${randomUUID()}%7D`,
  "an id with a suffix": `${randomUUID()}x`,
  "an id with NUL": `${randomUUID()}%00`,
  "an id with a space": `${randomUUID()}%20`,
  "an encoded slash": "a%2Fb",
  "dot segments": "..%2F..%2Fetc",
  SQL: "1'%20OR%20'1'%3D'1",
  "a number": "-1",
  null: "null",
  "an encoded lone surrogate": "a%ED%A0%80",
  "invalid percent-encoding": "%E0%A4%A",
  "a lone percent": "%",
  "101 characters": "a".repeat(101),
  "10,000 characters": "a".repeat(10_000),
};

/** Headers that say nothing the api acts on, sent with a valid read. */
const harmlessHeaders: Record<string, Record<string, string>> = {
  "a 100,000-character user agent": { "user-agent": "u".repeat(100_000) },
  "an odd Accept": { accept: "application/xml;q=2, */*;q=-1" },
  "an odd Accept-Language": { "accept-language": "zz-ZZ;q=abc,,," },
  "a request id with spaces": { "x-request-id": "a b c" },
  "a 10,000-character request id": { "x-request-id": "r".repeat(10_000) },
  "a forged forwarded address": { "x-forwarded-for": "1.2.3.4, not-an-ip" },
  "a foreign origin": { origin: "http://evil.example" },
  "junk cookies": { cookie: `a=${"c".repeat(5_000)}; ;;=; b` },
  "a method override": { "x-http-method-override": "DELETE" },
  "a range": { range: "bytes=999999999-" },
  "a malformed If-Modified-Since": { "if-modified-since": "yesterday" },
  "a strong If-None-Match": { "if-none-match": "*" },
  "an unknown Accept-Encoding": { "accept-encoding": "zstd;q=abc, br;q=2" },
  "an unknown Content-Encoding": { "content-encoding": "rot13" },
  "a Via chain": { via: `${"1.1 proxy, ".repeat(500)}1.1 last` },
};

/** Query strings with nothing the route reads, or broken in ways a parser must survive. */
const oddQueries: Record<string, string> = {
  "an unknown parameter": "sweep_unknown=1",
  "bracketed keys": "a[]=1&a[b]=2",
  "empty pairs": "&&&=&",
  "a key without a value": "sweep_flag",
  "NUL in an unknown parameter": "sweep=%00",
  "an unknown parameter given 50 times": Array(50).fill("s=1").join("&"),
  "list paging far out": "page=-1&page_size=1e9",
  "a NUL key": "%00=1",
  "a 5,000-character key": `${"k".repeat(5_000)}=1`,
  "the bytes of a lone surrogate": "s=a%ED%A0%80",
  "invalid percent-encoding": "s=%E0%A4%A",
  "a lone percent": "s=%",
  semicolons: "a=1;b=2",
  "plus signs and an encoded ampersand": "s=a+b%26c=d",
};

const unsupportedTypes = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
];

const malformedJson = ["{", '{"a":}', "{'a':1}", '{"a":1,}', "[1,]", "NaN", '{"a":1}}', "\u0000"];

/** A valid body with nested lists deeper than any schema in a field it does not take. */
const deepBody = (body: unknown) => {
  const fields = JSON.stringify(body).slice(1, -1);
  return `{${fields}${fields ? "," : ""}"sweep_deep":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
};

type Add = (label: string, request: Partial<Request>, expect: Expectation) => void;

/** The route's valid request: the owner's objects in the path, and samples of its query and body schemas. */
function validRequest(route: SweepRoute, context: SweepContext): Request {
  const where = `${route.method} ${route.url}`;
  const paramsSchema = route.schema?.params as z.ZodType | undefined;
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  const bodySchema = route.schema?.body as z.ZodType | undefined;
  const paramSample = paramsSchema ? (sample(paramsSchema, `${where} params`) as Record<string, string>) : {};
  const params = Object.fromEntries(
    [...route.url.matchAll(/:(\w+)/g)].map(([, param]) => {
      const kind = route.params[param!];
      return [param!, kind ? context.idOf(kind) : encodeURIComponent(paramSample[param!] ?? "x")];
    }),
  );
  let query: Record<string, unknown> = {};
  if (querySchema) {
    const sampled = sample(querySchema, `${where} query`) as Record<string, unknown>;
    query = Object.fromEntries(
      Object.entries(sampled)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    if (!querySchema.safeParse(query).success) throw new CannotDerive(`${where}: no valid query as text`);
  }
  const body = bodySchema ? sample(bodySchema, `${where} body`) : undefined;
  return { params, query, body, headers: route.access === "public" ? {} : context.ownerHeaders };
}

/** Broken, forged and foreign bearer tokens: refused on a guarded route, ignored on a public read. */
function tokenCases(add: Add, route: SweepRoute, context: SweepContext) {
  const bearers: Record<string, string> = {
    "an empty bearer": "Bearer ",
    "a bearer that is no token": "Bearer not-a-token",
    "a 100,000-character bearer": `Bearer ${"t".repeat(100_000)}`,
    "a three-part bearer of junk": "Bearer a.b.c",
    "Basic credentials": "Basic dXNlcjpwYXNz",
    "two bearers": `${context.ownerHeaders.authorization}, Bearer x`,
    ...Object.fromEntries(
      Object.entries(context.badTokens).map(([what, token]) => [what, `Bearer ${token}`]),
    ),
  };
  if (route.access !== "public") {
    add("no Authorization header", { headers: {} }, refused([401]));
    for (const [what, authorization] of Object.entries(bearers))
      add(what, { headers: { authorization } }, refused([401]));
  } else if (!writes(route.method)) {
    // A public read takes no token: one that is broken changes nothing.
    for (const [what, authorization] of Object.entries(bearers))
      add(what, { headers: { authorization } }, tolerated);
  }
}

/** A malformed X-Workspace-Id is bad input on every route, one rule for all (decisions, issue 8). */
function workspaceHeaderCases(add: Add, valid: Request) {
  const values: Record<string, string> = {
    "not an id": "not-a-uuid",
    empty: "",
    "two ids": `${randomUUID()}, ${randomUUID()}`,
    "1,000 characters": "w".repeat(1_000),
    "an id without dashes": randomUUID().replaceAll("-", ""),
  };
  for (const [what, value] of Object.entries(values)) {
    add(
      `X-Workspace-Id ${what}`,
      { headers: { ...valid.headers, "x-workspace-id": value } },
      refused([400], { "x-workspace-id": fieldMessages.workspaceHeaderInvalid }),
    );
  }
}

function paramCases(add: Add, valid: Request) {
  for (const param of Object.keys(valid.params)) {
    for (const [what, value] of Object.entries(badParamValues)) {
      add(
        `path ${param}: ${what}`,
        { params: { ...valid.params, [param]: value } },
        refused([400, 404, 414]),
      );
    }
  }
}

function queryCases(add: Add, route: SweepRoute, valid: Request) {
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  if (!querySchema) return;
  for (const defect of fieldDefects(querySchema, valid.query, [], "query")) {
    const input = withValue(valid.query, defect.path, defect.value) as Record<string, unknown>;
    // A lone surrogate cannot be written in an address: what arrives is invalid UTF-8, which the
    // query parser turns into other text; the read must survive it, whatever it makes of it.
    const expect = /surrogate/.test(defect.label) ? tolerated : judged(querySchema, input, defect);
    if (expect) add(`query ${defect.label}`, { query: input }, expect);
    else if (!writes(route.method)) add(`query ${defect.label} (accepted)`, { query: input }, tolerated);
  }
  const first = Object.keys(valid.query)[0] ?? "sweep";
  add(
    "query: an address over 8 KiB",
    { query: { ...valid.query, [first]: "q".repeat(100_000) } },
    refused([414]),
  );
}

/** What a read must survive: headers and query parameters it does not use, a body it does not take. */
function readCases(add: Add, valid: Request) {
  for (const [what, extra] of Object.entries(harmlessHeaders))
    add(what, { headers: { ...valid.headers, ...extra } }, tolerated);
  for (const [what, rawQuery] of Object.entries(oddQueries)) add(`query: ${what}`, { rawQuery }, tolerated);
  add("a JSON body on a read", { rawBody: '{"a":1}' }, tolerated);
  add("malformed JSON on a read", { rawBody: "{" }, tolerated);
  add("an XML body on a read", { rawBody: "<a/>", contentType: "application/xml" }, tolerated);
  add("an address over 8 KiB", { rawQuery: `sweep=${"q".repeat(9_000)}` }, refused([414]));
}

/**
 * Bodies a write must refuse before reading them: the wrong type, broken JSON, too large, poisoned. A
 * route that takes a form (`schema.consumes`, the local storage's upload link) is not sent one as wrong.
 */
function bodyParsingCases(add: Add, route: SweepRoute) {
  const consumes = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).map(
    (type) => type.split(";")[0],
  );
  for (const type of unsupportedTypes.filter((t) => !consumes.includes(t.split(";")[0]!)))
    add(`a body of ${type}`, { rawBody: "a=1", contentType: type }, refused([415]));
  add("a body without a content type", { rawBody: "a=1", contentType: "" }, refused([415]));
  for (const json of malformedJson)
    add(`malformed JSON ${JSON.stringify(json)}`, { rawBody: json }, refused([400]));
  add("an empty JSON body", { rawBody: "" }, refused([400]));
  // Said as a body too large: the api takes no files, so the status table's "File too large" is wrong here.
  add(
    "a body over 128 KiB",
    { rawBody: JSON.stringify({ sweep: "b".repeat(200_000) }) },
    refused([413], {}, apiMessages.bodyTooLarge),
  );
  add("a __proto__ key", { rawBody: '{"__proto__":{"polluted":1}}' }, refused([400]));
  add(
    "a constructor.prototype key",
    { rawBody: '{"constructor":{"prototype":{"polluted":1}}}' },
    refused([400]),
  );
}

/** Every defect of every field of the body schema, each in an otherwise valid body. */
function bodyCases(add: Add, route: SweepRoute, valid: Request) {
  const bodySchema = route.schema?.body as z.ZodType | undefined;
  if (!bodySchema) return;
  const roots = { "a list": [], text: "text", "a number": 42, null: null, true: true };
  for (const [what, root] of Object.entries(roots)) {
    const expect = judged(bodySchema, root, { label: what, path: [], value: root });
    if (expect) add(`body: ${what} instead of an object`, { body: root }, expect);
  }
  add(
    "body: nested 10,000 deep in an unknown field",
    { rawBody: deepBody(valid.body) },
    refused([400], { sweep_deep: fieldMessages.fieldUnknown }),
  );
  for (const defect of fieldDefects(bodySchema, valid.body, [], "body")) {
    const input = withValue(valid.body, defect.path, defect.value);
    const expect = judged(bodySchema, input, defect);
    // A defect the schema takes is no defect: sent as a write, it would change data.
    if (expect) add(`body ${defect.label}`, { body: input }, expect);
  }
}

/**
 * Every request the sweep sends to `route`, and the valid request they are variations of (the sweep
 * sends a read's valid request before it looks at the data, since some reads create rows the first
 * time). A schema part it cannot read throws `CannotDerive`.
 */
export function casesFor(route: SweepRoute, context: SweepContext): { valid: SweepCase; cases: SweepCase[] } {
  const valid = validRequest(route, context);
  const cases: SweepCase[] = [];
  const add: Add = (label, request, expect) =>
    cases.push(build(route, { ...valid, ...request }, label, expect));
  tokenCases(add, route, context);
  workspaceHeaderCases(add, valid);
  paramCases(add, valid);
  queryCases(add, route, valid);
  if (writes(route.method)) {
    bodyParsingCases(add, route);
    bodyCases(add, route, valid);
  } else {
    readCases(add, valid);
  }
  return { valid: build(route, valid, "valid", tolerated), cases };
}
