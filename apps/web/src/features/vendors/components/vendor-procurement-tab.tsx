import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  type RelationshipAction,
  type RelationshipRole,
  relationshipActionLabels,
  relationshipStatusLabels,
  terminationCauseLabels,
} from "@tierline/contracts";
import { useState } from "react";
import { LoadState } from "../../../components/load-state";
import { PageLoader } from "../../../components/loader";
import { formatDate, formatTime } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useVendorProcurementStages } from "../api/get-vendor-procurement-stages";
import { RelationshipAddRolesDialog, type RoleOption } from "./relationship-add-roles-dialog";
import { RelationshipHistory } from "./relationship-history";
import { RelationshipRoleDialog } from "./relationship-role-dialog";
import { RelationshipTerminateDialog } from "./relationship-terminate-dialog";

const statusColor: Record<RelationshipRole["status"], string> = {
  PENDING: "gray",
  APPROVED: "blue",
  NOT_APPROVED: "orange",
  PAST_VENDOR: "gray",
  CONTRACTED_ACTIVE: "green",
  CONTRACTED_COMPLETE: "teal",
  TERMINATED: "red",
};

const personName = (p: NonNullable<RelationshipRole["attested_by"]>) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ") || p.email;

/** One role: its status, dates, what is scheduled, a termination's cause, and the moves its status allows. */
function RoleCard({
  role,
  canChange,
  onAction,
}: {
  role: RelationshipRole;
  canChange: boolean;
  onAction: (action: RelationshipAction) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="procurement-role" data-role={role.role.role}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            {role.role.role}
          </Text>
          <Badge variant="light" color={statusColor[role.status]} data-testid="procurement-role-status">
            {relationshipStatusLabels[role.status]}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="xs" c="dimmed">
            Start date: {role.start_date ? formatDate(role.start_date) : "not set"}
          </Text>
          <Text size="xs" c="dimmed">
            Termination date: {role.termination_date ? formatDate(role.termination_date) : "not set"}
          </Text>
        </Group>
        {role.scheduled && (
          <Text size="xs" c="blue" data-testid="procurement-role-scheduled">
            {role.scheduled.action === "start" ? "Starts" : "Ends"} on {formatDate(role.scheduled.date)}:
            becomes {relationshipStatusLabels[role.scheduled.status]}
          </Text>
        )}
        {role.cause && (
          <Text size="xs" style={{ overflowWrap: "anywhere" }}>
            Cause: {terminationCauseLabels[role.cause]}
            {role.explanation ? `. ${role.explanation}` : ""}
          </Text>
        )}
        {role.attested_by && role.attested_at && (
          <Text size="xs" c="dimmed">
            Attested true by {personName(role.attested_by)}, {formatTime(role.attested_at)}
          </Text>
        )}
        {canChange && role.actions.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {role.actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === "approve" ? "filled" : "default"}
                color={action.startsWith("terminate") || action === "reject" ? "red" : undefined}
                onClick={() => onAction(action)}
                data-testid={`procurement-role-${action}`}
              >
                {relationshipActionLabels[action]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type Open =
  | { kind: "action"; role: RelationshipRole; action: RelationshipAction }
  | { kind: "add" }
  | { kind: "terminate" }
  | null;

/**
 * The vendor profile's Procurement tab: the relationship's roles with their status, start and
 * termination dates and what is scheduled; the history of every change with who and when; and the
 * moves each status allows (decisions.md's table), offered only to members who may make them
 * (`vendors.relationships`). `roleOptions`: the supply chain roles, given by the app (reference data of
 * the entities feature), for adding roles.
 */
export function VendorProcurementTab({
  relationshipId,
  roleOptions = [],
}: {
  relationshipId: string;
  roleOptions?: RoleOption[];
}) {
  const stages = useVendorProcurementStages(relationshipId);
  const { can } = usePermissions();
  const [open, setOpen] = useState<Open>(null);
  if (!stages.data) return stages.isError ? <LoadState error={stages.error} /> : <PageLoader />;
  const { roles, status, history } = stages.data;
  const canChange = can("vendors.relationships");
  const missing = roleOptions.filter((o) => !roles.some((r) => r.role.id === o.id));
  const close = () => setOpen(null);

  return (
    <Stack gap="lg" data-testid="vendor-procurement-tab">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Relationship status
          </Text>
          <Badge variant="light" color={statusColor[status]} data-testid="procurement-status">
            {relationshipStatusLabels[status]}
          </Badge>
        </Group>
        {canChange && (
          <Group gap="xs" wrap="wrap">
            {missing.length > 0 && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setOpen({ kind: "add" })}
                data-testid="procurement-add-roles"
              >
                Add roles
              </Button>
            )}
            {(roles.length > 0 || status !== "PAST_VENDOR") && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setOpen({ kind: "terminate" })}
                data-testid="procurement-terminate-relationship"
              >
                Terminate relationship
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Stack gap="sm">
        <Title order={4}>Roles</Title>
        {roles.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm" c="dimmed" data-testid="procurement-no-roles">
              No roles yet. Add the roles this vendor plays for your company: each is approved, started and
              terminated on its own.
            </Text>
          </Paper>
        ) : (
          roles.map((role) => (
            <RoleCard
              key={role.id}
              role={role}
              canChange={canChange}
              onAction={(action) => setOpen({ kind: "action", role, action })}
            />
          ))
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={4}>History</Title>
        <RelationshipHistory history={history} />
      </Stack>
      {open?.kind === "action" && (
        <RelationshipRoleDialog
          relationshipId={relationshipId}
          role={open.role}
          action={open.action}
          onClose={close}
        />
      )}
      {open?.kind === "add" && (
        <RelationshipAddRolesDialog relationshipId={relationshipId} options={missing} onClose={close} />
      )}
      {open?.kind === "terminate" && (
        <RelationshipTerminateDialog relationshipId={relationshipId} onClose={close} />
      )}
    </Stack>
  );
}
