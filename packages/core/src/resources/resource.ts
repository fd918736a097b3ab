import type { ResourceStatus, UploadKind } from "@tierline/contracts";

/** An uploaded file's record (domain shape; the api maps it to the wire). */
export interface Resource {
  id: string;
  workspaceId: string;
  kind: UploadKind;
  fileName: string;
  status: ResourceStatus;
  /** The type found in the stored bytes, once the upload was checked. */
  contentType: string | null;
  size: number | null;
  rejectedReason: string | null;
  linkedObjectId: string | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Where the bytes are in file storage (never on the wire). */
  storageKey: string;
}

/** A new upload: the record, and the form that sends the file to storage. */
export interface ResourceUpload {
  resource: Resource;
  upload: { url: string; fields: Record<string, string>; expiresAt: Date; maxBytes: number };
}
