import {
  Anchor,
  Button,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type EntityWire,
  entityTypeIdSchema,
  entityUpdateSchema,
  formatDateMmmDdYyyy,
  parseDateInput,
  registeredDateSchema,
  registeredJurisdictionSchema,
  registeredNameSchema,
  toIsoDate,
} from "@tierline/contracts";
import { Controller, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { useApiForm } from "../../../lib/use-api-form";
import { entityQueryKey, useEntity } from "../api/get-entity";
import { useEntityJurisdictions, useEntityTypes } from "../api/get-entity-jurisdictions";
import { updateEntityExplains, updateEntityMutationOptions } from "../api/update-entity";
import type { OnboardingStepBodyProps } from "./onboarding-wizard";

/** The entity fields' own rules (contracts), required here where the wizard needs them. */
const entityFields = entityUpdateSchema.required().shape;

/**
 * The step's form: the entity fields of contracts, with the registered jurisdiction picked as a country
 * and, where the company is registered in one, a state or province of it.
 */
const entityInformationFormSchema = z.object({
  registered_name: registeredNameSchema,
  country: registeredJurisdictionSchema,
  state: z.string().nullable(),
  entity_type: entityTypeIdSchema,
  registered_date: registeredDateSchema,
  dba_names: entityFields.dba_names,
  entity_website: entityFields.entity_website,
  additional_entity_names: entityFields.additional_entity_names,
});
type EntityInformationForm = z.input<typeof entityInformationFormSchema>;
type EntityInformationValues = z.output<typeof entityInformationFormSchema>;

/** The stored day as the field shows it: "Mar 04, 2015", which no accepted format reads another way. */
function registeredDateText(isoDate: string | null): string {
  const date = isoDate ? parseDateInput(isoDate) : null;
  return date ? formatDateMmmDdYyyy(date) : "";
}

function formValues(entity: EntityWire): EntityInformationForm {
  const jurisdiction = entity.registered_jurisdiction;
  return {
    registered_name: entity.registered_name ?? "",
    country: jurisdiction ? (jurisdiction.parent?.id ?? jurisdiction.id) : "",
    state: jurisdiction?.parent ? jurisdiction.id : null,
    entity_type: entity.entity_type?.id ?? "",
    registered_date: registeredDateText(entity.registered_date),
    dba_names: entity.dba_names,
    entity_website: entity.entity_website ?? "",
    additional_entity_names: entity.additional_entity_names,
  };
}

/** The server names the jurisdiction one field; the form shows it on the country. */
const fieldOf = (field: string) => (field === "registered_jurisdiction" ? "country" : null);

function EntityInformationForm({
  entity,
  onDone,
  footer,
}: { entity: EntityWire } & Pick<OnboardingStepBodyProps, "onDone" | "footer">) {
  const queryClient = useQueryClient();
  const update = useMutation(updateEntityMutationOptions());
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: entityInformationFormSchema,
    defaultValues: formValues(entity),
    submit: (values) => {
      const date = values.registered_date ? parseDateInput(values.registered_date) : null;
      return update.mutateAsync({
        entityId: entity.id,
        body: {
          registered_name: values.registered_name,
          registered_jurisdiction: values.state ?? values.country,
          entity_type: values.entity_type,
          // Sent as YYYY-MM-DD: read once here, so 03/04 means what the user meant when they typed it.
          registered_date: date ? toIsoDate(date) : null,
          dba_names: values.dba_names,
          entity_website: values.entity_website,
          additional_entity_names: values.additional_entity_names,
        },
      });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(entityQueryKey(saved.id), saved);
      showSuccessSnackbar("Changes saved");
      await onDone();
    },
    explainStatuses: updateEntityExplains,
    fieldOf,
  });
  const { errors } = form.formState;
  const country = form.watch("country") || null;
  const state = form.watch("state");
  const countries = useEntityJurisdictions(null);
  const subdivisions = useEntityJurisdictions(country, country !== null);
  const types = useEntityTypes(state ?? country);
  const subdivisionLabel = subdivisions.data?.[0]?.type_name ?? "State or province";

  return (
    <Form onSubmit={onSubmit} aria-label="Entity information" data-testid="entity-information-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your company as it is registered. Tierline uses these details to validate your company and to screen
          your vendors.
        </Text>
        {formError && <ErrorAlert testId="entity-information-error">{formError}</ErrorAlert>}
        <TextInput
          label="Registered name"
          required
          autoComplete="organization"
          data-testid="entity-registered-name"
          error={errors.registered_name?.message}
          {...form.register("registered_name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label="Country of registration"
                required
                searchable
                placeholder={countries.isLoading ? "Loading..." : "Select a country"}
                data={(countries.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? "");
                  // A new country: its subdivision and legal forms are chosen again (spec section 4).
                  form.setValue("state", null);
                  form.setValue("entity_type", "");
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={
                  errors.country?.message ?? (countries.isError ? errorText(countries.error) : undefined)
                }
                comboboxProps={{ withinPortal: true }}
                data-testid="entity-country"
              />
            )}
          />
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                label={subdivisionLabel}
                searchable
                clearable
                disabled={country === null || (subdivisions.data?.length ?? 0) === 0}
                placeholder={country === null ? "Select a country first" : "If registered in one"}
                data={(subdivisions.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.state?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="entity-state"
              />
            )}
          />
          <Controller
            control={form.control}
            name="entity_type"
            render={({ field }) => (
              <Select
                label="Entity type"
                required
                searchable
                disabled={country === null}
                placeholder={country === null ? "Select a country first" : "Select"}
                data={(types.data ?? []).map((item) => ({
                  value: item.id,
                  label: item.abbreviation ? `${item.name} (${item.abbreviation})` : item.name,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.entity_type?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="entity-type"
              />
            )}
          />
          <TextInput
            label="Registered date"
            placeholder="MM/DD/YYYY"
            data-testid="entity-registered-date"
            error={errors.registered_date?.message}
            {...form.register("registered_date", {
              // Shown back as "Mar 04, 2015" once read, so the user sees which day was understood.
              onBlur: (event) => {
                const date = parseDateInput(event.target.value);
                if (date)
                  form.setValue("registered_date", formatDateMmmDdYyyy(date), { shouldValidate: true });
              },
            })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-testid="jurisdictions-credit">
          Countries and subdivisions from the{" "}
          <Anchor href="https://github.com/dr5hn/countries-states-cities-database" target="_blank" size="xs">
            countries-states-cities database
          </Anchor>
          , under the{" "}
          <Anchor href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" size="xs">
            ODbL
          </Anchor>
          .
        </Text>
        <TextInput
          label="Website"
          placeholder="www.example.com"
          autoComplete="url"
          data-testid="entity-website"
          error={errors.entity_website?.message}
          {...form.register("entity_website", {
            setValueAs: (value: string | null) => value?.trim() || null,
          })}
        />
        <NamesInput
          form={form}
          name="dba_names"
          label="Trade names (DBA)"
          description="Names the company does business as. Press Enter after each."
          testId="entity-dba-names"
        />
        <NamesInput
          form={form}
          name="additional_entity_names"
          label="Additional names"
          description="Former names, or names in another language or script"
          testId="entity-additional-names"
        />
        {footer(
          <Button type="submit" loading={submitting} data-testid="entity-information-submit">
            Save and continue
          </Button>,
        )}
      </Stack>
    </Form>
  );
}

/** A list of names typed one after the other (trade names, other names), with its first broken rule. */
function NamesInput({
  form,
  name,
  label,
  description,
  testId,
}: {
  form: UseFormReturn<EntityInformationForm, unknown, EntityInformationValues>;
  name: "dba_names" | "additional_entity_names";
  label: string;
  description: string;
  testId: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={tagsError(fieldState.error)}
          data-testid={testId}
        />
      )}
    />
  );
}

/** A list's own message, or the first of its names'. */
function tagsError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  const items = Object.values(error as Record<string, { message?: string } | undefined>);
  return items.find((item) => item?.message)?.message;
}

/** Step 2: the company's registered name, jurisdiction, entity type, date, trade names and website. */
export function EntityInformationStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const entity = useEntity(state.entity);
  if (!entity.data) {
    return entity.isError ? <ErrorAlert>{errorText(entity.error)}</ErrorAlert> : <Skeleton height={320} />;
  }
  return <EntityInformationForm entity={entity.data} onDone={onDone} footer={footer} />;
}
