import type { TagItemWire, TagWire } from "@tierline/contracts";
import type { Tag, TagItem } from "@tierline/core";

export const tagToWire = (tag: Tag): TagWire => ({
  id: tag.id,
  name: tag.name,
  type: tag.type,
  colour: tag.colour,
  created: tag.createdAt.toISOString(),
});

export const tagItemToWire = (item: TagItem): TagItemWire => ({
  id: item.id,
  tag: tagToWire(item.tag),
  object_id: item.objectId,
  created: item.createdAt.toISOString(),
});
