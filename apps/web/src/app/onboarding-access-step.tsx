import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { moreSuccessMessages, relationshipStatusLabels } from "@tierline/contracts";
import { ErrorAlert } from "../components/error-alert";
import { showSuccessSnackbar } from "../components/snackbar/snackbar";
import { useEntity } from "../features/entities/api/get-entity";
import type { OnboardingStepBodyProps } from "../features/onboarding/components/onboarding-wizard";
import { useConfirmVendorWorkflow, useVendorWorkflow } from "../features/workspaces/api/vendor-workflow";
import { errorText } from "../lib/form-errors";
import { formatTime } from "../lib/format";
import { useWorkspaceId } from "../lib/use-workspace";

/** The statuses a vendor relationship moves through (decisions.md, "Vendor relationship status"). */
const statusPath = ["PENDING", "APPROVED", "CONTRACTED_ACTIVE", "CONTRACTED_COMPLETE"] as const;

function CompanySummary({ entityId }: { entityId: string }) {
  const entity = useEntity(entityId);
  const data = entity.data;
  if (!data) return entity.isError ? null : <Skeleton height={72} />;
  const jurisdiction = data.registered_jurisdiction;
  const rows = [
    ["Company", data.registered_name ?? data.brand_name],
    [
      "Registered in",
      jurisdiction
        ? [jurisdiction.name, jurisdiction.parent?.name].filter(Boolean).join(", ")
        : "Not given yet",
    ],
    ["Entity type", data.entity_type?.name ?? "Not given yet"],
    ["Supply chain roles", data.roles.map((assignment) => assignment.role.role).join(", ") || "None yet"],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" data-testid="access-summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Step 7, composed by the app from the entities and workspaces features' calls: what the workspace has set up, and the vendor workflow the product applies to its vendors, in
 * plain words, for an Admin to confirm (spec section 1: needed before the vendor screens open).
 */
export function AccessDashboardStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const workspaceId = useWorkspaceId();
  const workflow = useVendorWorkflow(workspaceId);
  // The mutation keeps the workflow's cache and refreshes the workspace's onboarding state and flags.
  const confirm = useConfirmVendorWorkflow(workspaceId);
  const data = workflow.data;

  const onConfirm = () =>
    confirm.mutate(data?.version ?? 1, {
      onSuccess: async () => {
        showSuccessSnackbar(moreSuccessMessages.vendorWorkflowConfirmed);
        await onDone();
      },
    });
  const current = data?.confirmation?.workflow_version === data?.version;

  return (
    <Stack gap="lg">
      <CompanySummary entityId={state.entity} />
      <Stack gap={4}>
        <Text fw={600}>Your vendor workflow</Text>
        <Text size="sm" c="dimmed">
          This is how Tierline treats every vendor you add, by import, by hand or by invitation.
        </Text>
      </Stack>
      {workflow.isError && <ErrorAlert>{errorText(workflow.error)}</ErrorAlert>}
      {!data && !workflow.isError && <Skeleton height={220} />}
      {data && (
        <>
          <Timeline active={data.stages.length} bulletSize={22} lineWidth={2} data-testid="vendor-workflow">
            {data.stages.map((stage) => (
              <Timeline.Item key={stage.key} title={stage.label}>
                <Text size="sm" c="dimmed">
                  {stage.description}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              Relationship statuses:
            </Text>
            {statusPath.map((status) => (
              <Badge key={status} variant="light" color="gray" size="sm">
                {relationshipStatusLabels[status]}
              </Badge>
            ))}
          </Group>
          {data.confirmation && (
            <Alert
              color={current ? "teal" : "yellow"}
              variant="light"
              icon={<IconCircleCheck size={18} />}
              data-testid="vendor-workflow-confirmed"
            >
              Confirmed by {data.confirmation.confirmed_by.first_name}{" "}
              {data.confirmation.confirmed_by.last_name} · {formatTime(data.confirmation.confirmed_at)}
              {current ? "." : ". The workflow has changed since: please confirm it again."}
            </Alert>
          )}
        </>
      )}
      {footer(
        current ? (
          <Button onClick={() => void onDone()} data-testid="access-continue">
            Continue
          </Button>
        ) : (
          <Button
            onClick={onConfirm}
            loading={confirm.isPending}
            disabled={!data}
            data-testid="vendor-workflow-confirm"
          >
            Confirm the vendor workflow
          </Button>
        ),
      )}
    </Stack>
  );
}
