import {
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconArrowRight, IconCheck, IconCircleDashed, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { WelcomeChecklist } from "@tierline/contracts";
import { type ChecklistKey, checklistKeys, requiredChecklistKeys } from "@tierline/contracts";
import { Link, useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { errorText, safeNextPath } from "../../../lib/form-errors";
import { usePermissions } from "../../../lib/use-permissions";
import { useCurrentWorkspace, useWorkspaceId } from "../../../lib/use-workspace";
import { useUserSettings } from "../api/get-user-settings";
import { useWelcomeChecklist, welcomeChecklistQueryKey } from "../api/get-welcome-checklist";
import { useWorkspaceMetadata } from "../api/get-workspace-metadata";
import { useUpdateUserSettings } from "../api/update-user-settings";
import { useUpdateWorkspaceMetadata } from "../api/update-workspace-metadata";

type ChecklistItem = WelcomeChecklist["pending"][number];

function ItemRow({ item, onSkip }: { item: ChecklistItem; onSkip?: (item: ChecklistItem) => void }) {
  // Checklist links come from the server: only paths inside the app are followed.
  const to = safeNextPath(item.href);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py={10}
      px="md"
      data-testid={`welcome-item-${item.key}`}
      data-done={item.done}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          size={26}
          radius="xl"
          variant={item.done ? "filled" : "light"}
          color={item.done ? "teal" : "gray"}
        >
          {item.done ? <IconCheck size={15} /> : <IconCircleDashed size={15} />}
        </ThemeIcon>
        <Text
          size="sm"
          fw={item.done ? 400 : 600}
          c={item.done ? "dimmed" : undefined}
          td={item.done ? "line-through" : undefined}
        >
          {item.label}
        </Text>
      </Group>
      {item.done ? (
        <Anchor component={Link} to={to} size="sm" c="dimmed">
          View
        </Anchor>
      ) : (
        <Group gap="xs" wrap="nowrap">
          {onSkip && !requiredChecklistKeys.has(item.key) && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => onSkip(item)}
              data-testid={`welcome-skip-${item.key}`}
            >
              Skip
            </Button>
          )}
          <Button
            component={Link}
            to={to}
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} />}
          >
            Start
          </Button>
        </Group>
      )}
    </Group>
  );
}

function Checklist({
  title,
  items,
  testId,
  empty,
  onSkip,
}: {
  title: string;
  items: ChecklistItem[];
  testId: string;
  empty: string;
  onSkip?: (item: ChecklistItem) => void;
}) {
  return (
    <Paper withBorder radius="md" data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="md" pb={4}>
        {title} · {items.length}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md" pt={4}>
          {empty}
        </Text>
      ) : (
        <Stack gap={0} pb={4}>
          {items.map((item) => (
            <ItemRow key={item.key} item={item} onSkip={onSkip} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Welcome({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string | null }) {
  const navigate = useNavigate();
  const checklist = useWelcomeChecklist(workspaceId);
  const settings = useUserSettings(workspaceId, { silent: true });
  const updateSettings = useUpdateUserSettings(workspaceId);
  const dismissed = settings.data?.welcome_dismissed ?? false;
  // Skipping a step hides it for the whole workspace (metadata), so only those who may update it can.
  const { can } = usePermissions();
  const maySkip = can("workspace.update");
  const metadata = useWorkspaceMetadata(workspaceId, { enabled: maySkip });
  const updateMetadata = useUpdateWorkspaceMetadata(workspaceId);
  const queryClient = useQueryClient();

  const skip = (item: ChecklistItem) => {
    const already = (metadata.data?.dismissed_checklist_items ?? []).filter((key): key is ChecklistKey =>
      checklistKeys.includes(key as ChecklistKey),
    );
    updateMetadata.mutate(
      { dismissed_checklist_items: [...new Set([...already, item.key])] },
      { onSuccess: () => queryClient.invalidateQueries({ queryKey: welcomeChecklistQueryKey(workspaceId) }) },
    );
  };

  const dismiss = () => {
    // Applied at once (the navigation item goes); undone with a snackbar if the server refuses.
    updateSettings.mutate({ welcome_dismissed: true });
    navigate("/", { replace: true });
  };

  const data = checklist.data;
  const total = data ? data.pending.length + data.completed.length : 0;
  const done = data?.completed.length ?? 0;

  return (
    <Stack gap="lg" maw={880} data-testid="welcome-screen">
      <PageHeader
        title={workspaceName ? `Welcome to ${workspaceName}` : "Welcome"}
        description="A few steps to get your workspace ready for vendor compliance."
        actions={
          dismissed ? (
            <Button
              variant="default"
              onClick={() => updateSettings.mutate({ welcome_dismissed: false })}
              data-testid="welcome-restore"
            >
              Show in navigation
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              onClick={dismiss}
              data-testid="welcome-dismiss"
            >
              Dismiss
            </Button>
          )
        }
      />
      {checklist.isError && !data && <ErrorAlert>{errorText(checklist.error)}</ErrorAlert>}
      {!data && !checklist.isError && <Skeleton height={240} radius="md" />}
      {data && (
        <>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb={8}>
              <Title order={2} fz="h4">
                {data.pending.length === 0 ? "Your workspace is set up" : "Set-up progress"}
              </Title>
              <Text size="sm" c="dimmed" data-testid="welcome-progress">
                {done} of {total} done
              </Text>
            </Group>
            <Progress value={total === 0 ? 100 : (done / total) * 100} color="teal" size="md" radius="xl" />
          </Paper>
          <Checklist
            title="To do"
            items={data.pending}
            testId="welcome-pending"
            empty="Nothing left to do."
            onSkip={maySkip && metadata.data ? skip : undefined}
          />
          <Checklist
            title="Completed"
            items={data.completed}
            testId="welcome-completed"
            empty="Nothing completed yet."
          />
        </>
      )}
    </Stack>
  );
}

/** /welcome: the dashboard welcome with the workspace's pending and completed set-up steps. */
export function WelcomeRoute() {
  const workspaceId = useWorkspaceId();
  const { workspaceName } = useCurrentWorkspace();
  return <Welcome workspaceId={workspaceId} workspaceName={workspaceName} />;
}
