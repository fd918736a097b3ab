import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { supplyStreamStageLabels } from "@tierline/contracts";
import { useState } from "react";
import { confirmAction } from "../../../components/confirm-dialog";
import { LoadState } from "../../../components/load-state";
import { useProductMaterials } from "../api/get-product-materials";
import { useRemoveProductMaterial } from "../api/remove-product-material";
import { AddProductMaterialDialog } from "./add-product-material-dialog";
import { UflpaInputBadge } from "./uflpa-input-badge";

/**
 * The Materials section of a product: what it is made of, where in its chain each material goes in and
 * how it is used; a UFLPA high-priority input is marked. `canEdit` (products.write) adds and removes.
 */
export function ProductMaterials({ productId, canEdit }: { productId: string; canEdit: boolean }) {
  const list = useProductMaterials(productId);
  const remove = useRemoveProductMaterial(productId);
  const [adding, setAdding] = useState(false);
  const ask = async (id: string, name: string) => {
    const ok = await confirmAction({
      title: "Remove material",
      message: `Remove ${name} from this product?`,
      confirmLabel: "Remove",
      destructive: true,
    });
    if (ok) remove.mutate(id);
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="product-materials">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            Materials
          </Title>
          {canEdit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setAdding(true)}
              data-testid="product-materials-add"
            >
              Add material
            </Button>
          )}
        </Group>
        {!list.data ? (
          <LoadState error={list.error} />
        ) : list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No materials yet. Add what the product is made of and where in its supply stream each goes in, so
            UFLPA high-priority inputs such as cotton can be traced to the vendors at that stage.
          </Text>
        ) : (
          <Stack gap="xs">
            {list.data.map((entry) => (
              <Group
                key={entry.id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                data-testid="product-material"
                style={{ borderTop: "1px solid var(--mantine-color-gray-2)", paddingTop: 8 }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {entry.material.name}
                    </Text>
                    {entry.material.uflpa_input && <UflpaInputBadge input={entry.material.uflpa_input} />}
                  </Group>
                  <Text size="xs" c="dimmed" data-testid="product-material-where">
                    {entry.stage ? supplyStreamStageLabels[entry.stage] : "Stage not given"}
                    {entry.usage_type ? ` · ${entry.usage_type.name}` : ""}
                  </Text>
                </Stack>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${entry.material.name}`}
                    onClick={() => void ask(entry.id, entry.material.name)}
                    data-testid="product-material-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {canEdit && (
        <AddProductMaterialDialog productId={productId} opened={adding} onClose={() => setAdding(false)} />
      )}
    </Paper>
  );
}
