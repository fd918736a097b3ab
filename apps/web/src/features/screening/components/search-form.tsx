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
import { Controller } from "react-hook-form";
import { Form } from "../../../components/form";
import type { ApiForm } from "../../../lib/use-api-form";
import type { ScreeningSearchFormInput, ScreeningSearchFormValues } from "../api/search-screening";

const listOptions = sanctionListKeys.map((key) => ({ value: key, label: sanctionListLabels[key] }));
const sourceOptions = sanctionSourceIds.map((id) => ({ value: id, label: sanctionSourceLabels[id] }));

export interface ScreeningSearchFormProps {
  /**
   * The search form (the route's `useApiForm`: it follows the search in the address, and the failed
   * search's field messages go under these inputs).
   */
  search: ApiForm<ScreeningSearchFormInput, ScreeningSearchFormValues>;
  /** The address holds a search the rules refuse (hand-edited): show why under the inputs. */
  validateOnShow: boolean;
  searching: boolean;
}

/**
 * Name (required); country, list, publishing source and partial names (optional), checked by the api's
 * own query rules from contracts. The name is a search box: Enter there runs the search (decisions.md).
 */
export function ScreeningSearchForm({ search, validateOnShow, searching }: ScreeningSearchFormProps) {
  const { form, onSubmit } = search;
  const { errors } = form.formState;

  useEffect(() => {
    if (validateOnShow) void form.trigger();
  }, [validateOnShow, form.trigger]);

  return (
    <Form onSubmit={onSubmit} aria-label="Search the lists" data-testid="screening-form">
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
