import type { Db } from "@tierline/db";
import type { JobQueue } from "./jobs/job-queue";
import type { Logger } from "./logger";

/** Everything a core service needs, handed in by the app that hosts it (packages never read process.env). */
export interface CoreDeps {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  config: {
    jwtSecret: string;
    /** Public origin of the web app, used to build links in mail. */
    appUrl: string;
    screening: {
      /** How often, at most, a search checks whether a list has a new version (seconds). */
      indexCheckSeconds: number;
    };
  };
}
