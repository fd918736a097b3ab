import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type ProcurementStageWire,
  procurementRequirementLabels,
  procurementRequirements,
  procurementStagesMax,
  procurementWorkflowRequestSchema,
} from "@tierline/contracts";
import { Controller, useFieldArray } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { usePermissions } from "../../../lib/use-permissions";
import {
  saveProcurementWorkflowExplains,
  useProcurementWorkflow,
  useSaveProcurementWorkflow,
} from "../api/procurement-workflow";

/** The stages a workspace starts from when it has none: the path the issue describes. */
const startingStages = [
  { name: "Requested", requirements: ["CONTACTS_PROVIDED" as const] },
  {
    name: "Due diligence",
    requirements: [
      "QUESTIONNAIRE_SUBMITTED" as const,
      "DOCUMENTS_PROVIDED" as const,
      "SCREENING_CLEAR" as const,
    ],
  },
  { name: "Approved for purchase", requirements: [] },
];

const toInput = (stages: ProcurementStageWire[]) =>
  stages.map((stage) => ({ id: stage.id, name: stage.name, requirements: stage.requirements }));

function WorkflowForm({
  entityId,
  stages,
  editable,
}: {
  entityId: string;
  stages: ProcurementStageWire[];
  editable: boolean;
}) {
  const save = useSaveProcurementWorkflow(entityId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: procurementWorkflowRequestSchema,
    values: { stages: stages.length > 0 ? toInput(stages) : startingStages },
    submit: (body) => save.mutateAsync({ entityId, body }),
    explainStatuses: saveProcurementWorkflowExplains,
    onSuccess: () => showSuccessSnackbar("Procurement stages saved"),
  });
  const list = useFieldArray({ control: form.control, name: "stages", keyName: "key" });
  const errors = form.formState.errors.stages;
  return (
    <Form onSubmit={onSubmit} aria-label="Procurement stages" data-testid="procurement-workflow-form">
      <Stack gap="sm">
        {formError && <ErrorAlert testId="procurement-workflow-error">{formError}</ErrorAlert>}
        {stages.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="procurement-workflow-unsaved">
            No stages saved yet: these are a starting point{editable ? ", edit and save them" : ""}.
          </Text>
        )}
        {list.fields.map((field, index) => (
          <Paper key={field.key} withBorder p="sm" data-testid="procurement-stage">
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={`Stage ${index + 1}`}
                  style={{ flex: 1, minWidth: 0 }}
                  disabled={!editable}
                  {...form.register(`stages.${index}.name`)}
                  error={errors?.[index]?.name?.message}
                  data-testid="procurement-stage-name"
                />
                {editable && (
                  <Group gap={4} mt={25} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move stage ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => list.move(index, index - 1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move stage ${index + 1} down`}
                      disabled={index === list.fields.length - 1}
                      onClick={() => list.move(index, index + 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove stage ${index + 1}`}
                      disabled={list.fields.length === 1}
                      onClick={() => list.remove(index)}
                      data-testid="procurement-stage-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Controller
                control={form.control}
                name={`stages.${index}.requirements`}
                render={({ field: requirements }) => (
                  <Checkbox.Group
                    value={requirements.value}
                    onChange={requirements.onChange}
                    label="Needed before a vendor passes this stage"
                    error={errors?.[index]?.requirements?.message}
                  >
                    <Group gap="md" mt="xs">
                      {procurementRequirements.map((requirement) => (
                        <Checkbox
                          key={requirement}
                          value={requirement}
                          label={procurementRequirementLabels[requirement]}
                          disabled={!editable}
                          data-testid={`procurement-stage-requirement-${requirement}`}
                        />
                      ))}
                    </Group>
                  </Checkbox.Group>
                )}
              />
            </Stack>
          </Paper>
        ))}
        {errors?.message && (
          <Text size="sm" c="red" data-testid="procurement-stages-error">
            {errors.message}
          </Text>
        )}
        {editable && (
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={list.fields.length >= procurementStagesMax}
              onClick={() => list.append({ name: "", requirements: [] })}
              data-testid="procurement-stage-add"
            >
              Add stage
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={stages.length > 0 && !form.formState.isDirty}
              data-testid="procurement-workflow-save"
            >
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}

/**
 * Settings → Procurement, stages: the workspace's procurement workflow, in order, each stage with what a
 * vendor needs before it passes it. Procurement Managers and Admins edit it; the others read it.
 */
export function ProcurementWorkflowEditor({ entityId }: { entityId: string }) {
  const editable = usePermissions().can("procurement.manage");
  const workflow = useProcurementWorkflow(entityId);
  return (
    <SettingsCard
      title="Procurement stages"
      description="The stages every vendor moves through, in order. A vendor passes a stage only once all of its requirements are met."
      testId="procurement-workflow-settings"
    >
      {workflow.data ? (
        <WorkflowForm entityId={entityId} stages={workflow.data.stages} editable={editable} />
      ) : (
        <LoadState error={workflow.error} />
      )}
    </SettingsCard>
  );
}
