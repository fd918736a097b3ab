import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { successMessages } from "@tierline/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useAddStreamsToProducts } from "../api/add-streams-to-products";
import { useProductSupplyStreams } from "../api/get-product-supply-streams";
import { useSupplyStreams } from "../api/get-supply-streams";
import { StreamStageStrip } from "./stream-stage-strip";

/**
 * A product's section (for the product detail page the app composes): the supply streams it is in, each
 * with its stages at a glance, and "Add to stream".
 */
export function ProductSupplyStreams({ productId }: { productId: string }) {
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const streams = useProductSupplyStreams(workspaceId, productId);
  const all = useSupplyStreams(workspaceId, { ordering: "name", page: 1, pageSize: 100 });
  const add = useAddStreamsToProducts(workspaceId);
  const [picked, setPicked] = useState<string | null>(null);
  const inStreams = new Set((streams.data?.results ?? []).map((l) => l.supply_stream.id));
  const choices = (all.data?.results ?? [])
    .filter((s) => !inStreams.has(s.id))
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="product-supply-streams">
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
            This product is in no supply stream yet.
          </Text>
        ) : (
          streams.data.results.map((link) => (
            <Group
              key={link.id}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="product-supply-stream"
            >
              <Anchor component={Link} to={`/products/supply-streams/${link.supply_stream.id}`} fw={600}>
                {link.supply_stream.name}
              </Anchor>
              <StreamStageStrip stream={link.supply_stream} />
            </Group>
          ))
        )}
        {can("products.write") && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="Add to stream"
              placeholder="Pick a supply stream"
              searchable
              data={choices}
              value={picked}
              onChange={setPicked}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: "1 1 200px" }}
              data-testid="product-add-stream"
            />
            <Button
              disabled={!picked}
              loading={add.isPending}
              onClick={() =>
                picked &&
                add.mutate(
                  { product_ids: [productId], supply_stream_ids: [picked] },
                  {
                    onSuccess: () => {
                      showSuccessSnackbar(successMessages.changesSaved);
                      setPicked(null);
                    },
                  },
                )
              }
              data-testid="product-add-stream-submit"
            >
              Add
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
