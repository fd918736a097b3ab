import {
  type Resource,
  type ResourceUploadResponse,
  type UploadKind,
  type UploadTypes,
  uploadFileSchema,
} from "@tierline/contracts";
import { ApiError } from "../../../lib/api-error";
import { deleteResource } from "./delete-resource";
import { postUploadForm, type UploadProgress } from "./post-upload-form";
import { completeUpload } from "./update-resource";

/**
 * The spec's checks before anything is sent: at most 200 MB, an extension the kind allows (and one of
 * `types`, when the uploader takes fewer). Null when fine.
 */
export function fileProblem(
  file: Pick<File, "name" | "size" | "type">,
  kind: UploadKind,
  types?: UploadTypes,
): string | null {
  const checked = uploadFileSchema(kind, types).safeParse({
    name: file.name,
    size: file.size,
    type: file.type,
  });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

export interface UploadSteps {
  /** Announces the file (POST /resources or /resources/vendors-list). */
  announce: (file: File) => Promise<ResourceUploadResponse>;
  /**
   * Completes the announced file (default PUT /resources/{id}); a file announced elsewhere (a vendor's
   * compliance document, the customer's row) completes there, and is then left for the resource sweep
   * when its upload fails, as the vendor cannot delete the customer's row.
   */
  complete?: (id: string) => Promise<Resource>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * The whole upload: announce, post the form straight to storage (with progress), complete (the api checks
 * what was stored). A file refused by its checks rejects with the api's 400, its message on `file`.
 */
export async function uploadFile(file: File, kind: UploadKind, steps: UploadSteps): Promise<Resource> {
  const problem = fileProblem(file, kind);
  if (problem) {
    throw new ApiError({
      status: 400,
      code: "VALIDATION",
      message: problem,
      fields: { file: problem },
      endpoint: "Upload file",
    });
  }
  const { resource, upload } = await steps.announce(file);
  try {
    await postUploadForm(upload, file, { onProgress: steps.onProgress, signal: steps.signal });
  } catch (error) {
    // Nothing was stored (cancelled, refused by storage, network): the announced record goes too. A
    // record left behind would only wait for a file that never comes.
    if (!steps.complete) void deleteResource(resource.id).catch(() => undefined);
    throw error;
  }
  return (steps.complete ?? completeUpload)(resource.id);
}
