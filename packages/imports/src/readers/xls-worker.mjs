// Reads a BIFF (.xls) workbook with SheetJS inside a worker thread and posts the first sheet's rows
// back in batches. Plain JavaScript so it starts the same under tsx, vitest and node. The thread is
// the sandbox: xlsx 0.18.5, the last SheetJS release on the npm registry, has published advisories for
// crafted files (prototype pollution, CVE-2023-30533; a slow regular expression, CVE-2024-22363); in a
// thread of its own a polluted prototype dies with the thread, and the caller ends a run that takes
// too long.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const XLSX = createRequire(import.meta.url)("xlsx");
const batchSize = 1000;

try {
  const workbook = XLSX.read(workerData.bytes, {
    type: "array",
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    sheets: 0,
    sheetRows: workerData.maxRows,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet?.["!ref"]) {
    parentPort.postMessage({ done: true });
  } else {
    const end = XLSX.utils.decode_range(sheet["!ref"]).e;
    const rows = XLSX.utils.sheet_to_json(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
      range: { s: { r: 0, c: 0 }, e: end },
    });
    for (let start = 0; start < rows.length; start += batchSize) {
      parentPort.postMessage({ rows: rows.slice(start, start + batchSize), start });
    }
    parentPort.postMessage({ done: true });
  }
} catch (error) {
  parentPort.postMessage({ failed: String(error?.message ? error.message : error) });
}
