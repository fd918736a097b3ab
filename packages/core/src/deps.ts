import type { Db } from "@tierline/db";
import type { GleifConfig } from "./entities/gleif-client";
import type { JobQueue } from "./jobs/job-queue";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { TaxonomySource } from "./product-categories/product-taxonomy-file";
import type { FileStorage } from "./resources/file-storage";
import type { ListRefreshConfig } from "./screening/list-refresh";

/** What signs access tokens and builds the links in mail: the api's part, the worker has neither. */
interface AuthConfig {
  jwtSecret: string;
  /** Public origin of the web app, used to build links in mail. */
  appUrl: string;
}

/** What jobs deliver through: the worker's part (the api only enqueues). */
interface DeliveryDeps {
  mailer: Mailer;
  /** Public origin of the web app: links in the mail jobs build (a possible match to review). */
  appUrl: string;
  listRefresh: ListRefreshConfig;
  /** Where entity checks ask GLEIF about LEIs. */
  gleif: GleifConfig;
}

/**
 * What `createCore` is given by the app that hosts it (packages never read process.env). Both apps
 * build core with it; each passes the parts it has: the api `auth`, the worker `delivery`. A service
 * that needs a part left out fails when called, naming the part.
 */
export interface CoreSetup {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  auth?: AuthConfig;
  delivery?: DeliveryDeps;
  /** Where uploaded files are kept (`createFileStorage`): the api uploads and checks them, the worker reads them. */
  storage?: FileStorage;
  screening?: {
    /** How often, at most, a search checks whether a list has a new version (seconds). */
    indexCheckSeconds: number;
    /** Hours since a source's files were last got and checked past which screenings call it stale. */
    maxListAgeHours?: number;
  };
  /** Where the product taxonomy is read from: a named file, else its official publication (a URL). */
  productTaxonomy?: TaxonomySource;
  /** What time it is (default the system clock): tests move it forward instead of waiting. */
  now?: () => Date;
}

/** Everything a core service is built with (inside `createCore`). */
export interface CoreDeps {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  config: AuthConfig;
  /** What time it is: every "today" and every schedule reads it (injectable, see `CoreSetup.now`). */
  now: () => Date;
}

/** The error of a service called without the part it needs. */
export const missingPart = (part: "auth" | "delivery" | "storage", needed: string) =>
  new Error(`core was built without its \`${part}\` part (${needed} is needed here): pass it to createCore`);

/** Stands in for storage an app did not pass: any use throws, naming the part. */
export function withoutStorage(): FileStorage {
  const fail = async (): Promise<never> => {
    throw missingPart("storage", "file storage");
  };
  return {
    driver: "local",
    presignUpload: fail,
    head: fail,
    readRange: fail,
    openRead: fail,
    put: fail,
    delete: fail,
  };
}

/** Stands in for the `auth` part the worker leaves out: reading a field throws, at the first use. */
export function withoutAuth(): AuthConfig {
  return {
    get jwtSecret(): string {
      throw missingPart("auth", "jwtSecret");
    },
    get appUrl(): string {
      throw missingPart("auth", "appUrl");
    },
  };
}
