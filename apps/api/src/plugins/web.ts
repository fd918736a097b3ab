import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built SPA from the api's origin. Answers whether it is served (the not-found handler needs to know). */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir) return false;
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "WEB_DIST_DIR has no index.html: the web app is not served");
    return false;
  }
  await app.register(fastifyStatic, { root, wildcard: false });
  return true;
}
