import { useMemo } from "react";
import { useCountries } from "../features/locations/api/get-location-lookups";
import { ImportCatalogueButton } from "../features/product-imports/components/import-catalogue-button";
import { ProductsRoute } from "../features/products/routes/products-route";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";

/** The country choices of the catalogue's forms: the locations feature's look-up. */
export function useCountryOptions() {
  const countries = useCountries();
  return useMemo(
    () => (countries.data?.results ?? []).map((c) => ({ value: c.code, label: c.name })),
    [countries.data],
  );
}

/** /products (the Products tab) as the app composes it: the catalogue, its countries, the import's button. */
export function ProductsPage() {
  return (
    <ProductsRoute
      countries={useCountryOptions()}
      actions={
        <ImportCatalogueButton dropzone={(props) => <UploadDropzone kind="product_catalogue" {...props} />} />
      }
    />
  );
}
