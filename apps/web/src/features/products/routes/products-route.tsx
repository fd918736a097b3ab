import { IconPackage } from "@tabler/icons-react";
import { FeatureEmptyState } from "../../../components/feature-empty-state";
import { PageHeader } from "../../../components/page-header";

/** /products: the product catalogue (built by a later issue). */
export function ProductsRoute() {
  return (
    <>
      <PageHeader title="Products" description="Your product catalogue, tariff codes and supply streams." />
      <FeatureEmptyState
        testId="products-empty"
        icon={<IconPackage size={28} stroke={1.5} />}
        title="Your product catalogue will appear here"
        description="Import a catalogue or connect your store to track HS/HTS codes, duties and warnings per product."
        upcoming={[
          "Products and Supply Streams tabs",
          "Catalogue import with column mapping",
          "HS/HTS codes, duties and declared values per import country",
          "Product warnings and their resolution",
        ]}
      />
    </>
  );
}
