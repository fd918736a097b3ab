import { Paper, Text } from "@mantine/core";

/** Workspace settings need a workspace: shown to a user who has none yet. */
export function NoWorkspace() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="settings-no-workspace">
      <Text size="sm" c="dimmed">
        You are not part of a workspace yet. Complete onboarding or accept an invitation to join one.
      </Text>
    </Paper>
  );
}
