#!/usr/bin/env node
// `pnpm screen ...` from anywhere in the repo: pnpm runs this bin directly (no script header on
// stdout, so the JSON lines stay clean) and tsx compiles the TypeScript command line on the fly.
// pnpm starts bins in the repository root; INIT_CWD is the folder the user typed the command in.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
