import { Button, Checkbox, Stack, Text } from "@mantine/core";
import type { ComplianceAttestationWire } from "@tierline/contracts";
import { useState } from "react";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatDate, formatTime } from "../../../lib/format";
import { useAttestCompliance } from "../api/attest-compliance";

const attester = (a: ComplianceAttestationWire) =>
  a.attested_by
    ? [a.attested_by.first_name, a.attested_by.last_name].filter(Boolean).join(" ") || a.attested_by.email
    : "A former user";

/** The truthful-information attestation: who attested and when, and (for the compliance team) attest again. */
export function ComplianceAttestation({
  relationshipId,
  attestation,
  canRespond,
}: {
  relationshipId: string;
  attestation: ComplianceAttestationWire | null;
  canRespond: boolean;
}) {
  const [ticked, setTicked] = useState(false);
  const attest = useAttestCompliance();
  return (
    <Stack gap="xs" data-testid="compliance-attestation">
      <Text size="sm" c={attestation ? undefined : "dimmed"} data-testid="compliance-attested">
        {attestation
          ? `Attested by ${attester(attestation)} on ${formatDate(attestation.attested)} at ${formatTime(attestation.attested)}`
          : "Not attested yet."}
      </Text>
      {canRespond && (
        <>
          <Checkbox
            label="I confirm that the information my company provided to this customer is true and complete"
            checked={ticked}
            onChange={(event) => setTicked(event.currentTarget.checked)}
            data-testid="compliance-attest-check"
          />
          <Button
            w="fit-content"
            disabled={!ticked}
            loading={attest.isPending}
            onClick={() =>
              attest.mutate(relationshipId, {
                onSuccess: () => {
                  setTicked(false);
                  showSuccessSnackbar("Changes saved");
                },
              })
            }
            data-testid="compliance-attest"
          >
            {attestation ? "Attest again" : "Attest"}
          </Button>
        </>
      )}
    </Stack>
  );
}
