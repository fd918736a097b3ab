import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  successMessages,
  type VendorInvitationRequest,
  vendorInvitationMessageMaxLength,
  vendorInvitationRequestSchema,
} from "@tierline/contracts";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { inviteVendorExplains, useInviteVendor } from "../api/vendor-invitations";

/** The contracts schema, with a blank message left out. */
const inviteFormSchema = vendorInvitationRequestSchema.extend({
  message: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    vendorInvitationRequestSchema.shape.message,
  ),
});

/**
 * "Invite vendor": the vendor's compliance contact by e-mail, with an optional message shown in the
 * mail. The contracts' rules and messages; a vendor already invited or linked is said above the form.
 */
export function InviteVendorDialog({
  relationshipId,
  defaultEmail,
  onClose,
}: {
  relationshipId: string;
  defaultEmail?: string;
  onClose: () => void;
}) {
  const invite = useInviteVendor(relationshipId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: inviteFormSchema,
    defaultValues: { email: defaultEmail ?? "", message: "" },
    submit: (body) => invite.mutateAsync(body as VendorInvitationRequest),
    explainStatuses: inviteVendorExplains,
    onSuccess: () => {
      showSuccessSnackbar(successMessages.invitationSent);
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <ModalContainer opened onClose={onClose} title="Invite vendor" width="sm">
      <Form onSubmit={onSubmit} aria-label="Invite vendor" data-testid="invite-vendor-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The vendor's compliance contact gets an e-mail to sign up (or sign in) and answer your compliance
            requests. Reminders follow on days 3, 7 and 13 until they respond; the link works for 14 days.
          </Text>
          {formError && <ErrorAlert testId="invite-vendor-error">{formError}</ErrorAlert>}
          <TextInput
            label="Compliance contact email"
            withAsterisk
            {...form.register("email")}
            error={errors.email?.message}
            data-testid="invite-vendor-email"
          />
          <Textarea
            label="Message"
            description={`Optional, shown in the e-mail (at most ${vendorInvitationMessageMaxLength} characters)`}
            rows={4}
            {...form.register("message")}
            error={errors.message?.message}
            data-testid="invite-vendor-message"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="invite-vendor-submit">
              Send invitation
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
