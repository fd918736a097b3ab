import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const minBytes = 1024;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every compressible file of the
 * build, once, so the api sends compressed files without compressing per request
 * (apps/api/src/plugins/web.ts serves them with @fastify/static's `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tierline:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesIn(outDir)) {
        if (!compressible.test(file) || (await stat(file)).size < minBytes) continue;
        const content = await readFile(file);
        await writeFile(
          `${file}.br`,
          await brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      }
    },
  };
}
