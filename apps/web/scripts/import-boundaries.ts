import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The web's import rules (architecture rule 1, patterns.md "Do not copy"), checked over the import
 * graph of apps/web/src:
 * - a feature never imports another feature (features/X -> features/Y): the app composes features
 *   (app/), and what two features share lives in lib/ or components/;
 * - components/ and lib/ are shared by every feature, so they never import a feature;
 * - the web never imports server code: @tierline/core, @tierline/db, Prisma, Fastify (it talks to the
 *   api through @tierline/contracts only). Biome's noRestrictedImports says the same in the editor.
 * app/ and test/ may import anything.
 */
export interface BoundaryViolation {
  file: string;
  specifier: string;
  rule: string;
}

const serverPackages =
  /^(@tierline\/(core|db|screening)|@prisma\/|prisma$|prisma\/|fastify$|fastify\/|@fastify\/)/;
const sourceFile = /\.(ts|tsx)$/;
// `import x from "y"`, `import "y"`, `export ... from "y"`, `import("y")`.
const importPattern =
  /(?:\bimport|\bexport)\s[^"'`;]*?from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (sourceFile.test(entry.name)) yield full;
  }
}

/** The import specifiers of one file's text. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** `features/memberships/...` -> {area: "features", feature: "memberships"}; `lib/x.ts` -> {area: "lib"}. */
function placeOf(srcDir: string, file: string): { area: string; feature?: string } {
  const [area = "", feature] = path.relative(srcDir, file).split(path.sep);
  return area === "features" ? { area, feature } : { area };
}

export function findBoundaryViolations(srcDir: string): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = placeOf(srcDir, file);
    const relativeFile = path.relative(srcDir, file);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (serverPackages.test(specifier)) {
        violations.push({
          file: relativeFile,
          specifier,
          rule: "the web imports no server code (core, db, Prisma, Fastify)",
        });
        continue;
      }
      if (!specifier.startsWith(".")) continue;
      const to = placeOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (to.area !== "features") continue;
      if ((from.area === "components" || from.area === "lib") && to.area === "features") {
        violations.push({
          file: relativeFile,
          specifier,
          rule: `${from.area}/ is shared and imports no feature`,
        });
      } else if (from.area === "features" && to.feature !== from.feature) {
        violations.push({
          file: relativeFile,
          specifier,
          rule: "a feature imports no other feature (app/ composes them; shared code goes to lib/ or components/)",
        });
      }
    }
  }
  return violations;
}
