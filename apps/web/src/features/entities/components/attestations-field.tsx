import { Button, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { type AttestationClaim, type EntityWire, fieldMessages, successMessages } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { displayName, formatTime } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { useAttest, useOnboardingClaims } from "../api/attestations";

/** Every claim shown must be confirmed: an officer attests the statements together. */
export const attestedClaimsSchema = (claims: readonly Pick<AttestationClaim, "id">[]) =>
  z
    .array(z.string())
    .refine((chosen) => claims.every((claim) => chosen.includes(claim.id)), fieldMessages.claimsRequired);

export interface AttestationsInputProps {
  entity: EntityWire;
  claims: AttestationClaim[];
  /** The claim ids the user confirms now. */
  value: string[];
  onChange: (claims: string[]) => void;
  error?: string;
  /** False: the claims and who attested them, without the boxes to attest. */
  editable: boolean;
  disabled?: boolean;
}

/**
 * The onboarding claims (type OB): each claim's exact text, who last attested it and when, and a box to
 * attest it (again). The one input for attestations, in `AttestationsForm` or in a larger form.
 */
export function AttestationsInput({
  entity,
  claims,
  value,
  onChange,
  error,
  editable,
  disabled,
}: AttestationsInputProps) {
  const latest = new Map(
    entity.attestations_claims.map((attestation) => [attestation.claim.id, attestation]),
  );
  return (
    <Stack gap="sm" data-testid="attestations">
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
                  checked={value.includes(claim.id)}
                  disabled={disabled}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    onChange(checked ? [...value, claim.id] : value.filter((id) => id !== claim.id));
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
  );
}

export interface AttestationsFormProps {
  entity: EntityWire;
  editable: boolean;
  submitLabel?: string;
  onSaved?: () => void;
  /** Where the attest button goes (the wizard's Back and Skip around it); a right-aligned row by default. */
  footer?: (primary: ReactNode) => ReactNode;
}

/**
 * Attesting the onboarding claims: POST /attestations, a new record per claim by the signed-in user (a
 * record is never edited).
 */
export function AttestationsForm(props: AttestationsFormProps) {
  const claims = useOnboardingClaims();
  if (!claims.data) return <LoadState error={claims.error} />;
  return <ClaimsForm {...props} claims={claims.data.results} />;
}

function ClaimsForm({
  entity,
  editable,
  submitLabel = "Attest",
  onSaved,
  footer,
  claims,
}: AttestationsFormProps & { claims: AttestationClaim[] }) {
  const attest = useAttest(entity.id);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: z.object({ claims: attestedClaimsSchema(claims) }),
    defaultValues: { claims: [] as string[] },
    submit: (values) => attest.mutateAsync(values.claims),
    onSuccess: () => {
      form.reset({ claims: [] });
      showSuccessSnackbar(successMessages.changesSaved);
      onSaved?.();
    },
    warnUnsaved: editable,
  });
  const primary = (
    <Button type="submit" loading={submitting} data-testid="attestations-save">
      {submitLabel}
    </Button>
  );

  return (
    <Form onSubmit={onSubmit} aria-label="Attestations" data-testid="attestations-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="attestations-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="claims"
          render={({ field }) => (
            <AttestationsInput
              entity={entity}
              claims={claims}
              value={field.value}
              onChange={field.onChange}
              error={form.formState.errors.claims?.message}
              editable={editable}
              disabled={submitting}
            />
          )}
        />
        {editable && (footer ? footer(primary) : <Group justify="flex-end">{primary}</Group>)}
      </Stack>
    </Form>
  );
}
