// `npm start`: provision the machine, migrate and seed, build the web, run api + worker.
// Safe to run again: every step is idempotent. Ctrl-C stops everything.
import {
  buildWeb,
  HEALTH_PATH,
  mailDestination,
  prepareDatabase,
  productTaxonomyEnv,
  sanctionsDataEnv,
  startApiAndWorker,
} from "./lib/app.mjs";
import { waitForHttpOk } from "./lib/net.mjs";
import { provision, stopOwnedServices } from "./lib/provision.mjs";
import { childEnv, say } from "./lib/run.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const TAG = "start";

async function main() {
  const base = childEnv(await provision());
  const env = { ...base, ...sanctionsDataEnv(TAG, base), ...productTaxonomyEnv(TAG, base) };
  await prepareDatabase(TAG, env);
  await buildWeb(TAG, env);

  const supervisor = new Supervisor(TAG);
  startApiAndWorker(supervisor, env);
  const health = `http://localhost:${env.PORT}${HEALTH_PATH}`;
  const up = await waitForHttpOk(health, { stillHopeful: () => supervisor.healthy() });
  if (!up) return supervisor.shutdown(1, `${health} did not answer 200 within 90 s`);

  say(TAG, `Tierline is running at ${env.APP_URL}`);
  say(TAG, "Demo sign-in: owner@demo.test / demo-password-1");
  say(TAG, `Outgoing mail is ${mailDestination(env)}`);
  say(TAG, "Press Ctrl-C to stop.");
}

main().catch(async (error) => {
  say(TAG, `failed: ${error.message}`);
  await stopOwnedServices();
  process.exit(1);
});
