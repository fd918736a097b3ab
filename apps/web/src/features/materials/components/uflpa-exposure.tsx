import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  supplyStreamStageLabels,
  type UflpaExposureInputWire,
  type UflpaExposureVendorWire,
  uflpaInputLabels,
} from "@tierline/contracts";
import { Link } from "react-router";
import { LoadState } from "../../../components/load-state";
import { useUflpaExposure } from "../api/get-uflpa-exposure";

/** What a vendor's newest questionnaire said about the input. */
export function DeclaredBadge({ vendor, input }: { vendor: UflpaExposureVendorWire; input: string }) {
  if (!vendor.submitted)
    return (
      <Badge color="gray" variant="light" size="sm" data-testid="uflpa-declared">
        Questionnaire not submitted
      </Badge>
    );
  if (vendor.declared === "yes")
    return (
      <Badge color="orange" variant="light" size="sm" data-testid="uflpa-declared">
        Declared {input}
      </Badge>
    );
  // Traced here, yet said no (or was not asked): worth a question.
  return (
    <Badge color="red" variant="light" size="sm" data-testid="uflpa-declared">
      {vendor.declared === "no" ? `Said no ${input}` : "Not answered"}
    </Badge>
  );
}

function InputCard({ exposure }: { exposure: UflpaExposureInputWire }) {
  const label = uflpaInputLabels[exposure.input];
  const lower = label === "PVC" ? label : label.toLowerCase();
  return (
    <Paper withBorder p="md" radius="md" data-testid={`uflpa-exposure-${exposure.input}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h6">
            {label}
          </Title>
          <Text
            size="sm"
            c={exposure.product_count ? "orange.8" : "dimmed"}
            data-testid="uflpa-exposure-count"
          >
            {exposure.product_count === 0
              ? "No products"
              : `${exposure.product_count} ${exposure.product_count === 1 ? "product" : "products"}`}
          </Text>
        </Group>
        {exposure.product_count === 0 ? (
          <Text size="sm" c="dimmed">
            {exposure.materials.length
              ? `${exposure.materials.map((m) => m.name).join(", ")}: in no product yet.`
              : `No material of yours is ${lower}.`}
          </Text>
        ) : (
          <>
            <Stack gap={4}>
              {exposure.products.map((product) => (
                <Text
                  key={product.id}
                  size="sm"
                  data-testid="uflpa-exposure-product"
                  style={{ overflowWrap: "anywhere" }}
                >
                  <Anchor component={Link} to={`/products/${product.id}`} size="sm">
                    {product.name}
                  </Anchor>{" "}
                  <Text span size="xs" c="dimmed">
                    {product.uses
                      .map(
                        (use) =>
                          `${use.material.name}, ${use.stage ? supplyStreamStageLabels[use.stage] : "stage not given"}`,
                      )
                      .join("; ")}
                  </Text>
                </Text>
              ))}
              {exposure.product_count > exposure.products.length && (
                <Text size="xs" c="dimmed">
                  and {exposure.product_count - exposure.products.length} more
                </Text>
              )}
            </Stack>
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                Vendors at those stages
              </Text>
              {exposure.vendors.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No vendor is assigned at those stages of these products' supply streams.
                </Text>
              ) : (
                exposure.vendors.map((vendor) => (
                  <Group
                    key={`${vendor.relationship}-${vendor.stage}`}
                    gap="xs"
                    justify="space-between"
                    data-testid="uflpa-exposure-vendor"
                  >
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      <Anchor component={Link} to={`/vendors/${vendor.relationship}?tab=risk`} size="sm">
                        {vendor.name}
                      </Anchor>{" "}
                      <Text span size="xs" c="dimmed">
                        {supplyStreamStageLabels[vendor.stage]}
                      </Text>
                    </Text>
                    <DeclaredBadge vendor={vendor} input={lower} />
                  </Group>
                ))
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The UFLPA exposure of the catalogue: for each high-priority input the products using it (with the
 * material and stage) and the vendors at that stage of their supply streams, with what each declared.
 */
export function UflpaExposure() {
  const exposure = useUflpaExposure();
  if (!exposure.data) return <LoadState error={exposure.error} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="uflpa-exposure">
      {exposure.data.map((input) => (
        <InputCard key={input.input} exposure={input} />
      ))}
    </SimpleGrid>
  );
}
