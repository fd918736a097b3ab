import { Button, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { IconDeviceDesktop, IconMail } from "@tabler/icons-react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import {
  magicLinkRequestSchema,
  requestMagicLinkExplains,
  useRequestMagicLink,
} from "../api/request-magic-link";

export interface MobileNoticeProps {
  onMagicLinkSent: (email: string) => void;
  onContinue: () => void;
}

/** Phone-width visitors: the product is built for desktop; get a link by e-mail, or continue anyway. */
export function MobileNotice({ onMagicLinkSent, onContinue }: MobileNoticeProps) {
  const { lastUser } = useSession();
  const magicLink = useRequestMagicLink();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: magicLinkRequestSchema,
    defaultValues: { email: lastUser?.email ?? "" },
    submit: magicLink.mutateAsync,
    onSuccess: (_answer, values) => onMagicLinkSent(values.email),
    explainStatuses: requestMagicLinkExplains,
    // Like the sign-in form: one address, whose answer replaces the screen.
    warnUnsaved: false,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Request a sign-in link" data-testid="mobile-notice">
      <Stack gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconDeviceDesktop size={24} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Tierline is optimised for desktop
        </Title>
        <Text size="sm" c="dimmed">
          Vendor registers, screening results and product catalogues need a larger screen. We can email you a
          sign-in link to open on your computer, or you can continue on this device.
        </Text>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          data-testid="mobile-notice-email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button
          type="submit"
          fullWidth
          leftSection={<IconMail size={18} />}
          loading={submitting}
          data-testid="mobile-notice-request"
        >
          Email me a sign-in link
        </Button>
        <Button variant="subtle" fullWidth onClick={onContinue} data-testid="mobile-notice-continue">
          Continue anyway
        </Button>
      </Stack>
    </Form>
  );
}
