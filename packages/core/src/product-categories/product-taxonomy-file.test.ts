import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { loadProductTaxonomy, productTaxonomyHolder, taxonomyRetryMs } from "./product-taxonomy-file";

const fixture = fileURLToPath(new URL("./fixtures/taxonomy-sample.en-US.txt", import.meta.url));

// A local stand-in for Google's publication: the official format over HTTP, failing while `down`.
let server: Server;
let base: string;
let down = false;
let requests = 0;
beforeAll(async () => {
  const body = await readFile(fixture);
  server = createServer((req, res) => {
    requests += 1;
    if (down || req.url !== "/taxonomy-with-ids.en-US.txt") {
      res.writeHead(down ? 503 : 404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const quietLogger = () => {
  const lines: string[] = [];
  const log = (_: object, msg?: string) => lines.push(msg ?? "");
  return { lines, logger: { info: log, warn: log, error: log } };
};

describe("where the taxonomy comes from", () => {
  it("reads a file the operator names", async () => {
    const taxonomy = await loadProductTaxonomy({ file: fixture });
    expect(taxonomy.byId(212)?.path).toEqual(["Apparel & Accessories", "Clothing", "Shirts & Tops"]);
  });

  it("downloads the publication when no file is named", async () => {
    const taxonomy = await loadProductTaxonomy({ url: `${base}/taxonomy-with-ids.en-US.txt` });
    expect(taxonomy.version).toBe("2021-09-21");
    expect(taxonomy.byId(3994)?.name).toBe("Piñatas");
  });

  it("says which address failed, without its query", async () => {
    await expect(loadProductTaxonomy({ url: `${base}/missing.txt?key=secret` })).rejects.toThrow(
      `${base}/missing.txt answered HTTP 404`,
    );
  });
});

/** A clock the test moves: the holder's `now`. */
const clock = () => {
  let at = Date.parse("2026-11-25T12:00:00Z");
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
};

describe("the holder", () => {
  it("answers 503 while the publication cannot be had, logs why, and tries again on a use a minute later", async () => {
    const { lines, logger } = quietLogger();
    const time = clock();
    const holder = productTaxonomyHolder({ url: `${base}/taxonomy-with-ids.en-US.txt` }, logger, time.now);
    down = true;
    const failed = await holder.get().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).code).toBe("SERVICE_UNAVAILABLE");
    expect(lines).toContain("product taxonomy could not be loaded");
    down = false;
    // Inside the minute after a failure: 503 at once, nothing downloaded, the catalogue's reads do without.
    const tried = requests;
    time.advance(taxonomyRetryMs - 1);
    await expect(holder.get()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(holder.peek()).toBeUndefined();
    expect(requests).toBe(tried);
    time.advance(1);
    expect((await holder.get()).byId(1)?.name).toBe("Animals & Pet Supplies");
    expect(holder.peek()?.byId(1)?.name).toBe("Animals & Pet Supplies");
    const before = requests;
    await holder.get();
    expect(requests).toBe(before);
  });

  it("starts a load for a read that does without the tree, once the wait after a failure is over", async () => {
    const { logger } = quietLogger();
    const time = clock();
    const holder = productTaxonomyHolder({ url: `${base}/taxonomy-with-ids.en-US.txt` }, logger, time.now);
    down = true;
    await expect(holder.get()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    down = false;
    time.advance(taxonomyRetryMs);
    expect(holder.peek()).toBeUndefined();
    await expect.poll(() => holder.peek()?.byId(1)?.name).toBe("Animals & Pet Supplies");
  });

  it("stops start-up on a bad named file, but only logs a publication it cannot reach", async () => {
    const { logger } = quietLogger();
    await expect(
      productTaxonomyHolder({ file: "/nonexistent/taxonomy.txt" }, logger).warm(),
    ).rejects.toThrow();
    down = true;
    const { lines, logger: bgLogger } = quietLogger();
    await productTaxonomyHolder({ url: `${base}/taxonomy-with-ids.en-US.txt` }, bgLogger).warm();
    await expect.poll(() => lines).toContain("product taxonomy could not be loaded");
    down = false;
  });
});
