import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { messageForStatus } from "@tierline/contracts";
import { Link } from "react-router";

export function NotFoundRoute() {
  return (
    <Center mih={420} data-testid="not-found">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz={48} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} fz="h3">
          Page not found
        </Title>
        <Text c="dimmed" size="sm">
          {messageForStatus(404)}
        </Text>
        <Button component={Link} to="/" variant="default" mt="xs">
          Back to Vendors
        </Button>
      </Stack>
    </Center>
  );
}
