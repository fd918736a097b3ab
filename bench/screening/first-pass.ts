/**
 * The benchmark's headline figure alone, quickly: index build, then the first pass over 10,000 new
 * labelled queries at the default threshold (after the same 200 warm-up), as `pnpm bench:screening`
 * measures it, without the accuracy sets. For comparing a change before and after, and for a
 * profile: `pnpm exec tsx bench/screening/first-pass.ts [--profile=first.cpuprofile]`.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";
import {
  buildScreeningIndex,
  loadSourceFolder,
  mergeSources,
  type ScreeningQuery,
} from "@tierline/screening";
import { buildEvalSet, loadScriptDictionaries } from "./eval-set";
import { dataDir, sanctionsDirOrSkip } from "./shared-data";

const entries = mergeSources(await loadSourceFolder(sanctionsDirOrSkip("the first-pass benchmark")));
const cpu = process.cpuUsage();
const started = performance.now();
const index = buildScreeningIndex(entries);
const buildMs = performance.now() - started;
const buildCpu = process.cpuUsage(cpu);
const buildHeap = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
const sdn = entries.filter((e) => e.source === "ofac_sdn");
const dictionaries = loadScriptDictionaries(join(dataDir, "names"));
const generated = buildEvalSet(sdn, dictionaries, { entries: 1500, cleanNames: 3000, seed: 20261121 });
const evalSet = generated.filter(
  (q) => q.expected || index.search({ name: q.name }, { threshold: 1, limit: 1 }).length === 0,
);
const names: ScreeningQuery[] = evalSet.map((q) => ({ name: q.name, country: q.country || undefined }));
for (const q of names.slice(0, 200)) index.search(q);
const post = (method: string) =>
  new Promise<unknown>((done, fail) =>
    session.post(method, (error, result) => (error ? fail(error) : done(result))),
  );
const pass = () => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < 10_000; i++) index.search(names[i % names.length] as ScreeningQuery);
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
};
// --profile=file.cpuprofile: a CPU profile of the first pass alone (open it in Chrome's DevTools).
const profile = process.argv.find((a) => a.startsWith("--profile="))?.slice("--profile=".length);
const session = new Session();
if (profile) {
  session.connect();
  await post("Profiler.enable");
  await post("Profiler.start");
}
const first = pass();
if (profile)
  writeFileSync(profile, JSON.stringify(((await post("Profiler.stop")) as { profile: unknown }).profile));
const second = pass();
const perSecond = (ms: number) => Math.round(10_000_000 / ms);
console.log(
  `build ${Math.round(buildMs)} ms (${Math.round((buildCpu.user + buildCpu.system) / 1000)} ms CPU), heap after build ${buildHeap} MB; ` +
    `first pass ${perSecond(first.wall)} q/s wall (target >= 15,000), ${perSecond(first.cpu)} per CPU s; second ${perSecond(second.wall)} / ${perSecond(second.cpu)}`,
);
