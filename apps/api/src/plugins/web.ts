import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Vite's content-hashed build output (`assets/index-B3x9kQ_a.js`): a new build gives new names. */
const hashedAsset = /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The cache rule of each file of the SPA, by its path inside the build folder. */
export function webCacheControl(relativePath: string): string {
  const file = relativePath
    .replace(/\.(br|gz)$/, "")
    .split(path.sep)
    .join("/");
  // Hashed names never change content: browsers keep them a year without asking again.
  if (hashedAsset.test(file)) return "public, max-age=31536000, immutable";
  // The pages (index.html, prerendered ones) name the current build's assets: never kept, so a release
  // is seen at the next load.
  if (/^[^/]+\.html$/.test(file)) return "no-store";
  // Unhashed files (favicon...) may be kept but are checked against their ETag each time.
  return "no-cache";
}

/**
 * Whether an unknown GET is a client route, answered with index.html so the SPA routes it (a link from
 * a mail, a reload). Not the api's, and not a build file: an asset missing after a release (an old tab
 * asking for an old chunk) is 404, never index.html, which a browser would try to run as a script.
 */
export const isClientRoute = (url: string) => !url.startsWith("/api/") && !url.startsWith("/assets/");

/**
 * Serves the built SPA from the api's origin. The web build writes a brotli and a gzip copy beside
 * every compressible file (apps/web/scripts/precompress.ts), and the copy the browser accepts is sent
 * (`preCompressed`), with no compression work per request. A page the build prerendered (`login.html`,
 * apps/web/scripts/prerender.ts) is sent for its route (`/login`); answers whether the SPA is served
 * (the not-found handler then sends index.html for every other client route, through the same rules).
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir) return false;
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "WEB_DIST_DIR has no index.html: the web app is not served");
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header("cache-control", webCacheControl(path.relative(root, filePath)));
    },
  });
  for (const page of readdirSync(root).filter((name) => name.endsWith(".html") && name !== "index.html"))
    app.get(`/${page.slice(0, -".html".length)}`, (_request, reply) => reply.sendFile(page));
  return true;
}
