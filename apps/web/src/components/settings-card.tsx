import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled card of a settings section. */
export function SettingsCard({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

/** A label over a value, for read-only details. */
export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
