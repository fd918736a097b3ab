import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Grid, Select, Switch, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  type SanctionListKey,
  type SanctionSourceId,
  sanctionListKeys,
  sanctionListLabels,
  sanctionSourceIds,
  sanctionSourceLabels,
} from "@tierline/contracts";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { Form } from "../../../components/form";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import {
  type ScreeningSearchFormInput,
  type ScreeningSearchFormValues,
  screeningSearchFormSchema,
} from "../api/search-screening";

const listOptions = sanctionListKeys.map((key) => ({ value: key, label: sanctionListLabels[key] }));
const sourceOptions = sanctionSourceIds.map((id) => ({ value: id, label: sanctionSourceLabels[id] }));
const fieldNames = ["name", "country", "list", "source", "mode"] as const;

export interface ScreeningSearchFormProps {
  /** The search in the address (empty when none): the form shows it, and follows it when it changes. */
  values: ScreeningSearchFormInput;
  onSearch: (values: ScreeningSearchFormValues) => void;
  /** The failed search, whose field messages (400 `fields`) go under the inputs. */
  serverError: unknown;
  /** The address holds a search the rules refuse (hand-edited): show why under the inputs. */
  validateOnShow: boolean;
  searching: boolean;
}

/**
 * Name (required); country, list, publishing source and partial names (optional), checked by the api's
 * own query rules from contracts. The name is a search box: Enter there runs the search (decisions.md).
 */
export function ScreeningSearchForm({
  values,
  onSearch,
  serverError,
  validateOnShow,
  searching,
}: ScreeningSearchFormProps) {
  const form = useForm<ScreeningSearchFormInput, unknown, ScreeningSearchFormValues>({
    resolver: zodResolver(screeningSearchFormSchema),
    mode: "onSubmit",
    values,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (serverError) applyServerFieldErrors(serverError, form.setError, fieldNames);
  }, [serverError, form.setError]);

  useEffect(() => {
    if (validateOnShow) void form.trigger();
  }, [validateOnShow, form.trigger]);

  return (
    <Form onSubmit={form.handleSubmit(onSearch)} aria-label="Search the lists" data-testid="screening-form">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            type="search"
            enterKeyHint="search"
            label="Name"
            placeholder="Company or person to screen"
            withAsterisk
            data-testid="screening-name"
            error={errors.name?.message}
            {...form.register("name")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <TextInput
            label="Country"
            placeholder="ISO code or country name"
            data-testid="screening-country"
            error={errors.country?.message}
            {...form.register("country")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Controller
            control={form.control}
            name="list"
            render={({ field, fieldState }) => (
              <Select
                size="md"
                label="List"
                placeholder="All lists"
                data={listOptions}
                clearable
                searchable
                nothingFoundMessage="No list of that name"
                comboboxProps={{ width: 420, position: "bottom-start" }}
                value={field.value ?? null}
                onChange={(value) => field.onChange((value as SanctionListKey | null) ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                data-testid="screening-list"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Controller
            control={form.control}
            name="source"
            render={({ field, fieldState }) => (
              <Select
                size="md"
                label="Source"
                placeholder="All sources"
                data={sourceOptions}
                clearable
                comboboxProps={{ width: 280, position: "bottom-start" }}
                value={field.value ?? null}
                onChange={(value) => field.onChange((value as SanctionSourceId | null) ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                data-testid="screening-source"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Button
            type="submit"
            size="md"
            fullWidth
            mt={{ base: 0, md: 24 }}
            leftSection={<IconSearch size={16} />}
            loading={searching}
            data-testid="screening-submit"
          >
            Search
          </Button>
        </Grid.Col>
        <Grid.Col span={12}>
          <Controller
            control={form.control}
            name="mode"
            render={({ field, fieldState }) => (
              <Switch
                label="Partial names"
                description="Also every listed name that holds all the words searched (a surname alone), ranked below full matches"
                checked={field.value === "partial"}
                onChange={(event) => field.onChange(event.currentTarget.checked ? "partial" : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                data-testid="screening-partial"
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </Form>
  );
}
