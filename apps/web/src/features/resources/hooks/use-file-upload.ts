import type { Resource, ResourceUploadResponse, UploadKind, UploadTypes } from "@tierline/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-error";
import { useReportUnsaved } from "../../../lib/unsaved-changes";
import { fileProblem, uploadFile } from "../api/upload-file";

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; fileName: string; loaded: number; total: number }
  /** Sent; the api is checking the stored file. */
  | { phase: "checking"; fileName: string }
  | { phase: "done"; resource: Resource }
  | { phase: "failed"; fileName: string; message: string };

/** What a failed upload says: the message on `file` (the size or type rule), else the error's own. */
export function failureMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.aborted) return null;
  return error.fields?.file ?? error.fields?.file_name ?? error.message;
}

/**
 * One file's upload through the presigned flow, with its progress. While a file is on its way the page
 * counts as holding unsaved changes (spec: the warning when closing an upload): leaving asks first, and
 * leaving anyway cancels it.
 */
export function useFileUpload(
  kind: UploadKind,
  announce: (file: File) => Promise<ResourceUploadResponse>,
  complete?: (id: string) => Promise<Resource>,
  types?: UploadTypes,
) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const busy = state.phase === "uploading" || state.phase === "checking";
  useReportUnsaved(busy);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<Resource | null> => {
      const problem = fileProblem(file, kind, types);
      if (problem) {
        setState({ phase: "failed", fileName: file.name, message: problem });
        return null;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ phase: "uploading", fileName: file.name, loaded: 0, total: file.size });
      try {
        const resource = await uploadFile(file, kind, {
          announce,
          complete,
          signal: current.signal,
          onProgress: ({ loaded, total }) => {
            if (current.signal.aborted) return;
            setState(
              loaded >= total
                ? { phase: "checking", fileName: file.name }
                : { phase: "uploading", fileName: file.name, loaded, total },
            );
          },
        });
        if (!current.signal.aborted) setState({ phase: "done", resource });
        return resource;
      } catch (error) {
        const message = failureMessage(error);
        if (current.signal.aborted || message === null) {
          setState({ phase: "idle" });
          if (message === null && !current.signal.aborted) throw error;
          return null;
        }
        setState({ phase: "failed", fileName: file.name, message });
        return null;
      }
    },
    [kind, announce, complete, types],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ phase: "idle" });
  }, []);

  return { state, start, cancel, busy };
}
