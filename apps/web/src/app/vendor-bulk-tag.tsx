import { Button, Group, Stack } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TagWire, VendorWire } from "@tierline/contracts";
import { useState } from "react";
import { ModalContainer } from "../components/modal-container";
import { showSuccessSnackbar } from "../components/snackbar/snackbar";
import { useBulkTagItems } from "../features/tags/api/bulk-tag-items";
import { TagPicker } from "../features/tags/components";
import { vendorsQueryKey } from "../features/vendors/api/get-vendors";

/**
 * The vendor list's "Tag" bulk action, composed here from the tags feature (its picker and
 * POST /tag-items/bulk) for the vendors feature's selected rows.
 */
export function VendorBulkTag({
  workspaceId,
  selected,
  canCreate,
  onDone,
}: {
  workspaceId: string;
  selected: VendorWire[];
  canCreate: boolean;
  onDone: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [tag, setTag] = useState<TagWire | null>(null);
  const bulk = useBulkTagItems(workspaceId);
  const client = useQueryClient();
  const apply = () => {
    if (!tag) return;
    bulk.mutate(
      { tag: tag.id, object_ids: selected.map((vendor) => vendor.id) },
      {
        onSuccess: () => {
          void client.invalidateQueries({ queryKey: vendorsQueryKey(workspaceId) });
          showSuccessSnackbar(
            selected.length === 1
              ? `Tagged "${tag.name}"`
              : `${selected.length} vendors tagged "${tag.name}"`,
          );
          close();
          onDone();
        },
      },
    );
  };
  const close = () => {
    setOpened(false);
    setTag(null);
  };
  return (
    <>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconTag size={16} />}
        onClick={() => setOpened(true)}
        data-testid="vendors-bulk-tag"
      >
        Tag
      </Button>
      <ModalContainer
        opened={opened}
        onClose={close}
        title={`Tag ${selected.length} ${selected.length === 1 ? "vendor" : "vendors"}`}
        width="sm"
      >
        <Stack gap="md">
          <TagPicker workspaceId={workspaceId} value={tag} onChange={setTag} canCreate={canCreate} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={bulk.isPending}>
              Cancel
            </Button>
            <Button
              onClick={apply}
              disabled={!tag}
              loading={bulk.isPending}
              data-testid="vendors-bulk-tag-apply"
            >
              Tag {selected.length} {selected.length === 1 ? "vendor" : "vendors"}
            </Button>
          </Group>
        </Stack>
      </ModalContainer>
    </>
  );
}
