import { gzipSync } from "node:zlib";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Initial JavaScript of the sign-in page, gzip: above this the build fails (issue 8). */
export const initialJsBudgetBytes = 250 * 1000;

/**
 * The chunks a first visit to the sign-in page downloads: the entry that index.html loads and every
 * chunk it imports statically (Vite's modulepreloads), followed through their own static imports.
 * Lazy route chunks are left out: they load when their route is visited.
 */
export function initialChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].map((name) => chunks.get(name)).filter((chunk): chunk is OutputChunk => Boolean(chunk));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Prints the sign-in page's initial JavaScript (each chunk and the total, gzip level 9, as the api
 * serves it) and fails the build when the total is above the budget, so a screen that slips into the
 * first load is caught where it is added.
 */
export function bundleBudget(budget = initialJsBudgetBytes): Plugin {
  // A build with NODE_ENV other than production (the e2e server's) carries React's development
  // build: its size says nothing about what users download, so it is printed but not held to the budget.
  let production = true;
  return {
    name: "tierline:bundle-budget",
    apply: "build",
    configResolved(config) {
      production = config.isProduction;
    },
    generateBundle(_options, bundle) {
      const rows = initialChunks(bundle).map((chunk) => ({
        file: chunk.fileName,
        gzip: gzipSync(chunk.code, { level: 9 }).length,
      }));
      const total = rows.reduce((sum, row) => sum + row.gzip, 0);
      const lines = rows
        .sort((a, b) => b.gzip - a.gzip)
        .map((row) => `  ${kb(row.gzip).padStart(10)}  ${row.file}`);
      const verdict = `initial JS of the sign-in page: ${kb(total)} gzip (budget ${kb(budget)})`;
      const note = production ? "" : " [not a production build: budget not checked]";
      console.log(["", ...lines, verdict + note, ""].join("\n"));
      if (production && total > budget) this.error(`${verdict}: over budget by ${kb(total - budget)}`);
    },
  };
}
