import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The real schedule in the shared data folder (see its SOURCE.md). The folder lies beside the
 * repository root (`../shared/data`), or wherever SHARED_DATA_DIR points; tests over it are skipped,
 * saying so in their title, when it is absent.
 */
const sharedData =
  process.env.SHARED_DATA_DIR ?? fileURLToPath(new URL("../../../../../shared/data", import.meta.url));

export const htsChaptersDir = join(sharedData, "hts", "chapters");
export const htsChaptersPresent = existsSync(htsChaptersDir);
export const htsChaptersTitle = `the USITC chapter files in ${htsChaptersDir}${htsChaptersPresent ? "" : " (absent: skipped)"}`;
