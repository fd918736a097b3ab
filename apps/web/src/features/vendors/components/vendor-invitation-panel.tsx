import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  moreSuccessMessages,
  successMessages,
  type VendorInvitation,
  vendorInvitationStatusLabels,
} from "@tierline/contracts";
import { useState } from "react";
import { LoadState } from "../../../components/load-state";
import { PageLoader } from "../../../components/loader";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatTime } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useVendorRelationship } from "../api/get-vendor-relationship";
import { useChangeVendorInvitation, useVendorInvitations } from "../api/vendor-invitations";
import { InviteVendorDialog } from "./invite-vendor-dialog";

const statusColor: Record<VendorInvitation["status"], string> = {
  PENDING: "blue",
  ACCEPTED: "green",
  REVOKED: "gray",
  EXPIRED: "orange",
};

/**
 * The vendor's invitation on its profile: the latest one's status (pending, accepted, revoked,
 * expired), to whom and when it was sent, and, for members who may (`vendors.relationships`), Invite
 * vendor, Resend and Revoke as its status allows. An accepted invitation whose link ended (the whole
 * relationship was terminated) offers Invite vendor again: the vendor must be re-invited.
 */
export function VendorInvitationPanel({ relationshipId }: { relationshipId: string }) {
  const invitations = useVendorInvitations(relationshipId);
  const relationship = useVendorRelationship(relationshipId);
  const change = useChangeVendorInvitation(relationshipId);
  const { can } = usePermissions();
  const [inviting, setInviting] = useState(false);
  if (!invitations.data)
    return invitations.isError ? <LoadState error={invitations.error} /> : <PageLoader />;
  const latest = invitations.data.results[0];
  const canChange = can("vendors.relationships");
  const open = latest?.status === "PENDING" || latest?.status === "EXPIRED";
  const linkEnded = latest?.status === "ACCEPTED" && relationship.data?.linked === false;
  const act = (action: "resend" | "revoke") =>
    change.mutate(
      { id: latest!.id, action },
      {
        onSuccess: () =>
          showSuccessSnackbar(
            action === "resend" ? successMessages.invitationSent : moreSuccessMessages.invitationRevoked,
          ),
      },
    );

  return (
    <Stack gap="sm" data-testid="vendor-invitation-panel">
      <Title order={4}>Vendor invitation</Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          {latest ? (
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {latest.email}
                </Text>
                <Badge
                  variant="light"
                  color={statusColor[latest.status]}
                  data-testid="vendor-invitation-status"
                >
                  {vendorInvitationStatusLabels[latest.status]}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                Last sent {formatTime(latest.last_sent)}
                {latest.reminders_sent > 0 ? `, ${latest.reminders_sent} reminder(s)` : ""}
                {latest.status === "PENDING" ? `; expires ${formatTime(latest.expires)}` : ""}
                {latest.accepted ? `; accepted ${formatTime(latest.accepted)}` : ""}
                {latest.revoked ? `; revoked ${formatTime(latest.revoked)}` : ""}
              </Text>
              {linkEnded && (
                <Text size="xs" c="dimmed" data-testid="vendor-invitation-link-ended">
                  The link ended when the whole relationship was terminated: invite the vendor again to share
                  its compliance information.
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" data-testid="vendor-invitation-none">
              Not invited yet. Invite the vendor's compliance contact to share its compliance information.
            </Text>
          )}
          {canChange && (
            <Group gap="xs" wrap="wrap">
              {open ? (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    loading={change.isPending && change.variables?.action === "resend"}
                    onClick={() => act("resend")}
                    data-testid="vendor-invitation-resend"
                  >
                    Resend
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={change.isPending && change.variables?.action === "revoke"}
                    onClick={() => act("revoke")}
                    data-testid="vendor-invitation-revoke"
                  >
                    Revoke
                  </Button>
                </>
              ) : (
                (latest?.status !== "ACCEPTED" || linkEnded) && (
                  <Button size="xs" onClick={() => setInviting(true)} data-testid="vendor-invite">
                    Invite vendor
                  </Button>
                )
              )}
            </Group>
          )}
        </Group>
      </Paper>
      {inviting && <InviteVendorDialog relationshipId={relationshipId} onClose={() => setInviting(false)} />}
    </Stack>
  );
}
