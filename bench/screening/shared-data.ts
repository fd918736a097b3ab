import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The shared public data (lists, name dictionaries): SHARED_DATA_DIR, else ../shared/data beside the repository. */
export const dataDir = resolve(process.env.SHARED_DATA_DIR ?? join(root, "../shared/data"));

/**
 * The folder of restricted-party lists the screening benchmarks read; when it is missing (a machine
 * without the shared data), says so and ends the process with success: a benchmark with no data is
 * skipped, not failed.
 */
export function sanctionsDirOrSkip(benchmark: string): string {
  const sanctionsDir = join(dataDir, "sanctions");
  if (!existsSync(sanctionsDir)) {
    console.log(`[bench] ${sanctionsDir} not found: ${benchmark} needs the shared list data; skipped.`);
    process.exit(0);
  }
  return sanctionsDir;
}
