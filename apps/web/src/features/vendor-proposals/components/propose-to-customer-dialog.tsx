import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { type ComplianceWire, vendorProposalRequestSchema } from "@tierline/contracts";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import {
  proposeToCustomerExplains,
  useLookUpSupplierCode,
  useProposeToCustomer,
} from "../api/propose-to-customer";

export interface RoleOption {
  id: string;
  role: string;
}

/**
 * The vendor proposes its company to a customer on Tierline: the supplier code the customer gave it
 * (checked first, which names the customer), and the supply chain roles it offers. The customer then
 * approves or rejects the relationship; the request shows under Compliance at once.
 */
export function ProposeToCustomerDialog({
  options,
  onClose,
  onProposed,
}: {
  options: RoleOption[];
  onClose: () => void;
  onProposed: (request: ComplianceWire) => void;
}) {
  const propose = useProposeToCustomer();
  const lookUp = useLookUpSupplierCode();
  const [customer, setCustomer] = useState<{ code: string; name: string } | null>(null);
  const { form, onSubmit, submitting, formError, showFailure } = useApiForm({
    schema: vendorProposalRequestSchema,
    defaultValues: { code: "", roles: [] },
    submit: (body) => propose.mutateAsync(body),
    warnUnsaved: false,
    explainStatuses: proposeToCustomerExplains,
    onSuccess: (request) => {
      showSuccessSnackbar(`Proposal sent to ${request.customer.name}`);
      onProposed(request);
      onClose();
    },
  });
  const code = form.watch("code");

  // A failed check is told as a failed submit is: under the code, above the form, or in the snackbar.
  async function check() {
    const valid = await form.trigger("code");
    if (!valid) return;
    showFailure(null);
    try {
      const found = await lookUp.mutateAsync(code);
      setCustomer({ code, name: found.customer.name });
    } catch (error) {
      setCustomer(null);
      showFailure(error);
    }
  }

  const checked = customer !== null && customer.code === code;
  return (
    <ModalContainer opened onClose={onClose} title="Propose your company to a customer" width="sm">
      <Form onSubmit={onSubmit} aria-label="Propose to a customer" data-testid="propose-to-customer">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the supplier code your customer gave you. Tierline lists no customers: only their code finds
            them.
          </Text>
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Supplier code"
              placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
              {...form.register("code")}
              error={form.formState.errors.code?.message}
              data-testid="propose-code"
            />
            <Button
              variant="default"
              mt={25}
              onClick={() => void check()}
              loading={lookUp.isPending}
              data-testid="propose-check"
            >
              Check
            </Button>
          </Group>
          {checked && (
            <Alert color="teal" variant="light" data-testid="propose-customer">
              This code is {customer.name}'s.
            </Alert>
          )}
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                label="Roles your company would play for this customer"
                placeholder="Select roles"
                data={options.map((o) => ({ value: o.id, label: o.role }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.formState.errors.roles?.message}
                comboboxProps={{ withinPortal: true }}
                searchable
                data-testid="propose-roles"
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={!checked} data-testid="propose-submit">
              Send proposal
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
