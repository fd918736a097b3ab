import type { Resource, ResourceUploadResponse } from "@tierline/contracts";
import { vi } from "vitest";

/**
 * Storage that takes every presigned upload at once (204): installed as the browser's XMLHttpRequest,
 * which the upload's form POST goes through, so a screen's real dropzone uploads in a test.
 */
class AcceptingXhr {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  open() {}
  send() {
    this.status = 204;
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

export function acceptUploads() {
  vi.stubGlobal("XMLHttpRequest", AcceptingXhr);
}

/** A resource as the api answers it, uploaded and checked (PUT /resources/{id}), of `kind`. */
export function uploadedResource(id: string, fileName: string, kind: Resource["kind"] = "general"): Resource {
  return {
    id,
    kind,
    file_name: fileName,
    status: "UPLOADED",
    content_type: null,
    size: 21,
    rejected_reason: null,
    linked_object_id: null,
    created_by: null,
    created: "2026-11-24T09:00:00.000Z",
    updated: "2026-11-24T09:00:00.000Z",
  };
}

/** The announce of a file (POST /resources and the like): the resource awaiting it and where to post it. */
export function announcedUpload(resource: Resource): ResourceUploadResponse {
  return {
    resource: { ...resource, status: "AWAITING_UPLOAD", size: null },
    upload: {
      url: "http://storage.test/tierline",
      fields: { key: `resources/w/${resource.id}` },
      expires: "2026-11-24T10:00:00.000Z",
      max_size: 209715200,
    },
  };
}
