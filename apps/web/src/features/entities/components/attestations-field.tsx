import { Button, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { type EntityWire, fieldMessages, successMessages } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { displayName, formatTime } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { useAttest, useOnboardingClaims } from "../api/attestations";

export interface AttestationsFieldProps {
  entity: EntityWire;
  editable: boolean;
  submitLabel?: string;
  onSaved?: () => void;
}

/** Every claim shown must be confirmed: an officer attests the statements together. */
const attestFormSchema = (claimIds: string[]) =>
  z.object({
    claims: z
      .array(z.string())
      .refine((chosen) => claimIds.every((id) => chosen.includes(id)), fieldMessages.claimsRequired),
  });

/**
 * The onboarding attestations (claims of type OB): each claim's exact text, who last attested it and
 * when, and attesting again (POST /attestations, a new record per claim by the signed-in user; a
 * record is never edited). Used in Settings → Entities and in the onboarding wizard.
 */
export function AttestationsField({
  entity,
  editable,
  submitLabel = "Attest",
  onSaved,
}: AttestationsFieldProps) {
  const claims = useOnboardingClaims();
  if (!claims.data) return <LoadState error={claims.error} />;
  return (
    <AttestationsForm
      entity={entity}
      editable={editable}
      submitLabel={submitLabel}
      onSaved={onSaved}
      claims={claims.data.results}
    />
  );
}

function AttestationsForm({
  entity,
  editable,
  submitLabel,
  onSaved,
  claims,
}: Required<Omit<AttestationsFieldProps, "onSaved">> &
  Pick<AttestationsFieldProps, "onSaved"> & { claims: { id: string; text: string }[] }) {
  const attest = useAttest(entity.id);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: attestFormSchema(claims.map((claim) => claim.id)),
    defaultValues: { claims: [] as string[] },
    submit: (values) => attest.mutateAsync(values.claims),
    onSuccess: () => {
      form.reset({ claims: [] });
      showSuccessSnackbar(successMessages.changesSaved);
      onSaved?.();
    },
    warnUnsaved: editable,
  });
  const latest = new Map(
    entity.attestations_claims.map((attestation) => [attestation.claim.id, attestation]),
  );
  const error = form.formState.errors.claims?.message;

  return (
    <Form onSubmit={onSubmit} aria-label="Attestations" data-testid="attestations-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="attestations-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="claims"
          render={({ field }) => (
            <Stack gap="sm">
              {claims.map((claim) => {
                const last = latest.get(claim.id);
                return (
                  <Paper key={claim.id} withBorder radius="md" p="md" data-testid={`attestation-${claim.id}`}>
                    <Stack gap="xs">
                      {/* The exact text an officer attests, as the claim stands now. */}
                      <Text size="sm">{claim.text}</Text>
                      <Text size="xs" c="dimmed" data-testid={`attestation-last-${claim.id}`}>
                        {last
                          ? `Attested by ${displayName(last.attested_by)}, ${formatTime(last.attested_at)}`
                          : "Not attested yet"}
                      </Text>
                      {last && last.text !== claim.text && (
                        <Text size="xs" c="dimmed">
                          Attested then as: “{last.text}”
                        </Text>
                      )}
                      {editable && (
                        <Checkbox
                          label={last ? "I attest to this statement again" : "I attest to this statement"}
                          checked={field.value.includes(claim.id)}
                          disabled={submitting}
                          onChange={(event) => {
                            const checked = event.currentTarget.checked;
                            field.onChange(
                              checked
                                ? [...field.value, claim.id]
                                : field.value.filter((id) => id !== claim.id),
                            );
                          }}
                          data-testid={`attestation-check-${claim.id}`}
                        />
                      )}
                    </Stack>
                  </Paper>
                );
              })}
              {error && (
                <Text size="sm" c="red" role="alert" data-testid="attestations-field-error">
                  {error}
                </Text>
              )}
            </Stack>
          )}
        />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} data-testid="attestations-save">
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}
