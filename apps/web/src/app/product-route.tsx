import { Paper, Title } from "@mantine/core";
import { productImageUploadTypes } from "@tierline/contracts";
import { useParams } from "react-router";
import { LoadState } from "../components/load-state";
import { ProductMaterials } from "../features/materials/components/product-materials";
import { useProduct } from "../features/products/api/get-product";
import { ProductDetail } from "../features/products/components/product-detail";
import { ProductImageEditor } from "../features/products/components/product-image-editor";
import { createResource } from "../features/resources/api/create-resource";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import { ProductSupplyStreams } from "../features/supply-streams/components";
import { isApiError } from "../lib/api-error";
import { usePermissions } from "../lib/use-permissions";
import { useWorkspaceId } from "../lib/use-workspace";
import { NotFoundRoute } from "./not-found-route";
import { useCountryOptions } from "./products-page";

/**
 * /products/:id: a product's page. Composed here so other features add their sections below its
 * fields (supply streams, materials, image, category) through `sections`.
 */
export function ProductRoute() {
  const { id = "" } = useParams();
  const workspaceId = useWorkspaceId();
  const product = useProduct(workspaceId, id);
  const countries = useCountryOptions();
  const { can } = usePermissions();
  if (product.error && isApiError(product.error) && product.error.status === 404) return <NotFoundRoute />;
  if (!product.data) return <LoadState error={product.error} />;
  return (
    <ProductDetail
      workspaceId={workspaceId}
      product={product.data}
      countries={countries}
      sections={
        <>
          <ProductSupplyStreams productId={product.data.id} />
          <ProductMaterials productId={product.data.id} canEdit={can("products.write")} />
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz="h4" mb="sm">
              Image
            </Title>
            <ProductImageEditor
              productId={product.data.id}
              productName={product.data.name}
              canEdit={can("products.write")}
              renderUploader={(onUploaded) => (
                <UploadDropzone
                  kind="general"
                  types={productImageUploadTypes}
                  label="Upload a PNG or JPEG image"
                  announce={(file) =>
                    createResource({
                      file_name: file.name,
                      size: file.size,
                      content_type: file.type || undefined,
                    })
                  }
                  onUploaded={(resource) => onUploaded(resource.id)}
                />
              )}
            />
          </Paper>
        </>
      }
    />
  );
}
