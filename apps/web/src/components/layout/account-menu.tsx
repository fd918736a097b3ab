import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from "@tabler/icons-react";
import type { AuthUser } from "@tierline/contracts";
import { useNavigate } from "react-router";
import { displayName } from "../../lib/format";
import { useLogout } from "../../lib/logout";
import { useCurrentWorkspace } from "../../lib/use-workspace";
import { TruncatedText } from "../truncated-text";

function initials(user: AuthUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The header's account menu: who is signed in, in which workspace, and Sign out. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { workspaceName } = useCurrentWorkspace();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate("/login", { replace: true }),
    });

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-testid="account-menu" px={6} py={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size={30} color="brand" variant="filled">
              {initials(user)}
            </Avatar>
            <Stack gap={0} visibleFrom="md">
              <TruncatedText
                text={displayName(user)}
                size="sm"
                fw={600}
                lh={1.2}
                testId="account-menu-name"
              />
              {workspaceName && (
                <TruncatedText
                  text={workspaceName}
                  size="xs"
                  c="dimmed"
                  lh={1.2}
                  testId="account-menu-header-workspace"
                />
              )}
            </Stack>
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="account-menu-dropdown">
        <Stack gap={2} px="sm" py="xs">
          {/* Who is signed in, in full (two addresses cut to 20 characters may look alike): wrapped. */}
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} data-testid="account-menu-email">
            {user.email}
          </Text>
          {workspaceName && (
            <Text size="xs" c="dimmed" data-testid="account-menu-workspace">
              Workspace: <TruncatedText span inherit text={workspaceName} />
            </Text>
          )}
        </Stack>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => navigate("/settings/account")}>
          Account settings
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => navigate("/settings/password")}>
          Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
          disabled={logout.isPending}
          data-testid="sign-out"
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
