import { Group, Stack, Text, Title } from "@mantine/core";
import { LoadState } from "../../../components/load-state";
import { PageLoader } from "../../../components/loader";
import { usePermissions } from "../../../lib/use-permissions";
import { useCurrentWorkspace } from "../../../lib/use-workspace";
import { useCompliances } from "../api/get-compliances";
import { ComplianceRequestCard, type ComplianceRequestSlots } from "./compliance-request-card";

/**
 * /compliance: the vendor's compliance section, one card per customer request linked to the company
 * the user acts for. Nothing else of a customer's world is reachable from here.
 */
export function ComplianceSection({
  slots,
  actions,
}: {
  slots: ComplianceRequestSlots;
  /** What the compliance team may start from here (proposing the company to a customer), beside the title. */
  actions?: React.ReactNode;
}) {
  const { workspaceId } = useCurrentWorkspace();
  const compliances = useCompliances(workspaceId);
  const { can } = usePermissions();
  let body: React.ReactNode;
  if (compliances.isError) body = <LoadState error={compliances.error} />;
  else if (!compliances.data) body = <PageLoader />;
  else if (compliances.data.results.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="compliance-empty">
        No customer has asked your company for compliance information yet. A customer's invitation brings its
        request here, and so does proposing your company to a customer with its supplier code.
      </Text>
    );
  else
    body = compliances.data.results.map((compliance) => (
      <ComplianceRequestCard
        key={compliance.id}
        compliance={compliance}
        canRespond={can("compliance.respond")}
        slots={slots}
      />
    ));
  return (
    <Stack gap="lg" data-testid="compliance-section">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 20rem", minWidth: 0 }}>
          <Title order={1} fz="h2">
            Compliance
          </Title>
          <Text size="sm" c="dimmed">
            What your customers ask of your company, and what you have given them. Each customer sees only its
            own request.
          </Text>
        </Stack>
        {can("compliance.respond") && actions}
      </Group>
      {body}
    </Stack>
  );
}
