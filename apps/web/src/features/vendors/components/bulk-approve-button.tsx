import { Button, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCheck } from "@tabler/icons-react";
import {
  fieldMessages,
  relationshipBulkApproveSchema,
  type VendorWire,
  vendorBulkApproveMax,
} from "@tierline/contracts";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { bulkApproveExplains, useBulkApproveVendors } from "../api/bulk-approve-vendors";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Approve" on the selected vendors: every Pending role of each, from a start date (today or past:
 * Contracted - Active at once; future: Approved until then). Says which were refused and why.
 */
export function BulkApproveButton({
  workspaceId,
  selected,
  onDone,
}: {
  workspaceId: string;
  selected: VendorWire[];
  onDone: () => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([]);
  const approve = useBulkApproveVendors(workspaceId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: relationshipBulkApproveSchema,
    values: { ids: selected.map((vendor) => vendor.id), start_date: today() },
    submit: approve.mutateAsync,
    explainStatuses: bulkApproveExplains,
    onSuccess: ({ results }) => {
      const names = new Map(selected.map((vendor) => [vendor.id, vendor.name]));
      const done = results.filter((r) => r.ok).length;
      if (done > 0) showSuccessSnackbar(done === 1 ? "1 vendor approved" : `${done} vendors approved`);
      const failed = results
        .filter((r) => !r.ok)
        .map((r) => ({ name: names.get(r.id) ?? r.id, message: r.message ?? "" }));
      setRefused(failed);
      if (failed.length === 0) {
        close();
        onDone();
      }
    },
  });
  const tooMany = selected.length > vendorBulkApproveMax;

  return (
    <>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconCheck size={16} />}
        onClick={() => {
          setRefused([]);
          open();
        }}
        disabled={tooMany}
        title={tooMany ? fieldMessages.vendorsTooMany : undefined}
        data-testid="vendors-bulk-approve"
      >
        Approve
      </Button>
      <ModalContainer opened={opened} onClose={close} title={`Approve ${selected.length} vendors`} width="sm">
        <Form onSubmit={onSubmit} aria-label="Approve vendors" data-testid="bulk-approve-form">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Every Pending role of each vendor is approved. A start date today or earlier makes it Contracted
              - Active at once; a later one leaves it Approved until that day.
            </Text>
            {formError && <ErrorAlert testId="bulk-approve-error">{formError}</ErrorAlert>}
            <TextInput
              type="date"
              label="Start date"
              withAsterisk
              {...form.register("start_date")}
              error={form.formState.errors.start_date?.message}
              data-testid="bulk-approve-start-date"
            />
            {refused.length > 0 && (
              <ErrorAlert testId="bulk-approve-refused">
                <Text size="sm">Not approved:</Text>
                <List size="sm">
                  {refused.map((r) => (
                    <List.Item key={r.name}>
                      {r.name}: {r.message}
                    </List.Item>
                  ))}
                </List>
              </ErrorAlert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} data-testid="bulk-approve-submit">
                Approve
              </Button>
            </Group>
          </Stack>
        </Form>
      </ModalContainer>
    </>
  );
}
