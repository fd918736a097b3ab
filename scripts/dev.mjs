// `pnpm dev`: provision, migrate and seed, then api + worker under `tsx watch` and the Vite dev
// server on http://localhost:5173, which proxies /api to the api (apps/web/vite.config.ts reads
// TIERLINE_API_URL). Mail links point at the Vite server, so APP_URL defaults to it.
import {
  HEALTH_PATH,
  mailDestination,
  prepareDatabase,
  productTaxonomyEnv,
  sanctionsDataEnv,
} from "./lib/app.mjs";
import { waitForHttpOk } from "./lib/net.mjs";
import { provision, stopOwnedServices } from "./lib/provision.mjs";
import { childEnv, fromRoot, say } from "./lib/run.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const TAG = "dev";
const VITE_PORT = 5173;
const tsx = fromRoot("node_modules/.bin/tsx");

async function main() {
  const base = childEnv(await provision({ nodeEnv: "development", appUrl: `http://localhost:${VITE_PORT}` }));
  const env = { ...base, ...sanctionsDataEnv(TAG, base), ...productTaxonomyEnv(TAG, base) };
  await prepareDatabase(TAG, env);

  const supervisor = new Supervisor(TAG);
  // --clear-screen=false: tsx would otherwise wipe the other processes' output on each restart.
  supervisor.start("api", tsx, ["watch", "--clear-screen=false", "apps/api/src/server.ts"], { env });
  supervisor.start("worker", tsx, ["watch", "--clear-screen=false", "apps/worker/src/main.ts"], { env });
  supervisor.start(
    "web",
    fromRoot("apps/web/node_modules/.bin/vite"),
    ["--port", String(VITE_PORT), "--strictPort"],
    {
      cwd: fromRoot("apps/web"),
      env: { ...env, TIERLINE_API_URL: `http://localhost:${env.PORT}` },
    },
  );

  const up = await waitForHttpOk(`http://localhost:${env.PORT}${HEALTH_PATH}`, {
    stillHopeful: () => supervisor.healthy(),
  });
  if (!up) return say(TAG, "the api is not healthy yet: watch its output above; tsx restarts it on save");
  say(TAG, `Tierline (dev) at ${env.APP_URL} (api on http://localhost:${env.PORT})`);
  say(TAG, "Demo sign-in: owner@demo.test / demo-password-1");
  say(TAG, `Outgoing mail is ${mailDestination(env)}`);
}

main().catch(async (error) => {
  say(TAG, `failed: ${error.message}`);
  await stopOwnedServices();
  process.exit(1);
});
