import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  explanationMaxLength,
  parseDateInput,
  type RelationshipAction,
  type RelationshipRole,
  type RelationshipRolesChange,
  relationshipActionLabels,
  relationshipRolesChangeFormSchema,
  type relationshipRolesChangeSchema,
  relationshipStatusLabels,
  successMessages,
  terminationCauseLabels,
  terminationCauses,
} from "@tierline/contracts";
import { Controller, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatDate } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import {
  changeRelationshipRolesExplains,
  useChangeRelationshipRoles,
} from "../api/change-relationship-roles";

type Values = z.input<typeof relationshipRolesChangeSchema>;
type FormSchema = z.ZodType<RelationshipRolesChange, Values>;

/** How a typed date is read, so 03/04/2030 (the 3rd of April: DD/MM comes first) surprises no one. */
function dateHint(text: string | undefined): string {
  const read = text?.trim() ? parseDateInput(text.trim()) : null;
  return read ? `Read as ${formatDate(read, "vendorUpload")}` : "Any common date format";
}

/** The fields each action's form starts with (only those it sends). */
function initialValues(action: RelationshipAction, role: RelationshipRole): Values {
  const roles = [role.id];
  switch (action) {
    case "approve":
    case "reschedule":
      return { action, roles, start_date: "" };
    case "terminate":
      return { action, roles, termination_date: "", truth_attestation: false };
    case "terminate_for_cause":
      return { action, roles, termination_date: "", truth_attestation: false, explanation: "" };
    default:
      return { action, roles };
  }
}

const intro: Record<RelationshipAction, string> = {
  approve:
    "A start date of today or earlier makes the role Contracted - Active at once; a later one leaves it Approved until that day (UTC).",
  reschedule: "The role stays Approved until the new start date; today or earlier starts it now.",
  reject: "The role becomes Not Approved. Its review can be re-opened later.",
  reopen: "The role goes back to Pending for a new review; its dates, cause and attestation are cleared.",
  terminate:
    "The role ends as Contracted - Complete on the termination date. A date in the future is applied on that day.",
  terminate_for_cause:
    "The role ends as Terminated (for cause) on the termination date. A date in the future is applied on that day.",
};

export interface RelationshipRoleDialogProps {
  relationshipId: string;
  role: RelationshipRole;
  action: RelationshipAction;
  onClose: () => void;
}

/**
 * One life-cycle action on one role: the fields the action needs (spec section 5: a date, the cause,
 * an explanation under 256 characters, the truth attestation) under the contracts' rules, then the
 * call. A 409 (the role moved meanwhile) is said here; success closes with its snackbar.
 */
export function RelationshipRoleDialog({
  relationshipId,
  role,
  action,
  onClose,
}: RelationshipRoleDialogProps) {
  const change = useChangeRelationshipRoles(relationshipId);
  const terminates = action === "terminate" || action === "terminate_for_cause";
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: relationshipRolesChangeFormSchema(action) as unknown as FormSchema,
    defaultValues: initialValues(action, role),
    submit: (body) => change.mutateAsync(body),
    explainStatuses: changeRelationshipRolesExplains,
    warnUnsaved: false,
    onSuccess: () => {
      showSuccessSnackbar(terminates ? successMessages.rolesTerminated : successMessages.changesSaved);
      onClose();
    },
  });
  const { errors } = form.formState;
  // The one date the action takes: when it starts, or when it ends.
  const dateField = terminates
    ? "termination_date"
    : action === "approve" || action === "reschedule"
      ? "start_date"
      : null;
  const dateText = useWatch({ control: form.control, name: dateField ?? "start_date" });
  const explanation = useWatch({ control: form.control, name: "explanation" }) ?? "";
  const title = `${relationshipActionLabels[action]}: ${role.role.role}`;

  return (
    <ModalContainer opened onClose={onClose} title={title} width="sm">
      <Form onSubmit={onSubmit} aria-label={title} data-testid={`relationship-dialog-${action}`}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Now {relationshipStatusLabels[role.status]}. {intro[action]}
          </Text>
          {formError && <ErrorAlert testId="relationship-dialog-error">{formError}</ErrorAlert>}
          {dateField && (
            <TextInput
              label={dateField === "start_date" ? "Start date" : "Termination date"}
              withAsterisk
              description={dateHint(dateText)}
              placeholder="e.g. 2030-03-04 or Mar 04, 2030"
              autoComplete="off"
              error={errors[dateField]?.message}
              data-testid={
                dateField === "start_date" ? "relationship-start-date" : "relationship-termination-date"
              }
              {...form.register(dateField)}
            />
          )}
          {action === "terminate_for_cause" && (
            <>
              <Controller
                control={form.control}
                name="cause"
                render={({ field }) => (
                  <Select
                    label="Cause"
                    withAsterisk
                    placeholder="Select a cause"
                    data={terminationCauses.map((c) => ({ value: c, label: terminationCauseLabels[c] }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    error={errors.cause?.message}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="relationship-cause"
                  />
                )}
              />
              <Textarea
                label="Explanation"
                withAsterisk
                rows={4}
                description={`${explanation.length} of ${explanationMaxLength} characters`}
                error={errors.explanation?.message}
                data-testid="relationship-explanation"
                {...form.register("explanation")}
              />
            </>
          )}
          {terminates && (
            <Checkbox
              label="I attest that the information given is true"
              error={errors.truth_attestation?.message}
              data-testid="relationship-attestation"
              {...form.register("truth_attestation")}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={submitting}
              data-testid="relationship-dialog-cancel"
            >
              Cancel
            </Button>
            <Button
              type="submit"
              color={terminates || action === "reject" ? "red" : undefined}
              loading={submitting}
              data-testid="relationship-dialog-submit"
            >
              {relationshipActionLabels[action]}
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
