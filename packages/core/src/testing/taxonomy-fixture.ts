import { fileURLToPath } from "node:url";

/**
 * A sample of Google's product taxonomy in its official format (25 categories, 5 top-level, with three of
 * the double-encoded lines of the 2021-09-21 release): what integration tests and the e2e server load.
 */
export const taxonomyFixtureFile = fileURLToPath(
  new URL("../product-categories/fixtures/taxonomy-sample.en-US.txt", import.meta.url),
);
