import { readFile } from "node:fs/promises";
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

/**
 * The taxonomy read once, on first use, and kept: every caller shares one tree (about 5,600 categories).
 * A failed load is logged and answers 503 to the call that needed it; the next call tries again.
 */
export function productTaxonomyHolder(source: TaxonomySource, logger: Logger) {
  let loading: Promise<ProductTaxonomy> | undefined;
  const from = source.file ?? source.url ?? officialTaxonomyUrl;
  const load = () => {
    loading ??= loadProductTaxonomy(source).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    /** The tree, or 503 when it cannot be read now. */
    async get(): Promise<ProductTaxonomy> {
      try {
        return await load();
      } catch (error) {
        logger.error({ err: error, taxonomy: from }, "product taxonomy could not be loaded");
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          "Product categories are unavailable right now. Please try again later.",
        );
      }
    },
    /**
     * Reads it at start-up. A file the operator named must be good (a bad one stops the api, naming the
     * line); the official publication is fetched in the background, so an api without a way out starts.
     */
    async warm(): Promise<void> {
      if (source.file) {
        await load();
        return;
      }
      load().catch((error: unknown) =>
        logger.warn(
          { err: error, taxonomy: from },
          "product taxonomy not loaded yet; the next use tries again",
        ),
      );
    },
  };
}

export type ProductTaxonomyHolder = ReturnType<typeof productTaxonomyHolder>;
