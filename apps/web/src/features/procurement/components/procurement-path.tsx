import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { procurementRequirementLabels, type RelationshipComplianceWire } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { isApiError } from "../../../lib/api-error";
import { usePermissions } from "../../../lib/use-permissions";
import { useAdvanceProcurementStage, useRelationshipCompliance } from "../api/relationship-compliance";

type StageOnPath = RelationshipComplianceWire["stages"][number];

const stateLabels: Record<StageOnPath["state"], { label: string; color: string }> = {
  passed: { label: "Passed", color: "green" },
  current: { label: "Current", color: "blue" },
  ahead: { label: "Ahead", color: "gray" },
};

function StageCard({ stage }: { stage: StageOnPath }) {
  const state = stateLabels[stage.state];
  return (
    <Card withBorder padding="sm" data-testid="procurement-path-stage" data-state={stage.state}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} style={{ minWidth: 0 }}>
          {stage.position + 1}. {stage.name}
        </Text>
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
      </Group>
      {stage.requirements.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          Nothing required.
        </Text>
      ) : (
        <List spacing={4} mt="xs" size="sm" center>
          {stage.requirements.map((r) => (
            <List.Item
              key={r.requirement}
              data-testid="procurement-path-requirement"
              data-met={r.met}
              icon={
                <ThemeIcon color={r.met ? "green" : "orange"} size={18} radius="xl" variant="light">
                  {r.met ? (
                    <IconCheck size={12} aria-label="Met" />
                  ) : (
                    <IconX size={12} aria-label="Not met" />
                  )}
                </ThemeIcon>
              }
            >
              {procurementRequirementLabels[r.requirement]}
              {r.missing && (
                <Text span size="sm" c="dimmed">
                  {" "}
                  (missing {r.missing})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * The Procurement tab's stage path: every stage of the workspace's workflow with where the vendor is,
 * each requirement met or what it lacks, and "Advance" for those who manage procurement. A refusal
 * shows the api's message, which names exactly what is missing.
 */
export function ProcurementPath({ relationshipId }: { relationshipId: string }) {
  const path = useRelationshipCompliance(relationshipId);
  const advance = useAdvanceProcurementStage(relationshipId);
  const canMove = usePermissions().can("procurement.manage");
  if (!path.data) return <LoadState error={path.error} />;
  const { stage, stages } = path.data;
  const isLast = stages.at(-1)?.id === stage?.id;
  // Other failures are the snackbar's; a refusal is explained here, where the requirements are.
  const refusal =
    advance.error && isApiError(advance.error) && advance.error.status === 409 ? advance.error.message : null;
  return (
    <Stack gap="sm" data-testid="procurement-path">
      <Title order={3} size="h4">
        Procurement stages
      </Title>
      {!stage ? (
        <Text size="sm" c="dimmed" data-testid="procurement-path-none">
          No procurement workflow yet. Define its stages in Settings, Procurement.
        </Text>
      ) : (
        <>
          {stages.map((s) => (
            <StageCard key={s.id} stage={s} />
          ))}
          {refusal && (
            <Alert color="orange" variant="light" data-testid="procurement-advance-refused">
              {refusal}
            </Alert>
          )}
          {canMove && !isLast && (
            <Group>
              <Button
                loading={advance.isPending}
                onClick={() =>
                  advance.mutate(
                    { relationshipId, from: stage.id },
                    { onSuccess: (moved) => showSuccessSnackbar(`Moved to ${moved.stage?.name}`) },
                  )
                }
                data-testid="procurement-advance"
              >
                Advance past {stage.name}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
