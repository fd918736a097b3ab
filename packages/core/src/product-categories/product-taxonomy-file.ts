import { readFile } from "node:fs/promises";
import { productCategoryMessages } from "@tierline/contracts";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { type ProductTaxonomy, parseProductTaxonomy } from "./product-taxonomy";

/** Google's own publication of the taxonomy, en-US with ids: what the product reads when no file is named. */
export const officialTaxonomyUrl = "https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt";

/** The file is about 480 KB; a body many times that is no taxonomy. */
const maxTaxonomyBytes = 8 * 1024 * 1024;
const downloadTimeoutMs = 30_000;

/**
 * Where the taxonomy comes from: a file the operator names (PRODUCT_TAXONOMY_FILE), else the official
 * publication (PRODUCT_TAXONOMY_URL, Google's by default). The product ships no copy of its own.
 */
export interface TaxonomySource {
  file?: string;
  url?: string;
}

async function downloadTaxonomy(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(downloadTimeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${new URL(url).origin}${new URL(url).pathname} answered HTTP ${response.status}`);
  }
  const text = await response.text();
  if (text.length > maxTaxonomyBytes)
    throw new Error(`the taxonomy is larger than ${maxTaxonomyBytes} bytes`);
  return text;
}

export async function loadProductTaxonomy(source: TaxonomySource): Promise<ProductTaxonomy> {
  const text = source.file
    ? await readFile(source.file, "utf8")
    : await downloadTaxonomy(source.url ?? officialTaxonomyUrl);
  return parseProductTaxonomy(text);
}

/** After a failed load, how long until the next try: the calls in between answer 503 at once. */
export const taxonomyRetryMs = 60_000;

/**
 * The taxonomy read once and kept: every caller shares one tree (about 5,600 categories). A failed load
 * is logged, and the next is tried no sooner than `taxonomyRetryMs` after it (a download may take up to
 * 30 s: every category call waiting on its own would pile up), so inside that time the calls that need
 * the tree answer 503 at once. `now` is core's clock (tests move it instead of waiting).
 */
export function productTaxonomyHolder(
  source: TaxonomySource,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  let tree: ProductTaxonomy | undefined;
  let loading: Promise<ProductTaxonomy> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  const from = source.file ?? source.url ?? officialTaxonomyUrl;

  /** The tree, the load under way, a new load, or (inside the wait after a failure) undefined. */
  const attempt = (): Promise<ProductTaxonomy> | undefined => {
    if (tree) return Promise.resolve(tree);
    if (!loading && now().getTime() - failedAt >= taxonomyRetryMs) {
      loading = loadProductTaxonomy(source).then(
        (loaded) => {
          tree = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          failedAt = now().getTime();
          logger.error(
            { err: error, taxonomy: from, retryInSeconds: taxonomyRetryMs / 1000 },
            "product taxonomy could not be loaded",
          );
          throw error;
        },
      );
    }
    return loading;
  };
  const unavailable = () => new AppError("SERVICE_UNAVAILABLE", productCategoryMessages.unavailable);

  return {
    /** The tree, or 503 when it cannot be read now. */
    async get(): Promise<ProductTaxonomy> {
      const pending = attempt();
      if (!pending) throw unavailable();
      try {
        return await pending;
      } catch {
        throw unavailable();
      }
    },
    /**
     * The tree when it is in, else undefined at once (for reads that can do without it, such as the
     * catalogue showing a product's category id); a load is started for later calls when one may be.
     */
    peek(): ProductTaxonomy | undefined {
      if (!tree) attempt()?.catch(() => undefined);
      return tree;
    },
    /**
     * Reads it at start-up. A file the operator named must be good (a bad one stops the api, naming the
     * line); the official publication is fetched in the background, so an api without a way out starts.
     */
    async warm(): Promise<void> {
      const pending = attempt();
      if (source.file) await pending;
      else pending?.catch(() => undefined);
    },
  };
}

export type ProductTaxonomyHolder = ReturnType<typeof productTaxonomyHolder>;
