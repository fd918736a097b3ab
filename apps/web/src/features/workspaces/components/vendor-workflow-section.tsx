import { Alert, Badge, Button, Group, Stack, Text, Timeline } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type RelationshipStatus, relationshipStatusLabels, successMessages } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { displayName, formatTime } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useConfirmVendorWorkflow, useVendorWorkflow } from "../api/vendor-workflow";

/**
 * How a vendor relationship's status moves (decisions.md, "Vendor relationship status"), in plain words.
 * Shown so the Admin knows what is confirmed; the vendors slice enforces it on the server.
 */
const transitions: { from: RelationshipStatus[]; to: RelationshipStatus[]; how: string }[] = [
  {
    from: ["PENDING"],
    to: ["APPROVED", "CONTRACTED_ACTIVE"],
    how: "Approved with a start date: Approved when it is in the future, Contracted - Active when it is today or past.",
  },
  { from: ["PENDING", "APPROVED"], to: ["NOT_APPROVED"], how: "Not approved." },
  {
    from: ["NOT_APPROVED", "CONTRACTED_COMPLETE", "TERMINATED", "PAST_VENDOR"],
    to: ["PENDING"],
    how: "The review is opened again.",
  },
  { from: ["APPROVED"], to: ["CONTRACTED_ACTIVE"], how: "Automatically, on the start date." },
  {
    from: ["CONTRACTED_ACTIVE"],
    to: ["CONTRACTED_COMPLETE"],
    how: "Ended without cause, with a date and an attestation that it is true.",
  },
  {
    from: ["CONTRACTED_ACTIVE", "APPROVED"],
    to: ["TERMINATED"],
    how: "Terminated for cause, with a date, the cause, an explanation and an attestation.",
  },
];

const labels = (statuses: RelationshipStatus[]) =>
  statuses.map((status) => relationshipStatusLabels[status]).join(", ");

/**
 * Settings → Vendor Workflow: the workflow the product applies to vendors, whether and by whom it was
 * confirmed, and (Admin) confirming it, which a workspace does before using the vendor screens.
 */
export function VendorWorkflowSection() {
  const workspaceId = useWorkspaceId();
  const workflow = useVendorWorkflow(workspaceId);
  const confirm = useConfirmVendorWorkflow(workspaceId);
  const { can } = usePermissions();
  const mayConfirm = can("workspace.update");
  if (!workflow.data) return <LoadState error={workflow.error} />;
  const { stages, version, confirmation } = workflow.data;
  const current = confirmation?.workflow_version === version;

  return (
    <Stack gap="lg" data-testid="vendor-workflow-section">
      <SettingsCard
        title="Confirmation"
        description="A workspace confirms the workflow its vendors follow before it uses the vendor screens."
      >
        <Stack gap="sm" data-testid="vendor-workflow-confirmation">
          {confirmation ? (
            <Group gap="sm" wrap="wrap">
              <Badge
                color={current ? "green" : "yellow"}
                variant="light"
                data-testid="vendor-workflow-status"
              >
                {current ? "Confirmed" : "Earlier version confirmed"}
              </Badge>
              <Text size="sm" c="dimmed" data-testid="vendor-workflow-confirmed-by">
                By {displayName(confirmation.confirmed_by)}, {formatTime(confirmation.confirmed_at)}
              </Text>
            </Group>
          ) : (
            <Group gap="sm">
              <Badge color="gray" variant="light" data-testid="vendor-workflow-status">
                Not confirmed
              </Badge>
            </Group>
          )}
          {!current &&
            (mayConfirm ? (
              <Group>
                <Button
                  loading={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(version, {
                      onSuccess: () => showSuccessSnackbar(successMessages.changesSaved),
                    })
                  }
                  data-testid="vendor-workflow-confirm"
                >
                  Confirm this workflow
                </Button>
              </Group>
            ) : (
              <Alert color="gray" variant="light" p="xs">
                <Text size="sm">An Admin of this workspace confirms the vendor workflow.</Text>
              </Alert>
            ))}
        </Stack>
      </SettingsCard>
      <SettingsCard title="How vendors move through the workflow" description={`Version ${version}`}>
        <Timeline active={current ? stages.length - 1 : -1} bulletSize={22} lineWidth={2}>
          {stages.map((stage) => (
            <Timeline.Item
              key={stage.key}
              title={stage.label}
              bullet={current ? <IconCircleCheck size={14} /> : undefined}
              data-testid={`vendor-workflow-stage-${stage.key}`}
            >
              <Text size="sm" c="dimmed">
                {stage.description}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </SettingsCard>
      <SettingsCard
        title="Relationship statuses"
        description="Each vendor relationship has one of these statuses, and changes only as listed."
      >
        <Stack gap="md">
          <Group gap={6} data-testid="vendor-workflow-statuses">
            {Object.values(relationshipStatusLabels).map((label) => (
              <Badge key={label} variant="default" tt="none" fw={500}>
                {label}
              </Badge>
            ))}
          </Group>
          <Stack gap="sm" data-testid="vendor-workflow-transitions">
            {transitions.map((row) => (
              <Stack key={`${row.from.join()}-${row.to.join()}`} gap={2}>
                <Text size="sm" fw={600}>
                  {labels(row.from)} → {labels(row.to)}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.how}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
