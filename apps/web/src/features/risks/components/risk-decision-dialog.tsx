import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import type { RiskWire } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import {
  decideRiskExplains,
  type RiskDecisionKind,
  riskDecisionRequestSchema,
  useDecideRisk,
} from "../api/decide-risk";

const wording: Record<RiskDecisionKind, { title: string; button: string; hint: string; done: string }> = {
  resolve: {
    title: "Resolve risk",
    button: "Resolve",
    hint: "It was dealt with, or it does not apply to this vendor. Say why: the note stays in the risk's history.",
    done: "Risk resolved",
  },
  confirm: {
    title: "Confirm risk",
    button: "Confirm",
    hint: "The risk is real for this vendor. Say what you found: the note stays in the risk's history.",
    done: "Risk confirmed",
  },
};

/** Resolve or confirm an open risk, with the note the api requires. */
export function RiskDecisionDialog({
  relationshipId,
  risk,
  decision,
  onClose,
}: {
  relationshipId: string;
  risk: RiskWire;
  decision: RiskDecisionKind;
  onClose: () => void;
}) {
  const decide = useDecideRisk(relationshipId);
  const words = wording[decision];
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: riskDecisionRequestSchema,
    defaultValues: { note: "" },
    submit: (body) => decide.mutateAsync({ id: risk.id, decision, body }),
    explainStatuses: decideRiskExplains,
    warnUnsaved: false,
    onSuccess: () => {
      showSuccessSnackbar(words.done);
      onClose();
    },
  });
  return (
    <ModalContainer opened onClose={onClose} title={words.title} width="sm">
      <Form onSubmit={onSubmit} aria-label={words.title} data-testid="risk-decision-form">
        <Stack gap="md">
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Text size="sm" fw={600}>
            {risk.title}
          </Text>
          <Text size="sm" c="dimmed">
            {words.hint}
          </Text>
          <Textarea
            label="Note"
            required
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            {...form.register("note")}
            error={form.formState.errors.note?.message}
            data-testid="risk-decision-note"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="risk-decision-submit">
              {words.button}
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
