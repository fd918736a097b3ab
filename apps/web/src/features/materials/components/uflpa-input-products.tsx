import { Anchor, Text } from "@mantine/core";
import { supplyStreamStageLabels, type UflpaInput } from "@tierline/contracts";
import { Link } from "react-router";
import { useUflpaExposure } from "../api/get-uflpa-exposure";

/**
 * Under a vendor's declared high-priority input: which of the workspace's products use it, and whether
 * this vendor is at that stage of their supply streams.
 */
export function UflpaInputProducts({ input, relationshipId }: { input: UflpaInput; relationshipId: string }) {
  const exposure = useUflpaExposure(input);
  const found = exposure.data?.[0];
  if (!found) return null;
  if (found.product_count === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="uflpa-input-products">
        None of your products lists it as a material.
      </Text>
    );
  const own = found.vendors.filter((v) => v.relationship === relationshipId);
  return (
    <Text size="sm" data-testid="uflpa-input-products" style={{ overflowWrap: "anywhere" }}>
      Used in your products:{" "}
      {found.products.slice(0, 5).map((product, i) => (
        <span key={product.id}>
          {i > 0 && ", "}
          <Anchor component={Link} to={`/products/${product.id}`} size="sm">
            {product.name}
          </Anchor>
        </span>
      ))}
      {found.product_count > 5 && ` and ${found.product_count - 5} more`}.{" "}
      {own.length > 0
        ? `This vendor is at ${own.map((v) => supplyStreamStageLabels[v.stage]).join(", ")} for ${Math.max(...own.map((v) => v.product_count))} of them.`
        : "This vendor is not assigned where they use it."}
    </Text>
  );
}
