import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { supplyStreamStageLabels } from "@tierline/contracts";
import { Link } from "react-router";
import { LoadState } from "../../../components/load-state";
import { plural } from "../../../lib/format";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useVendorSupplyStreams } from "../api/get-vendor-supply-streams";

/** The vendor profile's panel: the supply streams the vendor serves, its stages there and their products. */
export function VendorSupplyStreamsPanel({ relationshipId }: { relationshipId: string }) {
  const workspaceId = useWorkspaceId();
  const streams = useVendorSupplyStreams(workspaceId, relationshipId);
  return (
    <Paper withBorder p="md" radius="md" data-testid="vendor-supply-streams">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Supply streams
        </Title>
        {streams.isPending ? (
          <Skeleton h={40} />
        ) : streams.isError ? (
          <LoadState error={streams.error} />
        ) : streams.data.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            This vendor is not assigned to any supply stream.
          </Text>
        ) : (
          streams.data.results.map((s) => (
            <Stack key={s.id} gap={4} data-testid="vendor-supply-stream">
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/products/supply-streams/${s.id}`} fw={600}>
                  {s.name}
                </Anchor>
                {s.stages.map((stage) => (
                  <Badge key={stage} variant="light" size="sm">
                    {supplyStreamStageLabels[stage]}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {s.products_count === 0
                  ? "No products yet"
                  : `${plural(s.products_count, "product")}: ${s.products.map((p) => p.name).join(", ")}${
                      s.products_count > s.products.length ? ", …" : ""
                    }`}
              </Text>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
