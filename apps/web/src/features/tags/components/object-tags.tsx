import { ActionIcon, Badge, Button, CloseButton, Group, Popover, Skeleton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { TagType } from "@tierline/contracts";
import { useState } from "react";
import { useCreateTagItem } from "../api/create-tag-item";
import { useDeleteTagItem } from "../api/delete-tag-item";
import { useTagItems } from "../api/get-tag-items";
import { TagPicker } from "./tag-picker";

export interface ObjectTagsProps {
  workspaceId: string;
  /** The tagged object: a vendor relationship's id for vendor tags. */
  objectId: string;
  type?: TagType;
  /** May the user tag and untag (`vendors.write`)? Without it the tags are only shown. */
  canEdit: boolean;
}

/**
 * An object's tags as chips, each removable, and "Add tag" choosing or creating one (the vendor
 * profile composes it for its vendor).
 */
export function ObjectTags({ workspaceId, objectId, type = "vendor", canEdit }: ObjectTagsProps) {
  const items = useTagItems(workspaceId, { object_id: objectId });
  const add = useCreateTagItem(workspaceId);
  const remove = useDeleteTagItem(workspaceId);
  const [adding, setAdding] = useState(false);

  if (items.isPending) return <Skeleton height={22} width={160} radius="xl" />;
  const tags = (items.data?.results ?? []).filter((item) => item.tag.type === type);

  return (
    <Group gap={6} data-testid="object-tags">
      {tags.map((item) => (
        <Badge
          key={item.id}
          variant="light"
          color={item.tag.colour ? undefined : "gray"}
          style={item.tag.colour ? { background: `${item.tag.colour}22`, color: item.tag.colour } : undefined}
          rightSection={
            canEdit ? (
              <CloseButton
                size="xs"
                aria-label={`Remove tag ${item.tag.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id)}
              />
            ) : undefined
          }
          data-testid="object-tag"
        >
          {item.tag.name}
        </Badge>
      ))}
      {canEdit && (
        <Popover opened={adding} onChange={setAdding} position="bottom-start" width={280} withinPortal>
          <Popover.Target>
            {tags.length > 0 ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label="Add tag"
                onClick={() => setAdding((o) => !o)}
              >
                <IconPlus size={14} />
              </ActionIcon>
            ) : (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconPlus size={12} />}
                onClick={() => setAdding((o) => !o)}
              >
                Add tag
              </Button>
            )}
          </Popover.Target>
          <Popover.Dropdown>
            <TagPicker
              workspaceId={workspaceId}
              type={type}
              value={null}
              withinPortal={false}
              onChange={(tag) =>
                add.mutate({ tag: tag.id, object_id: objectId }, { onSuccess: () => setAdding(false) })
              }
            />
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
