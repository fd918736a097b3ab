import { Anchor, Badge, Breadcrumbs, Group, Skeleton, Text } from "@mantine/core";
import { categoryPathText, productCategoryLabel } from "@tierline/contracts";
import { useProductCategoryLineage } from "../api/get-product-categories";
import type { PickedCategory } from "./category-picker";

export interface CategoryBreadcrumbProps {
  productId: string;
  /** The product's category id (the lineage is read again when it changes). */
  categoryId: number | null;
  /** Given to writers: picking a suggestion sets it as the product's category. */
  onApplySuggestion?: (category: PickedCategory) => void;
}

/**
 * The product's category as a breadcrumb from the top of the taxonomy (GET /products/{id}/categories);
 * without one, the categories its name and description suggest, which a writer can apply with a click.
 */
export function CategoryBreadcrumb({ productId, categoryId, onApplySuggestion }: CategoryBreadcrumbProps) {
  const lineage = useProductCategoryLineage(productId, categoryId);
  if (lineage.isLoading) return <Skeleton height={20} width="60%" />;
  // The category calls answer 503 while the taxonomy is not loaded: the product still names its category.
  if (!lineage.data)
    return (
      <Text size="sm">
        {categoryId === null ? "—" : productCategoryLabel({ id: categoryId, name: null })}
      </Text>
    );
  const { category, lineage: path, suggestions } = lineage.data;

  if (category) {
    return (
      <Breadcrumbs
        separator="›"
        separatorMargin={4}
        styles={{ root: { flexWrap: "wrap", rowGap: 2 } }}
        data-testid="category-breadcrumb"
        aria-label={categoryPathText(category.path)}
      >
        {path.map((level, index) => (
          <Text
            key={level.id}
            size="sm"
            fw={index === path.length - 1 ? 600 : 400}
            c={index === path.length - 1 ? undefined : "dimmed"}
          >
            {level.name}
          </Text>
        ))}
      </Breadcrumbs>
    );
  }
  return (
    <Group gap={6} data-testid="category-suggestions" wrap="wrap">
      <Text size="sm" c="dimmed">
        None{suggestions.length > 0 ? ". Suggested:" : ""}
      </Text>
      {suggestions.map((suggestion) =>
        onApplySuggestion ? (
          <Anchor
            key={suggestion.id}
            component="button"
            type="button"
            size="sm"
            title={`Set ${categoryPathText(suggestion.path)}`}
            onClick={() => onApplySuggestion(suggestion)}
            data-testid="category-suggestion"
          >
            {suggestion.name}
          </Anchor>
        ) : (
          <Badge key={suggestion.id} variant="light" title={categoryPathText(suggestion.path)}>
            {suggestion.name}
          </Badge>
        ),
      )}
    </Group>
  );
}
