import { ActionIcon, Box, Button, Flex, Group, Stack, Tabs, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCopy, IconLink, IconMail, IconPlus, IconTrash } from "@tabler/icons-react";
import type { EmailInviteRequest, OpenInviteResponse } from "@tierline/contracts";
import { emailInviteRequestSchema, inviteLinkDays, successMessages } from "@tierline/contracts";
import { useState } from "react";
import { Controller, type FieldError, useFieldArray } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { copyText } from "../../../lib/clipboard";
import { formatDate } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { emailInviteMutationOptions, useEmailInvite } from "../api/email-invite";
import { openInviteMutationOptions, openInviteRequestSchema, useOpenInvite } from "../api/open-invite";
import { OpenInviteLinks } from "./open-invite-links";
import { RoleMultiSelect } from "./role-multi-select";

/** How many people one e-mail invite may hold: the `max` of the contracts schema's list. */
const maxInvites = (() => {
  for (const check of emailInviteRequestSchema.shape.invites._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: unknown };
    if (def.check === "max_length" && typeof def.maximum === "number") return def.maximum;
  }
  return Number.POSITIVE_INFINITY;
})();

const emptyRow = (): EmailInviteRequest["invites"][number] => ({ email: "", roles: [] });

/** The message of a field error that may sit on the list itself or on one of its items. */
function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = listErrorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

