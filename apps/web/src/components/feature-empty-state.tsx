import { EmptyState, List, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface FeatureEmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** What this screen will hold once it is built. */
  upcoming?: string[];
  actions?: ReactNode;
  testId?: string;
}

/** A clean empty state for screens whose feature is still to come: says what will be here, shows no fake data. */
export function FeatureEmptyState({
  icon,
  title,
  description,
  upcoming,
  actions,
  testId,
}: FeatureEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <EmptyState
        icon={icon}
        variant="light"
        size="md"
        title={title}
        description={description}
        maw={560}
        mx="auto"
        py="lg"
      >
        {upcoming && upcoming.length > 0 && (
          <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md" mt="md" w="100%">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
              Coming to this page
            </Text>
            <List size="sm" spacing={4} ta="left">
              {upcoming.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Paper>
        )}
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
