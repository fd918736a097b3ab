import { Button, Center, Code, type MantineColor, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { messageForStatus } from "@tierline/contracts";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isApiError } from "../lib/api-error";
import { isChunkLoadError } from "../lib/chunk-reload";

interface ErrorScreenProps {
  testId: string;
  icon: ReactNode;
  color?: MantineColor;
  title: string;
  children: ReactNode;
}

function ErrorScreen({ testId, icon, color, title, children }: ErrorScreenProps) {
  return (
    <Center mih="100vh" p="xl" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}

/** The router's error screen: something failed while loading or rendering a page. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    // A screen's code did not load and the automatic reload was already tried (lib/chunk-reload.ts):
    // most likely a release since the page was opened.
    return (
      <ErrorScreen testId="route-error-updated" icon={<IconRefresh size={28} />} title="Tierline was updated">
        <Text c="dimmed">
          This page needs the new version, or part of it could not be loaded. Reload the page to go on.
        </Text>
        <Button onClick={() => window.location.reload()} data-testid="route-error-reload">
          Reload
        </Button>
      </ErrorScreen>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : undefined;
  const detail = isApiError(error) ? error.endpoint : error instanceof Error ? error.message : null;

  return (
    <ErrorScreen
      testId="route-error"
      icon={<IconAlertTriangle size={28} />}
      color="red"
      title="This page could not be shown"
    >
      <Text c="dimmed">{messageForStatus(status)}</Text>
      {detail && <Code>{detail}</Code>}
      <Button component={Link} to="/" reloadDocument>
        Go to the dashboard
      </Button>
    </ErrorScreen>
  );
}
