import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app";
import { webCacheControl } from "./web";

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab3dE_f9.js"></script></head><body><div id="root"></div></body></html>`;
const loginHtml = `<!doctype html><html><body><div id="root"><main>Sign in to Tierline</main></div></body></html>`;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** A build folder as the web build leaves it: each compressible file with its .br and .gz copies. */
function writeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tierline-web-"));
  mkdirSync(path.join(dir, "assets"));
  const files: Record<string, string> = {
    "index.html": indexHtml,
    "login.html": loginHtml,
    "assets/index-Ab3dE_f9.js": script,
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    if (name.endsWith(".svg")) continue;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = writeDist();
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the SPA's files", () => {
  it("sends index.html brotli-compressed and never cached", async () => {
    const res = await t.app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it("sends the SPA fallback for client routes the same way", async () => {
    const res = await t.app.inject({
      url: "/settings/members?status=%22INVITED%22",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it("sends the prerendered sign-in page for /login, whatever its query, never cached", async () => {
    for (const url of ["/login", "/login?next=%2Fsettings%2Fmembers"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(loginHtml);
    }
    const other = await t.app.inject({ url: "/login/elsewhere", headers: { "accept-encoding": "identity" } });
    expect(other.body).toBe(indexHtml);
  });

  it("sends hashed assets gzip-compressed to gzip-only clients, cached for a year as immutable", async () => {
    const res = await t.app.inject({
      url: "/assets/index-Ab3dE_f9.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    const res = await t.app.inject({
      url: "/assets/index-Ab3dE_f9.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toBe(script);
  });

  it("lets browsers keep unhashed files only after checking them", async () => {
    const res = await t.app.inject({ url: "/favicon.svg", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers 404 to an asset the build does not hold (an old chunk after a release), not index.html", async () => {
    for (const url of [
      "/assets/index-Old0ld_a.js",
      "/assets/chunk-Zz9yXw8v.css",
      "/assets/",
      "/assets/a/b.js",
    ]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ status: 404, code: "NOT_FOUND" });
      expect(res.headers["cache-control"] ?? "", url).not.toMatch(/immutable/);
    }
    // A client route that merely looks like a file's path still loads the app.
    const route = await t.app.inject({ url: "/settings/assets/x", headers: { "accept-encoding": "br" } });
    expect(route.statusCode).toBe(200);
    expect(brotliDecompressSync(route.rawPayload).toString()).toBe(indexHtml);
  });

  it("leaves the api's answers to the api", async () => {
    const res = await t.app.inject({ url: "/api/v1/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"] ?? "").not.toMatch(/immutable/);
    const missing = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("webCacheControl", () => {
  it("tells hashed assets from other files", () => {
    expect(webCacheControl("assets/vendor-C2kq9ZxA.js.br")).toBe("public, max-age=31536000, immutable");
    expect(webCacheControl("assets/index-Dz01_kLm.css")).toBe("public, max-age=31536000, immutable");
    expect(webCacheControl("index.html.gz")).toBe("no-store");
    expect(webCacheControl("login.html.br")).toBe("no-store");
    expect(webCacheControl("favicon.svg")).toBe("no-cache");
    expect(webCacheControl("assets/logo.svg")).toBe("no-cache");
  });
});

describe("security headers", () => {
  it("are on every answer, the SPA's pages, the api's answers and its errors alike", async () => {
    for (const url of ["/", "/login", "/api/v1/health", "/api/v1/users/me", "/api/v1/no-such-route"]) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toMatch(/default-src 'self'/);
      expect(csp, url).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(csp, url).toMatch(/img-src 'self' data: blob:/);
      expect(csp, url).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });
});
