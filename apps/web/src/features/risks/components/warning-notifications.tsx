import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconClock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type WarningNotificationWire, warningKindLabels } from "@tierline/contracts";
import { useEffect, useRef, useState } from "react";
import { formatDate } from "../../../lib/format";
import { risksQueryKey } from "../api/get-risks";
import { useWarningNotifications } from "../api/get-warning-notifications";
import { type RenderWarningUpload, WarningResolveDialog } from "./warning-resolve-dialog";

const statusLook = {
  open: { color: "orange", label: "Open", icon: IconAlertTriangle },
  processing: { color: "blue", label: "Processing", icon: IconClock },
  resolved: { color: "teal", label: "Resolved", icon: IconCircleCheck },
} as const;

function resolutionText(warning: WarningNotificationWire): string | null {
  const resolution = warning.resolution;
  if (!resolution) return null;
  const who = warning.resolved_by
    ? [warning.resolved_by.first_name, warning.resolved_by.last_name].filter(Boolean).join(" ") ||
      warning.resolved_by.email
    : null;
  const how =
    resolution.type === "reason"
      ? `Reason: ${resolution.reason}`
      : resolution.type === "attestation"
        ? "Attested"
        : `File: ${resolution.resource?.file_name ?? "deleted"}`;
  const when = warning.resolved_at ? ` on ${formatDate(warning.resolved_at)}` : "";
  return `${how}${who ? ` (${who}${when})` : ""}`;
}

/** The vendor's warning notifications, open ones first, each with its resolve action where allowed. */
export function WarningNotifications({
  relationshipId,
  mayResolve,
  renderUpload,
}: {
  relationshipId: string;
  mayResolve: boolean;
  renderUpload: RenderWarningUpload;
}) {
  const warnings = useWarningNotifications(relationshipId, { page: 1, page_size: 100 });
  const [resolving, setResolving] = useState<WarningNotificationWire | null>(null);
  const list = warnings.data?.results ?? [];
  // When a file's check ends, its warning's risk moved too: the risks are read again.
  const client = useQueryClient();
  const processing = list.filter((warning) => warning.status === "processing").length;
  const wasProcessing = useRef(processing);
  useEffect(() => {
    if (processing < wasProcessing.current)
      void client.invalidateQueries({ queryKey: risksQueryKey(relationshipId) });
    wasProcessing.current = processing;
  }, [processing, client, relationshipId]);
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="warning-notifications">
      <Text fw={600} size="sm">
        Warnings
      </Text>
      {list.map((warning) => {
        const look = statusLook[warning.status];
        const Icon = look.icon;
        const resolution = resolutionText(warning);
        return (
          <Alert
            key={warning.id}
            color={look.color}
            variant={warning.status === "resolved" ? "outline" : "light"}
            icon={<Icon size={18} />}
            data-testid="warning-row"
            data-warning-status={warning.status}
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ flex: "1 1 240px", minWidth: 0 }}>
                <Group gap={8}>
                  <Text size="sm" fw={600}>
                    {warningKindLabels[warning.kind]}
                  </Text>
                  <Badge size="sm" color={look.color} variant="light" data-testid="warning-status">
                    {look.label}
                  </Badge>
                </Group>
                <Text size="sm">{warning.message}</Text>
                {resolution && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {resolution}
                  </Text>
                )}
              </Stack>
              {warning.status === "open" && mayResolve && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setResolving(warning)}
                  data-testid="warning-resolve"
                >
                  Resolve
                </Button>
              )}
            </Group>
          </Alert>
        );
      })}
      {resolving && (
        <WarningResolveDialog
          relationshipId={relationshipId}
          warning={resolving}
          renderUpload={renderUpload}
          onClose={() => setResolving(null)}
        />
      )}
    </Stack>
  );
}
