/**
 * Product-catalogue import benchmark: generated catalogues (packages/imports testing/product-catalogues.ts:
 * the mess of real exports) of 10,000 and 100,000 rows, as csv and as xlsx, imported end to end through
 * the `products.import` job into a PostgreSQL database of its own: the file is announced and checked like
 * an upload, the import started by core's service as the api starts it (with a supply stream every
 * product joins), and run by the real worker (apps/worker) in a child process, whose peak RSS (VmHWM) is
 * read from /proc. Run on purpose (`pnpm bench:product-import`, under the measuring lock), not in CI.
 * Prints a table and its targets and writes .data/bench/product-import.json. Targets (issue 13): 10,000
 * rows under 15 s, 100,000 rows under 90 s, worker peak RSS under 500 MB. BENCH_ROWS=10000,100000 picks
 * the sizes.
 */
import { createSupplyStream } from "@tierline/db";
import { writeProductCsv, writeProductXlsx } from "@tierline/imports/testing/product-catalogues";
import { type ImportResult, openImportBench } from "../lib/import-bench";

const sizes = (process.env.BENCH_ROWS ?? "10000,100000").split(",").map(Number);
const secondsTarget = (rows: number) => (rows <= 10_000 ? 15 : 90);
const rssTargetMb = 500;

const bench = await openImportBench("product-import");
const { core, db } = bench;
const formats = ["csv", "xlsx"] as const;
const files = new Map<string, string>();
for (const rows of sizes)
  for (const format of formats)
    files.set(
      `${rows}.${format}`,
      await bench.generated(`catalogue-${rows}.${format}`, (path) =>
        (format === "csv" ? writeProductCsv : writeProductXlsx)(path, rows),
      ),
    );

const results: ImportResult[] = [];
for (const rows of sizes) {
  for (const format of formats) {
    const file = files.get(`${rows}.${format}`) as string;
    const { actor, workspace } = await bench.workspaceAdmin(format);
    const stream = await createSupplyStream(db, { workspaceId: workspace.id, name: "Bench stream" });
    const { resource } = await core.resources.createProductCatalogue(actor, {
      file_name: `catalogue.${format}`,
    });
    await bench.store(file, resource.storageKey);
    const { found, result } = await bench.measure({
      format,
      file,
      // End to end from the upload's completion: the stored file checked, looked at, imported.
      start: async () => {
        await core.resources.update(actor, resource.id, { status: "UPLOADED" });
        const preview = await core.productImports.preview(actor, resource.id);
        return core.productImports.add(actor, resource.id, {
          mapping: preview.mapping,
          supplyStreamId: stream.id,
        });
      },
      find: (id) => core.productImports.find(actor, id),
      pollMs: 100,
      createdOf: (done) => done.createdProducts,
      targets: { seconds: secondsTarget(rows), rssMb: rssTargetMb },
    });
    const products = await db.product.count({ where: { workspaceId: workspace.id } });
    const linked = await db.productSupplyStream.count({ where: { streamId: stream.id } });
    if (products !== found.createdProducts || linked !== products) {
      throw new Error(`${format}: ${products} products, ${linked} linked, ${found.createdProducts} created`);
    }
    results.push(result);
  }
}

await bench.finish(
  results,
  `${sizes.map((rows) => `${rows.toLocaleString("en")} rows under ${secondsTarget(rows)} s`).join(", ")}, worker peak RSS under ${rssTargetMb} MB`,
  { sizes, targets: { seconds: { 10000: 15, 100000: 90 }, rssMb: rssTargetMb } },
);
