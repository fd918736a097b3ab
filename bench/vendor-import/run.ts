/**
 * Vendor-list import benchmark: 100,000-row csv and xlsx files with the mess of real lists
 * (packages/imports testing/vendor-lists.ts) imported end to end through the `vendors.import` job into a PostgreSQL database of its
 * own: the file is announced and checked like an upload, the import started by core's service as the
 * api starts it, and run by the real worker (apps/worker) in a child process, whose peak RSS (VmHWM)
 * is read from /proc. Run on purpose (`pnpm bench:vendor-import`, under the measuring lock), not in CI.
 * Prints a table and its targets and writes .data/bench/vendor-import.json. Targets: under 60 s and
 * 500 MB per file. Also the worker's CPU seconds for the import and the machine's load average: on a
 * shared machine the wall time is the load's as much as the import's.
 */
import { writeCsv, writeXlsx } from "@tierline/imports/testing/vendor-lists";
import { type ImportResult, openImportBench } from "../lib/import-bench";

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const targets = { seconds: 60, rssMb: 500 };

const bench = await openImportBench("vendor-import");
const { core } = bench;
const formats = ["csv", "xlsx"] as const;
const files = new Map<string, string>();
for (const format of formats)
  files.set(
    format,
    await bench.generated(`vendors-${rows}.${format}`, (path) =>
      (format === "csv" ? writeCsv : writeXlsx)(path, rows),
    ),
  );

const results: ImportResult[] = [];
for (const format of formats) {
  const file = files.get(format) as string;
  const { actor, entity } = await bench.workspaceAdmin(format);
  const { resource } = await core.resources.createVendorsList(actor, {
    file_name: `vendors.${format}`,
    entity: entity.id,
  });
  await bench.store(file, resource.storageKey);
  await core.resources.update(actor, resource.id, { status: "UPLOADED" });
  const preview = await core.vendorImports.preview(actor, resource.id);
  // The clock runs from the import's start: the file was checked and looked at before.
  const { result } = await bench.measure({
    format,
    file,
    start: () => core.vendorImports.add(actor, resource.id, preview.mapping),
    find: (id) => core.vendorImports.find(actor, id),
    pollMs: 200,
    createdOf: (done) => done.createdVendors,
    targets,
  });
  results.push(result);
}

await bench.finish(
  results,
  `under ${targets.seconds} s and ${targets.rssMb} MB of worker peak RSS per file`,
  {
    rows,
    targets,
  },
);
