import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { messageForStatus } from "@tierline/contracts";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isApiError } from "../lib/api-error";

/** The router's error screen: something failed while loading or rendering a page. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : undefined;
  const detail = isApiError(error) ? error.endpoint : error instanceof Error ? error.message : null;

  return (
    <Center mih="100vh" p="xl" data-testid="route-error">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          This page could not be shown
        </Title>
        <Text c="dimmed">{messageForStatus(status)}</Text>
        {detail && <Code>{detail}</Code>}
        <Button component={Link} to="/" reloadDocument>
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
