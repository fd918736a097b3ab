import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { magicLinkTtlSeconds } from "@tierline/contracts";
import { sessionDays } from "../../../lib/constants";

export interface MagicLinkSentProps {
  email: string;
  onBack: () => void;
  backLabel?: string;
}

/** "Check your inbox" after a magic link was requested. */
export function MagicLinkSent({ email, onBack, backLabel = "Use a different email" }: MagicLinkSentProps) {
  return (
    <Stack gap="md" data-testid="magic-link-sent" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light">
        <IconMailCheck size={24} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Check your inbox
      </Title>
      <Text size="sm">
        We sent a sign-in link to{" "}
        <Text span fw={600} data-testid="magic-link-sent-email">
          {email}
        </Text>
        . The link works once and expires in {Math.round(magicLinkTtlSeconds / 60)} minutes.
      </Text>
      <Text size="sm" c="dimmed" data-testid="magic-link-sent-session">
        Open the link on this device and you will stay signed in on this device for {sessionDays} days.
      </Text>
      <Button variant="default" onClick={onBack} mt="xs">
        {backLabel}
      </Button>
    </Stack>
  );
}
