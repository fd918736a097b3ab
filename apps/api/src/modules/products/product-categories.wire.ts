import type { ProductCategory as ProductCategoryWire } from "@tierline/contracts";
import type { CategoryListing, ProductCategoryLineage } from "@tierline/core";

export const categoryToWire = (category: CategoryListing): ProductCategoryWire => ({
  id: category.id,
  name: category.name,
  path: [...category.path],
  parent_id: category.parentId,
  has_children: category.hasChildren,
});

export const categoryLineageToWire = (found: ProductCategoryLineage) => ({
  category: found.category && categoryToWire(found.category),
  lineage: found.lineage.map(categoryToWire),
  suggestions: found.suggestions.map(categoryToWire),
});
