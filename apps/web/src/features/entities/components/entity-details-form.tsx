import { Button, Fieldset, Group, SimpleGrid, Stack, TagsInput, TextInput } from "@mantine/core";
import { type EntityUpdate, type EntityWire, entityNamesMax, successMessages } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller, useWatch } from "react-hook-form";
import { DataCredit } from "../../../components/data-credit";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { type ApiForm, useApiForm } from "../../../lib/use-api-form";
import { useUpdateEntity } from "../api/update-entity";
import {
  type EntityDetailsValues,
  entityDetailsSchema,
  entityDetailsValues,
  entityFormPath,
  readDate,
} from "./entity-details-values";
import { JurisdictionFields } from "./jurisdiction-fields";

/** How a typed date is read, so 03/04/2020 (the 3rd of April: DD/MM comes first) surprises no one. */
function registeredDateHint(text: string): string {
  const read = text.trim() ? readDate(text) : null;
  return read ? `Read as ${read}` : "Any common date format";
}

export interface EntityDetailsFormProps {
  entity: EntityWire;
  /** False: shown read-only, without a save button (members who may not change workspace settings). */
  editable: boolean;
  /** The save button's label ("Save changes" in Settings; the wizard says "Continue"). */
  submitLabel?: string;
  onSaved?: (entity: EntityWire) => void;
  /** Where the save button goes (the wizard's Back and Skip around it); a right-aligned row by default. */
  footer?: (primary: ReactNode) => ReactNode;
}

/**
 * The company's registration details (spec section 3, Entity): the one form for them, in Settings →
 * Entities and in the onboarding wizard. Saved with PATCH /entities/{id}; the contracts rules with the
 * api's messages; leaving with changes asks first (useApiForm); Enter does not submit (Form).
 */
export function EntityDetailsForm({
  entity,
  editable,
  submitLabel = "Save changes",
  onSaved,
  footer,
}: EntityDetailsFormProps) {
  const update = useUpdateEntity(entity.id);
  const apiForm: ApiForm<EntityDetailsValues, EntityUpdate> = useApiForm({
    schema: entityDetailsSchema,
    defaultValues: entityDetailsValues(entity),
    submit: (body: EntityUpdate): Promise<EntityWire> => update.mutateAsync(body),
    fieldOf: (field) => entityFormPath(field, apiForm.form.getValues()),
    onSuccess: (saved: EntityWire) => {
      // What the server stored (a name list trimmed and de-duplicated) is what the form now holds.
      apiForm.form.reset(entityDetailsValues(saved));
      showSuccessSnackbar(successMessages.changesSaved);
      onSaved?.(saved);
    },
    warnUnsaved: editable,
  });
  const { form, onSubmit, submitting, formError } = apiForm;
  const primary = (
    <Button type="submit" loading={submitting} data-testid="entity-details-save">
      {submitLabel}
    </Button>
  );
  const { errors } = form.formState;
  const registeredDate = useWatch({ control: form.control, name: "registered_date" });
  const names = (name: "dba_names" | "additional_entity_names", label: string, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagsInput
          size="md"
          label={label}
          description="Press Enter or a comma after each name"
          placeholder={editable ? "Add a name" : undefined}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxTags={entityNamesMax}
          splitChars={[","]}
          error={errors[name]?.message}
          data-testid={testId}
        />
      )}
    />
  );

  return (
    <Form onSubmit={onSubmit} aria-label="Entity details" data-testid="entity-details-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="entity-details-error">{formError}</ErrorAlert>}
        <Fieldset variant="unstyled" disabled={!editable || submitting}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Registered name"
              description="The legal name, as registered"
              withAsterisk
              error={errors.registered_name?.message}
              data-testid="entity-registered-name"
              {...form.register("registered_name")}
            />
            <TextInput
              label="Brand name"
              description="The name your vendors know you by"
              withAsterisk
              error={errors.brand_name?.message}
              data-testid="entity-brand-name"
              {...form.register("brand_name")}
            />
            <JurisdictionFields form={form} />
            <TextInput
              label="Registered date"
              description={registeredDateHint(registeredDate)}
              placeholder="e.g. 2020-03-04 or Mar 04, 2020"
              inputMode="numeric"
              autoComplete="off"
              error={errors.registered_date?.message}
              data-testid="entity-registered-date"
              {...form.register("registered_date")}
            />
            <TextInput
              label="Website"
              placeholder="www.example.com"
              autoComplete="url"
              error={errors.entity_website?.message}
              data-testid="entity-website"
              {...form.register("entity_website")}
            />
            <TextInput
              label="Contact email"
              type="email"
              autoComplete="email"
              error={errors.contact_email?.message}
              data-testid="entity-contact-email"
              {...form.register("contact_email")}
            />
            {names("dba_names", "DBA (trade) names", "entity-dba-names")}
            {names("additional_entity_names", "Additional entity names", "entity-additional-names")}
          </SimpleGrid>
        </Fieldset>
        <DataCredit what="Country and state data" testId="jurisdictions-credit" />
        {editable && (footer ? footer(primary) : <Group justify="flex-end">{primary}</Group>)}
      </Stack>
    </Form>
  );
}
