import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconUpload } from "@tabler/icons-react";
import {
  allowedUploadExtensions,
  type Resource,
  type ResourceUploadResponse,
  type UploadKind,
  type UploadTypes,
  uploadAcceptAttribute,
} from "@tierline/contracts";
import { type DragEvent, useId, useRef, useState } from "react";
import { useFileUpload } from "../hooks/use-file-upload";

export interface UploadDropzoneProps {
  kind: UploadKind;
  /** Announces the file: `createResource` or a vendor list's `createVendorsList` with its entity. */
  announce: (file: File) => Promise<ResourceUploadResponse>;
  /** Completes the announced file where it was announced (default PUT /resources/{id}). */
  complete?: (id: string) => Promise<Resource>;
  onUploaded?: (resource: Resource) => void;
  label: string;
  /** Fewer types than the kind allows (a product image: PNG or JPEG), said, offered and checked. */
  types?: UploadTypes;
}

const typesText = (kind: UploadKind, types?: UploadTypes) =>
  (types?.extensions ?? allowedUploadExtensions[kind]).map((extension) => extension.toUpperCase()).join(", ");

/**
 * A file drop area with a browse button (the web has no Mantine dropzone: plain drag-and-drop events).
 * Checks the size and type the spec allows before sending, then shows the upload's progress, the api's
 * check, and the result or the reason the file was refused.
 */
export function UploadDropzone({ kind, announce, complete, onUploaded, label, types }: UploadDropzoneProps) {
  const { state, start, cancel, busy } = useFileUpload(kind, announce, complete, types);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const send = async (file: File | undefined) => {
    if (!file || busy) return;
    const resource = await start(file);
    if (resource) onUploaded?.(resource);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      style={{ borderStyle: "dashed", borderColor: over ? "var(--mantine-color-blue-6)" : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={uploadAcceptAttribute(kind, types)}
        aria-label={label}
        aria-describedby={hintId}
        onChange={(event) => {
          void send(event.currentTarget.files?.[0]);
          event.currentTarget.value = "";
        }}
      />
      <Stack gap="xs" align="center">
        {state.phase === "done" ? (
          <Group gap="xs">
            <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fw={500}>{state.resource.file_name}</Text>
          </Group>
        ) : (
          <IconUpload size={28} aria-hidden />
        )}
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed" id={hintId}>
          Drag a file here or browse: {typesText(kind, types)}, up to 200 MB
        </Text>
        {state.phase === "uploading" && (
          <Stack gap={4} w="100%">
            <Text size="sm">{state.fileName}</Text>
            <Progress
              value={state.total ? (state.loaded / state.total) * 100 : 0}
              aria-label={`Uploading ${state.fileName}`}
            />
          </Stack>
        )}
        {state.phase === "checking" && <Text size="sm">Checking {state.fileName}…</Text>}
        {state.phase === "failed" && (
          <Text size="sm" c="red.8" role="alert">
            {state.fileName}: {state.message}
          </Text>
        )}
        <Group gap="xs">
          {busy ? (
            <Button variant="default" onClick={cancel}>
              Cancel upload
            </Button>
          ) : (
            <Button variant="light" onClick={() => input.current?.click()}>
              {state.phase === "done" ? "Replace file" : "Browse files"}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
