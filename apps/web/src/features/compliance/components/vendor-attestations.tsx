import { Paper, Stack, Text, Title } from "@mantine/core";
import { LoadState } from "../../../components/load-state";
import { formatDate, formatTime } from "../../../lib/format";
import { useVendorAttestations } from "../api/get-vendor-attestations";

/**
 * The vendor profile's view of what the vendor attested through its compliance section: who of the
 * vendor attested that its information is true and complete, and when (newest first, as the API
 * sorts them).
 */
export function VendorAttestations({ relationshipId }: { relationshipId: string }) {
  const attestations = useVendorAttestations(relationshipId);
  let body: React.ReactNode = null;
  if (attestations.isError) body = <LoadState error={attestations.error} />;
  else if (attestations.data?.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        The vendor has not attested its information yet.
      </Text>
    );
  else if (attestations.data)
    body = attestations.data.map((a) => (
      <Text key={a.id} size="sm" data-testid="vendor-attestation">
        {a.attested_by
          ? [a.attested_by.first_name, a.attested_by.last_name].filter(Boolean).join(" ") ||
            a.attested_by.email
          : "A former user"}{" "}
        attested that the information is true and complete on {formatDate(a.attested)} at{" "}
        {formatTime(a.attested)}
      </Text>
    ));
  return (
    <Paper withBorder radius="md" p="md" data-testid="vendor-attestations">
      <Stack gap="xs">
        <Title order={3} fz="sm">
          Vendor's attestation
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
