/**
 * The baseline of `bench/vendor-list/run.ts`: the list call's own SQL (core's `vendorListSql`: the
 * page with its count, as a prepared statement, as the repository runs it) through a
 * bare `pg` pool of the same size as the api's, behind a trivial http server that answers the rows as
 * JSON. No auth, no validation, no country names: what the database alone allows.
 */
import { createServer } from "node:http";
import { vendorListFilters, vendorListSql } from "@tierline/core";
import { pg } from "@tierline/db/testing";

const { BENCH_DATABASE_URL: url, BENCH_WORKSPACE: workspaceId, BENCH_QUERY: query } = process.env;
if (!url || !workspaceId || !query) throw new Error("started by bench/vendor-list/run.ts only");
const params = new URLSearchParams(query);
const filters = vendorListFilters({
  country: params.getAll("country"),
  procurement_stage: params.getAll("procurement_stage") as never,
});
const sql = vendorListSql({ workspaceId }, filters, {
  page: Number(params.get("page")),
  pageSize: Number(params.get("page_size")),
  ordering: params.get("ordering") as "name",
});
const pool = new pg.Pool({ connectionString: url });
const server = createServer(async (_req, res) => {
  const { rows } = await pool.query({ name: "page", text: sql.page.text, values: sql.page.values });
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ results: rows, count: rows[0]?.total ?? 0 }));
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.send?.({ port: address.port });
});
process.on("message", (message) => {
  if (message === "stop") server.close(() => void pool.end().then(() => process.exit(0)));
  if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
});
process.on("disconnect", () => process.exit(0));