function EmailInviteForm({ workspaceId, onDone }: { workspaceId: string; onDone: () => void }) {
  const invite = useEmailInvite(workspaceId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: emailInviteRequestSchema,
    defaultValues: { invites: [emptyRow()] },
    submit: invite.mutateAsync,
    // The server names a row's field `invites.<n>.email` or `invites.<n>.roles[.<m>]`: each message
    // goes to its row; one for a row no longer there shows above the form.
    explainStatuses: emailInviteMutationOptions(workspaceId).meta?.silentStatuses,
    onSuccess: (response, values) => {
      const count = Math.max(response.results.length, values.invites.length);
      showSuccessSnackbar(count === 1 ? successMessages.invitationSent : successMessages.invitationsSent);
      form.reset({ invites: [emptyRow()] });
      onDone();
    },
  });
  const rows = useFieldArray({ control: form.control, name: "invites" });
  const { errors } = form.formState;

  const listError = errors.invites?.root?.message ?? errors.invites?.message;
  const failure = formError ?? listError;

  return (
    <Form onSubmit={onSubmit} aria-label="Invite by email" data-testid="invite-email-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Each person gets an e-mail with a link to join. Invitations expire after {inviteLinkDays} days.
        </Text>
        {failure && <ErrorAlert testId="invite-email-error">{failure}</ErrorAlert>}
        {rows.fields.map((row, index) => (
          <Flex
            key={row.id}
            // Side by side from xs; on a phone the address gets the whole width, roles below it.
            direction={{ base: "column", xs: "row" }}
            align={{ base: "stretch", xs: "flex-start" }}
            gap="sm"
            data-testid={`invite-email-row-${index}`}
          >
            <TextInput
              label={index === 0 ? "Email" : undefined}
              aria-label={index === 0 ? undefined : `Email ${index + 1}`}
              placeholder="colleague@company.com"
              type="email"
              autoComplete="off"
              style={{ flex: "1 1 0" }}
              data-autofocus={index === 0 ? true : undefined}
              data-testid={`invite-email-input-${index}`}
              error={errors.invites?.[index]?.email?.message}
              {...form.register(`invites.${index}.email`)}
            />
            <Box style={{ flex: "1.2 1 0", minWidth: 0 }}>
              <Controller
                control={form.control}
                name={`invites.${index}.roles`}
                render={({ field, fieldState }) => (
                  <RoleMultiSelect
                    label={index === 0 ? "Roles" : `Roles ${index + 1}`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={listErrorMessage(fieldState.error)}
                    testId={`invite-roles-${index}`}
                  />
                )}
              />
            </Box>
            <Tooltip label="Remove" disabled={rows.fields.length === 1}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt={{ base: 0, xs: index === 0 ? 24 : 0 }}
                ml="auto"
                aria-label={`Remove row ${index + 1}`}
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(index)}
                data-testid={`invite-remove-${index}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Flex>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => rows.append(emptyRow())}
            disabled={rows.fields.length >= maxInvites}
            data-testid="invite-add-row"
          >
            Add another
          </Button>
          <Button type="submit" loading={submitting} data-testid="invite-submit">
            {rows.fields.length === 1 ? "Send invitation" : "Send invitations"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function LinkInviteForm({ workspaceId }: { workspaceId: string }) {
  const openInvite = useOpenInvite(workspaceId);
  const [link, setLink] = useState<OpenInviteResponse | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async (url: string) => {
    const copied = await copyText(url);
    setCopyFailed(!copied);
    if (copied) showSuccessSnackbar(successMessages.inviteUrlCopied);
  };

  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: openInviteRequestSchema,
    defaultValues: { roles: [] },
    submit: openInvite.mutateAsync,
    explainStatuses: openInviteMutationOptions(workspaceId).meta?.silentStatuses,
    // Choosing roles for a link is no data entry worth a warning: the link is made at once.
    warnUnsaved: false,
    onSuccess: (created) => {
      setLink(created);
      void copy(created.url);
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Invite by link" data-testid="invite-link-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Anyone with the link can join with the roles you choose. The link works for {inviteLinkDays} days.
        </Text>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="roles"
          render={({ field, fieldState }) => (
            <RoleMultiSelect
              value={field.value}
              onChange={(roles) => {
                field.onChange(roles);
                // A link carries its roles: other roles need a new link.
                setLink(null);
              }}
              onBlur={field.onBlur}
              error={listErrorMessage(fieldState.error)}
              testId="invite-link-roles"
            />
          )}
        />
        {link ? (
          <Stack gap={6} data-testid="invite-link-result">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Invite URL"
                value={link.url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="invite-link-url"
              />
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => void copy(link.url)}
                data-testid="invite-link-copy"
              >
                Copy
              </Button>
            </Group>
            <Text size="xs" c={copyFailed ? "red" : "dimmed"} data-testid="invite-link-expires">
              {copyFailed
                ? "Your browser did not allow copying. Select the link and copy it yourself."
                : `Expires on ${formatDate(link.expires)}.`}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconLink size={16} />}
            loading={submitting}
            variant={link ? "default" : "filled"}
            data-testid="invite-link-create"
          >
            {link ? "Create a new link" : "Create and copy link"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export interface InviteMembersModalProps {
  opened: boolean;
  workspaceId: string;
  onClose: () => void;
  /** After e-mail invitations were sent. */
  onInvited: () => void;
}

/** "Invite members": by e-mail (several people, each with roles) or by link. */
export function InviteMembersModal({ opened, workspaceId, onClose, onInvited }: InviteMembersModalProps) {
  const [tab, setTab] = useState<string | null>("email");
  return (
    <ModalContainer opened={opened} onClose={onClose} title="Invite members" width="md">
      <Tabs value={tab} onChange={setTab} keepMounted={false} data-testid="invite-modal">
        <Tabs.List mb="md">
          <Tabs.Tab value="email" leftSection={<IconMail size={16} />} data-testid="invite-email-tab">
            By email
          </Tabs.Tab>
          <Tabs.Tab value="link" leftSection={<IconLink size={16} />} data-testid="invite-link-tab">
            By link
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <EmailInviteForm
            workspaceId={workspaceId}
            onDone={() => {
              onClose();
              onInvited();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="link">
          <Stack gap="xl">
            <LinkInviteForm workspaceId={workspaceId} />
            <OpenInviteLinks workspaceId={workspaceId} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </ModalContainer>
  );
}
