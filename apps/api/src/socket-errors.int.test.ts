import net from "node:net";
import { apiErrorSchema } from "@tierline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./testing/test-app";

/**
 * What a client gets from the api over a real socket when Node's HTTP parser or Fastify's router refuse
 * a request before any route runs: `app.inject` skips the parser, so these are sent as raw bytes.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` in one piece and reads the whole answer (the api closes refused connections). */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error("no answer within 5 s")));
  });
}

const get = (target: string, extraHeaders = "") =>
  send(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`);

/** The documented error shape, its status equal to the HTTP status, not cacheable, repeating nothing sent. */
function expectDocumentedError(answer: RawAnswer, status: number, code: string, sent: string[] = []) {
  expect(answer.status).toBe(status);
  const body = apiErrorSchema.strict().parse(JSON.parse(answer.body));
  expect(body).toMatchObject({ status, code });
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["permissions-policy"]).toContain("camera=()");
  for (const text of sent) expect(answer.body).not.toContain(text);
}

describe("over a real socket", () => {
  it("answers 414 to an address over 8 KiB, whether Fastify or Node's parser catches it", async () => {
    const long = `/api/v1/users/me?x=${"a".repeat(9_000)}`;
    expectDocumentedError(await get(long), 414, "URI_TOO_LONG", ["aaaaaaaa"]);
    const tooLongForTheParser = `/api/v1/users/me?x=${"b".repeat(20_000)}`;
    expectDocumentedError(await get(tooLongForTheParser), 414, "URI_TOO_LONG", ["bbbbbbbb"]);
  });

  it("answers 414 to a path segment longer than any id", async () => {
    expectDocumentedError(await get(`/api/v1/workspaces/${"c".repeat(10_000)}`), 414, "URI_TOO_LONG", [
      "cccc",
    ]);
  });

  it("answers 431 to headers over 16 KiB", async () => {
    const answer = await get("/api/v1/users/me", `Cookie: session=${"d".repeat(20_000)}\r\n`);
    expectDocumentedError(answer, 431, "HEADERS_TOO_LARGE", ["dddddddd"]);
  });

  it("answers 415 to a body that is not JSON", async () => {
    for (const type of [
      "text/xml",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]) {
      const body = "email=a%40b.test";
      const answer = await send(
        `POST /api/v1/auth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expectDocumentedError(answer, 415, "UNSUPPORTED_MEDIA_TYPE", ["a%40b.test"]);
    }
  });

  it("answers 400 to an address that is not valid percent-encoding, without repeating it", async () => {
    expectDocumentedError(await get("/api/v1/memberships/code/%E0%A4%A"), 400, "VALIDATION", ["%E0%A4%A"]);
    expectDocumentedError(await get("/api/v1/memberships/code/a%ED%A0%80"), 400, "VALIDATION", ["%ED%A0%80"]);
  });

  it("answers 400 to requests the HTTP parser refuses", async () => {
    for (const request of [
      "GET /api/v1/users/me HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0000b\r\n\r\n",
      "GET /api/v1/users me HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "BREW /api/v1/users/me HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "POST /api/v1/auth/token HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
    ]) {
      expectDocumentedError(await send(request), 400, "VALIDATION");
    }
  });

  it("answers 400 to malformed JSON and to an empty JSON body", async () => {
    for (const body of ["{bad", ""]) {
      const answer = await send(
        `POST /api/v1/auth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expectDocumentedError(answer, 400, "VALIDATION");
    }
  });
});
