import { importMessages } from "@tierline/contracts";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import { runVendorImport, type VendorImportRunDeps } from "./vendor-import-run";
import { createVendorImportsRepository } from "./vendor-imports.repository";

export type VendorImportJobContext = VendorImportRunDeps;

/**
 * Imports an uploaded vendor list (POST /entities/add-vendors/{resourceId}). Resumable and idempotent:
 * a retry, or a run taken over after its worker died, starts after the import's checkpoint, and the
 * dedupe key keeps any vendor from being created twice. One file at a time per worker: an import is
 * CPU and memory bound, and a second in parallel would only share the same cores.
 */
export const importVendorsJob = defineJob({
  name: "vendors.import",
  schema: z.object({ importId: z.uuid() }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 5_000 },
    removeOnComplete: { count: 100 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  worker: { concurrency: 1 },
  async handle(data, ctx: VendorImportJobContext & JobContext) {
    try {
      await runVendorImport(ctx, data.importId, ctx.progress);
    } catch (error) {
      // The last attempt failed on something other than the file (the database, storage): said on the import.
      if (ctx.finalAttempt) {
        ctx.logger.error({ importId: data.importId, err: (error as Error).message }, "vendor import failed");
        await createVendorImportsRepository(ctx.db).markFailed(data.importId, importMessages.importStopped);
      }
      throw error;
    }
  },
});
