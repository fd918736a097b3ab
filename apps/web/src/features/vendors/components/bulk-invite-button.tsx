import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMailForward } from "@tabler/icons-react";
import {
  fieldMessages,
  successMessages,
  type VendorWire,
  vendorBulkApproveMax,
  vendorInvitationBulkRequestSchema,
  vendorInvitationMessageMaxLength,
} from "@tierline/contracts";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { plural } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { inviteVendorExplains, useInviteVendors } from "../api/vendor-invitations";

/** The contracts schema, with a blank message left out. */
const bulkInviteFormSchema = vendorInvitationBulkRequestSchema.extend({
  message: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    vendorInvitationBulkRequestSchema.shape.message,
  ),
});

/**
 * "Invite" on the selected vendors: each one's compliance contact address, and one message for all.
 * Every bad row (an address, a vendor already invited or linked) is named under its row; nothing is
 * sent until all are right.
 */
export function BulkInviteButton({ selected, onDone }: { selected: VendorWire[]; onDone: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const invite = useInviteVendors();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: bulkInviteFormSchema,
    values: { invites: selected.map((vendor) => ({ relationship: vendor.id, email: "" })), message: "" },
    submit: (body) => invite.mutateAsync(vendorInvitationBulkRequestSchema.parse(body)),
    explainStatuses: inviteVendorExplains,
    onSuccess: ({ results }) => {
      showSuccessSnackbar(
        results.length === 1 ? successMessages.invitationSent : successMessages.invitationsSent,
      );
      close();
      onDone();
    },
  });
  const tooMany = selected.length > vendorBulkApproveMax;
  const errors = form.formState.errors;

  return (
    <>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconMailForward size={16} />}
        onClick={open}
        disabled={tooMany}
        title={tooMany ? fieldMessages.vendorsTooMany : undefined}
        data-testid="vendors-bulk-invite"
      >
        Invite
      </Button>
      <ModalContainer
        opened={opened}
        onClose={close}
        title={`Invite ${plural(selected.length, "vendor")}`}
        width="md"
      >
        <Form onSubmit={onSubmit} aria-label="Invite vendors" data-testid="bulk-invite-form">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Each vendor's compliance contact gets an e-mail to sign up (or sign in) and answer your
              compliance requests, with reminders until they respond.
            </Text>
            {formError && <ErrorAlert testId="bulk-invite-error">{formError}</ErrorAlert>}
            {selected.map((vendor, i) => (
              <TextInput
                key={vendor.id}
                label={`${vendor.name}: compliance contact email`}
                withAsterisk
                {...form.register(`invites.${i}.email`)}
                error={errors.invites?.[i]?.email?.message ?? errors.invites?.[i]?.relationship?.message}
                data-testid="bulk-invite-email"
              />
            ))}
            <Textarea
              label="Message"
              description={`Optional, the same for every vendor (at most ${vendorInvitationMessageMaxLength} characters)`}
              rows={3}
              {...form.register("message")}
              error={errors.message?.message}
              data-testid="bulk-invite-message"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} data-testid="bulk-invite-submit">
                Send invitations
              </Button>
            </Group>
          </Stack>
        </Form>
      </ModalContainer>
    </>
  );
}
