import { Badge, Group, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import { entityStatusLabels } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { PageLoader } from "../../../components/loader";
import { RoleBadges } from "../../../components/role-badges";
import { Detail, SettingsCard } from "../../../components/settings-card";
import { TruncatedText } from "../../../components/truncated-text";
import { errorText } from "../../../lib/form-errors";
import { formatDate, formatNumber } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useCurrentWorkspace, useWorkspaceId } from "../../../lib/use-workspace";
import { useWorkspace } from "../api/get-workspace";
import { useWorkspaceEntities } from "../api/get-workspace-entities";
import { WorkspaceNameForm } from "./workspace-name-form";

function Entities({ workspaceId }: { workspaceId: string }) {
  const entities = useWorkspaceEntities(workspaceId);
  if (!entities.data) return entities.isError ? null : <Skeleton height={60} />;
  const { results, count } = entities.data;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420} type="native">
        <Table verticalSpacing="xs" data-testid="workspace-entities">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Entity</Table.Th>
              <Table.Th>Registered name</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((entity) => (
              <Table.Tr key={entity.id}>
                <Table.Td>
                  <Group gap={6}>
                    <TruncatedText size="sm" fw={600} text={entity.brand_name} />
                    {entity.is_primary && (
                      <Badge size="xs" variant="outline">
                        Primary
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{entity.registered_name ?? "—"}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={entity.status === "VALIDATED" ? "teal" : "yellow"}>
                    {entityStatusLabels[entity.status]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {count > results.length && (
        <Text size="xs" c="dimmed">
          Showing {formatNumber(results.length)} of {formatNumber(count)} entities.
        </Text>
      )}
    </Stack>
  );
}

function General({ workspaceId }: { workspaceId: string }) {
  const workspace = useWorkspace(workspaceId);
  const { can, holder } = usePermissions();
  const { userId } = useCurrentWorkspace();

  if (workspace.isError && !workspace.data) {
    return <ErrorAlert>{errorText(workspace.error)}</ErrorAlert>;
  }
  if (!workspace.data) return <PageLoader />;
  const data = workspace.data;

  return (
    <Stack gap="lg" data-testid="general-section">
      <SettingsCard title="Workspace">
        <Stack gap="lg">
          <WorkspaceNameForm workspace={data} editable={can("workspace.update")} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Detail label="Primary entity" testId="general-entity">
              <Group gap={6}>
                {data.entity.brand_name}
                <Badge
                  size="sm"
                  variant="light"
                  color={data.entity.status === "VALIDATED" ? "teal" : "yellow"}
                >
                  {entityStatusLabels[data.entity.status]}
                </Badge>
              </Group>
            </Detail>
            <Detail label="Created" testId="general-created">
              {formatDate(data.created)}
            </Detail>
            <Detail label="Your access" testId="general-roles">
              <RoleBadges roles={holder.roles} isOwner={data.owner_id === userId} />
            </Detail>
          </SimpleGrid>
        </Stack>
      </SettingsCard>
      <SettingsCard title="Entities" description="The companies that make up this workspace.">
        <Entities workspaceId={workspaceId} />
      </SettingsCard>
    </Stack>
  );
}

/** Settings → General: the workspace's name and basic information. */
export function GeneralSection() {
  return <General workspaceId={useWorkspaceId()} />;
}
