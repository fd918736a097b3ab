import type * as wire from "@tierline/contracts";
import type { Resource, ResourceUpload } from "@tierline/core";

/**
 * The resources domain's objects in the wire's snake_case shapes (contracts). The storage key leaves only
 * in the upload form, which must name it; it names the resource alone, never a workspace.
 */

export const resourceToWire = (r: Resource): wire.Resource => ({
  id: r.id,
  kind: r.kind,
  file_name: r.fileName,
  status: r.status,
  content_type: r.contentType,
  size: r.size,
  rejected_reason: r.rejectedReason,
  linked_object_id: r.linkedObjectId,
  created_by: r.createdById,
  created: r.createdAt.toISOString(),
  updated: r.updatedAt.toISOString(),
});

export const resourceUploadToWire = (u: ResourceUpload): wire.ResourceUploadResponse => ({
  resource: resourceToWire(u.resource),
  upload: {
    url: u.upload.url,
    fields: u.upload.fields,
    expires: u.upload.expiresAt.toISOString(),
    max_size: u.upload.maxBytes,
  },
});
