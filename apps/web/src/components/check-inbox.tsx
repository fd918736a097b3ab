import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface CheckInboxProps {
  /** The address the mail went to. */
  email: string;
  /** What was mailed: "a sign-in link", "an invitation"... */
  mailed: string;
  /**
   * For calls that must not tell whether an account exists (password reset): "If an account exists for
   * <email>, we sent it ..." instead of "We sent ... to <email>".
   */
  ifAccountExists?: boolean;
  /** What to do with the mail: a line or two of text. */
  children?: ReactNode;
  /** The way on: a back button, a link. */
  action?: ReactNode;
  /** `${testId}` on the card, `${testId}-email` on the address. */
  testId: string;
}

/** The one "check your inbox" card, shown after any call that mails the user a link. */
export function CheckInbox({ email, mailed, ifAccountExists, children, action, testId }: CheckInboxProps) {
  const address = (
    <Text span fw={600} data-testid={`${testId}-email`} style={{ overflowWrap: "anywhere" }}>
      {email}
    </Text>
  );
  return (
    <Stack gap="md" align="flex-start" data-testid={testId}>
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={24} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Check your inbox
      </Title>
      <Text size="sm">
        {ifAccountExists ? (
          <>
            If an account exists for {address}, we sent it {mailed}.
          </>
        ) : (
          <>
            We sent {mailed} to {address}.
          </>
        )}
      </Text>
      {children}
      {action}
    </Stack>
  );
}
