import type {
  MaterialWire,
  ProductMaterialWire,
  ResourceUsageTypeWire,
  UflpaExposureInputWire,
} from "@tierline/contracts";
import type { Material, ProductMaterial, ResourceUsageType, UflpaExposure } from "@tierline/core";

export const materialToWire = (material: Material): MaterialWire => ({
  id: material.id,
  name: material.name,
  uflpa_input: material.uflpaInput,
  product_count: material.productCount,
  created: material.createdAt.toISOString(),
});

export const usageTypeToWire = (type: ResourceUsageType): ResourceUsageTypeWire => ({
  id: type.id,
  name: type.name,
  created: type.createdAt.toISOString(),
});

export const productMaterialToWire = (entry: ProductMaterial): ProductMaterialWire => ({
  id: entry.id,
  product: entry.productId,
  material: { id: entry.material.id, name: entry.material.name, uflpa_input: entry.material.uflpaInput },
  stage: entry.stage,
  usage_type: entry.usageType,
  created: entry.createdAt.toISOString(),
});

export const uflpaExposureToWire = (exposure: UflpaExposure): UflpaExposureInputWire => ({
  input: exposure.input,
  materials: exposure.materials,
  product_count: exposure.productCount,
  products: exposure.products.map((product) => ({
    id: product.id,
    name: product.name,
    sku: product.sku,
    uses: product.uses.map((use) => ({
      id: use.id,
      material: use.material,
      stage: use.stage,
      usage_type: use.usageType,
    })),
  })),
  vendors: exposure.vendors.map((vendor) => ({
    relationship: vendor.relationshipId,
    name: vendor.name,
    stage: vendor.stage,
    product_count: vendor.productCount,
    declared: vendor.declared,
    submitted: vendor.submittedAt?.toISOString() ?? null,
  })),
});
