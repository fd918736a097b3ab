/**
 * The api under load for `bench/vendor-list/run.ts`, in a process of its own: the api of
 * bench/lib/api.ts over the database the run seeded. Tells its parent the port and a bearer header of
 * the workspace's owner.
 */
import { type BenchServerReady, startBenchApi } from "../lib/api";

const {
  BENCH_DATABASE_URL: url,
  BENCH_EMAIL: email,
  BENCH_PASSWORD: password,
  BENCH_PREFIX: prefix,
} = process.env;
if (!url || !email || !password || !prefix) throw new Error("started by bench/vendor-list/run.ts only");
const api = await startBenchApi({ databaseUrl: url, prefix });
const ready: BenchServerReady = { port: api.port, headers: await api.bearer(email, password) };
process.send?.(ready);

async function stop() {
  await api.close();
  process.exit(0);
}
process.on("message", (message) => {
  if (message === "stop") void stop();
  // The process's own CPU time so far (user + system, µs): the run divides its growth by the requests.
  if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
});
process.on("disconnect", () => void stop());
