import { apiMessages, fieldMessages, messageForStatus, type PresignedUpload } from "@tierline/contracts";
import { ApiError, clientErrorCodes } from "../../../lib/api-error";

/** Shown as the endpoint of a failed upload in the error snackbar (the URL is storage's, not the api's). */
export const uploadEndpoint = "Upload file";

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The form a presigned upload takes: every field in order, then the file as `file` (S3's rule). */
export function uploadFormData(
  upload: Pick<PresignedUpload, "fields">,
  file: Blob,
  fileName?: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  if (fileName === undefined) form.append("file", file);
  else form.append("file", file, fileName);
  return form;
}

/**
 * The error of a refused upload. The api's local storage answers in the api's error shape; S3 in XML:
 * its size refusal (EntityTooLarge) says the spec's size message, an expired or broken policy (403) the
 * upload-link message, anything else the status table's text.
 */
export function uploadFailure(status: number, body: string): ApiError {
  if (status === 0) {
    return new ApiError({
      status: 0,
      code: clientErrorCodes.network,
      message: messageForStatus(0),
      endpoint: uploadEndpoint,
    });
  }
  try {
    const parsed: unknown = JSON.parse(body);
    return ApiError.fromResponse(status, parsed, uploadEndpoint);
  } catch {
    // Not JSON: storage's own answer.
  }
  const s3Code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  if (s3Code === "EntityTooLarge" || status === 413) {
    return new ApiError({
      status,
      code: "FILE_TOO_LARGE",
      message: fieldMessages.fileTooLarge,
      fields: { file: fieldMessages.fileTooLarge },
      endpoint: uploadEndpoint,
    });
  }
  if (status === 403) {
    return new ApiError({
      status,
      code: "UPLOAD_LINK_INVALID",
      message: apiMessages.uploadLinkInvalid,
      endpoint: uploadEndpoint,
    });
  }
  return new ApiError({
    status,
    code: s3Code ?? `HTTP_${status}`,
    message: messageForStatus(status),
    endpoint: uploadEndpoint,
  });
}

/**
 * Posts `file` to a presigned upload with XMLHttpRequest, which (unlike fetch) reports the upload's
 * progress. No bearer token and no credentials: the form's signature is the permission, and the URL
 * may be S3's, another origin.
 */
export function postUploadForm(
  upload: Pick<PresignedUpload, "url" | "fields">,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener("abort", abort);
    xhr.open("POST", upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(uploadFailure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      done();
      reject(uploadFailure(0, ""));
    };
    xhr.onabort = () => {
      done();
      reject(
        new ApiError({
          status: 0,
          code: clientErrorCodes.aborted,
          message: "The upload was cancelled",
          endpoint: uploadEndpoint,
          aborted: true,
        }),
      );
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener("abort", abort);
    xhr.send(uploadFormData(upload, file, file.name));
  });
}
