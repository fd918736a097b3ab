import { Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPlus, IconSelector } from "@tabler/icons-react";
import { memberRoleLabels, type UserWorkspace } from "@tierline/contracts";
import { useSwitchWorkspace } from "../../lib/use-switch-workspace";
import { useWorkspaces } from "../../lib/use-workspace";
import { TruncatedText } from "../truncated-text";
import classes from "./app-layout.module.css";

function rolesOf(workspace: UserWorkspace): string {
  const roles = workspace.roles.map((role) => memberRoleLabels[role]).join(", ");
  return workspace.is_owner ? `Owner · ${roles}` : roles;
}

/** The current workspace's name and brand, as the switcher's button shows them. */
function CurrentWorkspace({ workspace }: { workspace: UserWorkspace | null }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.4}>
        Workspace
      </Text>
      {workspace ? (
        <>
          {/* Twenty wide letters can still be wider than the box: CSS ends the line there too. */}
          <TruncatedText
            text={workspace.name}
            size="sm"
            fw={600}
            truncate="end"
            testId="workspace-switcher-name"
          />
          <TruncatedText text={workspace.brand_name} size="xs" c="dimmed" truncate="end" />
        </>
      ) : (
        <Text size="sm" fw={600} data-testid="workspace-switcher-name">
          No workspace yet
        </Text>
      )}
    </Stack>
  );
}

/**
 * The shell's workspace switcher: every workspace the user is active in (a consultant in several
 * companies, a vendor that is also a customer), with the brand and the user's roles there. Choosing
 * one makes it current (see `useSwitchWorkspace`). Below them, "Create a company" (`onCreateCompany`:
 * the app opens the workspaces feature's dialog), also for a user in no workspace yet.
 */
export function WorkspaceSwitcher({ onCreateCompany }: { onCreateCompany: () => void }) {
  const { workspace, workspaces } = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();

  return (
    <Menu position="bottom-start" width="target" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.workspace}
          px="sm"
          py={8}
          w="100%"
          aria-label="Switch workspace"
          data-testid="workspace-switcher"
        >
          <Group gap="xs" wrap="nowrap">
            <CurrentWorkspace workspace={workspace} />
            <IconSelector size={16} stroke={1.6} style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="workspace-switcher-menu">
        {workspaces.length > 0 && <Menu.Label>Your workspaces</Menu.Label>}
        {workspaces.map((item) => {
          const current = item.id === workspace?.id;
          return (
            <Menu.Item
              key={item.id}
              onClick={() => {
                if (!current) switchWorkspace(item.id);
              }}
              rightSection={current ? <IconCheck size={16} aria-label="Current workspace" /> : null}
              aria-current={current ? "true" : undefined}
              data-testid="workspace-option"
            >
              <TruncatedText text={item.name} size="sm" fw={current ? 650 : 500} truncate="end" />
              <TruncatedText text={item.brand_name} size="xs" c="dimmed" truncate="end" />
              <Text size="xs" c="dimmed" data-testid="workspace-option-roles">
                {rolesOf(item)}
              </Text>
            </Menu.Item>
          );
        })}
        {workspaces.length > 0 && <Menu.Divider />}
        <Menu.Item
          leftSection={<IconPlus size={16} stroke={1.7} />}
          onClick={onCreateCompany}
          data-testid="workspace-create-company"
        >
          Create a company
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
