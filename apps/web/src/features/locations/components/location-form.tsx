import {
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  type EntityLocationWire,
  type LocationType,
  locationTypeLabels,
  logisticsLocationKindLabels,
  logisticsLocationKinds,
  onlineLocationStatuses,
  onlineLocationStatusLabels,
  successMessages,
} from "@tierline/contracts";
import { Controller, useWatch } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useSaveLocation } from "../api/change-location";
import { IdentifierRows } from "./identifier-rows";
import { emptyLocationValues, locationFormSchema, locationFormValues } from "./location-form-values";
import { PlaceDataCredit, PlaceFields } from "./place-fields";

export interface LocationFormProps {
  entityId: string;
  type: LocationType;
  /** The location being changed, or null to add one. */
  location: EntityLocationWire | null;
  onDone: () => void;
}

/**
 * Adds or changes a location of one tab: that type's fields (spec section 3), its identifiers, and the
 * contracts rules with the api's messages. Leaving the page with changes asks first (useApiForm).
 */
export function LocationForm({ entityId, type, location, onDone }: LocationFormProps) {
  const save = useSaveLocation(entityId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: locationFormSchema,
    defaultValues: location ? locationFormValues(location) : emptyLocationValues(type),
    submit: (body) => save.mutateAsync({ id: location?.id ?? null, body }),
    onSuccess: () => {
      showSuccessSnackbar(successMessages.changesSaved);
      onDone();
    },
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: "country" });
  const label = locationTypeLabels[type].toLowerCase();

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="location-form-card">
      <Form
        onSubmit={onSubmit}
        aria-label={location ? `Edit ${label} location` : `Add ${label} location`}
        data-testid="location-form"
      >
        <Stack gap="md">
          <Text fw={650}>
            {location ? `Edit ${label} location` : `Add ${type === "online" ? "an" : "a"} ${label} location`}
          </Text>
          {formError && <ErrorAlert testId="location-form-error">{formError}</ErrorAlert>}
          {type === "online" && (
            <>
              <TextInput
                label="Web URL"
                placeholder="https://shop.example.com"
                autoComplete="url"
                error={errors.web_url?.message}
                data-testid="location-web-url"
                {...form.register("web_url")}
              />
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Input.Wrapper label="Status" size="md">
                    <SegmentedControl
                      value={field.value}
                      onChange={field.onChange}
                      data={onlineLocationStatuses.map((s) => ({
                        value: s,
                        label: onlineLocationStatusLabels[s],
                      }))}
                      size="md"
                      w="fit-content"
                      display="flex"
                      data-testid="location-status"
                    />
                  </Input.Wrapper>
                )}
              />
            </>
          )}
          {type === "logistics" && (
            <Controller
              control={form.control}
              name="location_type"
              render={({ field }) => (
                <Select
                  size="md"
                  label="Location type"
                  placeholder="Warehouse, port..."
                  data={logisticsLocationKinds.map((k) => ({
                    value: k,
                    label: logisticsLocationKindLabels[k],
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  error={errors.location_type?.message}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="location-kind"
                />
              )}
            />
          )}
          {type !== "online" && (
            <>
              <TextInput
                label="Address"
                placeholder="Street and number"
                autoComplete="street-address"
                error={errors.address?.message}
                data-testid="location-address"
                {...form.register("address")}
              />
              <PlaceFields form={form} withCity={type === "retail"}>
                {type === "retail" && (
                  <TextInput
                    label="Postal code"
                    autoComplete="postal-code"
                    error={errors.postal_code?.message}
                    data-testid="location-postal-code"
                    {...form.register("postal_code")}
                  />
                )}
              </PlaceFields>
              {type === "logistics" && (
                <Textarea
                  size="md"
                  label="Description"
                  autosize
                  minRows={2}
                  maxRows={6}
                  error={errors.description?.message}
                  data-testid="location-description"
                  {...form.register("description")}
                />
              )}
              <PlaceDataCredit />
            </>
          )}
          <IdentifierRows form={form} country={type === "online" ? null : country || null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={submitting} data-testid="location-cancel">
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="location-save">
              {location ? "Save changes" : "Add location"}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
