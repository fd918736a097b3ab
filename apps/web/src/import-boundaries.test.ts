import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findBoundaryViolations, importsOf } from "../scripts/import-boundaries";

const srcDir = import.meta.dirname;
// Written as variables, so this file's own text imports no server package in the checker's eyes.
const corePackage = "@tierline/core";
const dbPackage = "@tierline/db";
const repoRoot = path.resolve(srcDir, "../../..");
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A source tree of the given files under a temporary folder. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tierline-boundaries-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("import boundaries of the web", () => {
  it("hold in apps/web/src", () => {
    expect(findBoundaryViolations(srcDir)).toEqual([]);
  });

  it("fail on a feature importing another feature, shared code importing a feature, and server code", () => {
    const dir = tree({
      "features/memberships/components/list.tsx": `import { useMe } from "../../users/api/get-me";\nimport { x } from "../api/own";`,
      "features/memberships/api/own.ts": `export const x = 1;`,
      "features/users/api/get-me.ts": `import { z } from "zod";\nexport const useMe = () => z;`,
      "features/users/index.ts": `export * from "./api/get-me";`,
      "features/vendors/routes/page.tsx": `import { useMe } from "../../users";\nconst lazy = () => import("../../memberships/api/own");`,
      "components/table.tsx": `import type { Me } from "../features/users/api/get-me";`,
      "lib/session.ts": `import "../features/users/api/get-me";\nimport { db } from "${dbPackage}";`,
      "app/router.tsx": `import { useMe } from "../features/users/api/get-me";`,
      "test/render.tsx": `import { x } from "../features/memberships/api/own";`,
    });
    const found = findBoundaryViolations(dir).map(({ file, specifier }) => `${file} -> ${specifier}`);
    expect(found.sort()).toEqual(
      [
        `${path.join("components", "table.tsx")} -> ../features/users/api/get-me`,
        `${path.join("features", "memberships", "components", "list.tsx")} -> ../../users/api/get-me`,
        `${path.join("features", "vendors", "routes", "page.tsx")} -> ../../memberships/api/own`,
        `${path.join("features", "vendors", "routes", "page.tsx")} -> ../../users`,
        `${path.join("lib", "session.ts")} -> ../features/users/api/get-me`,
        `${path.join("lib", "session.ts")} -> @tierline/db`,
      ].sort(),
    );
  });

  it("reads every form of import", () => {
    const text = [
      `import a from "./a";`,
      `import { b,\n  c } from "./b";`,
      `import type { D } from "./d";`,
      `export { e } from "./e";`,
      `export * from "./f";`,
      `import "./g.css";`,
      `const h = await import("./h");`,
    ].join("\n");
    expect(importsOf(text)).toEqual(["./a", "./b", "./d", "./e", "./f", "./g.css", "./h"]);
  });

  it("are also Biome's: linting a web file that imports core or Fastify fails", () => {
    const probe = path.join(srcDir, `boundary-probe-${process.pid}.ts`);
    writeFileSync(
      probe,
      `import { buildServices } from "${corePackage}";\nimport "@fastify/static";\nexport const x = buildServices;\n`,
    );
    cleanups.push(() => rmSync(probe, { force: true }));
    const lint = () =>
      execFileSync(path.join(repoRoot, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=20", probe], {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: "pipe",
      });
    let output = "";
    expect(() => {
      try {
        lint();
      } catch (error) {
        output = `${(error as { stdout?: string }).stdout ?? ""}${(error as { stderr?: string }).stderr ?? ""}`;
        throw error;
      }
    }).toThrow();
    expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
  });
});
