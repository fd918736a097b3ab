import { useMemo } from "react";
import { useCountries } from "../features/locations/api/get-location-lookups";
import { ImportCatalogueButton } from "../features/product-imports/components/import-catalogue-button";
import type { ImportCatalogueSlots } from "../features/product-imports/components/import-catalogue-wizard";
import { ProductsRoute } from "../features/products/routes/products-route";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import { SupplyStreamSelect } from "../features/supply-streams/components";

/** The country choices of the catalogue's forms: the locations feature's look-up. */
export function useCountryOptions() {
  const countries = useCountries();
  return useMemo(
    () => (countries.data?.results ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
}

/** The catalogue import's upload (the resources feature's dropzone) and stream picker (supply-streams'). */
const importSlots: ImportCatalogueSlots = {
  dropzone: (props) => <UploadDropzone kind="product_catalogue" {...props} />,
  streamSelect: ({ testId, ...props }) => (
    <SupplyStreamSelect
      {...props}
      noneLabel="No supply stream"
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  ),
};

/** /products (the Products tab) as the app composes it: the catalogue, its countries, the import's button. */
export function ProductsPage() {
  return (
    <ProductsRoute countries={useCountryOptions()} actions={<ImportCatalogueButton slots={importSlots} />} />
  );
}
