import { Autocomplete, Select, SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { DataCredit } from "../../../components/data-credit";
import { useCities, useCountries, useStates } from "../api/get-location-lookups";
import { type LocationForm, type LocationFormValues, placeChange } from "./location-form-values";

/** Country, state and city data: credited wherever shown (ODbL). */
export function PlaceDataCredit() {
  return <DataCredit what="Country, state and city data" testId="place-data-credit" />;
}

/**
 * Country, then its states, then the state's cities, from the Locations look-ups; choosing a country
 * clears the state and the city, a state the city (spec section 4). The city is free text the state's
 * list suggests: the data misses places, and has no cities at all for some states.
 */
export function PlaceFields({
  form,
  withCity,
  children,
}: {
  form: LocationForm;
  withCity: boolean;
  /** More inputs in the same grid, after the place's. */
  children?: ReactNode;
}) {
  const [country, state, city] = useWatch({ control: form.control, name: ["country", "state", "city"] });
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(country, state);
  const { errors } = form.formState;
  const choose = (field: "country" | "state", value: string | null) => {
    for (const [key, next] of Object.entries(placeChange(field, value ?? ""))) {
      form.setValue(key as keyof LocationFormValues, next, {
        shouldDirty: true,
        shouldValidate: key === field,
      });
    }
  };
  const stateOptions = states.data?.results ?? [];
  const noStates = country !== "" && states.isSuccess && stateOptions.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <Select
        size="md"
        label="Country"
        placeholder="Choose a country"
        searchable
        data={(countries.data?.results ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={country || null}
        onChange={(value) => choose("country", value)}
        error={errors.country?.message}
        nothingFoundMessage="No country of that name"
        comboboxProps={{ withinPortal: true }}
        data-testid="location-country"
      />
      <Select
        size="md"
        label="State/province"
        placeholder={
          noStates
            ? "None for this country"
            : country
              ? "Choose a state or province"
              : "Choose a country first"
        }
        searchable
        disabled={!country || noStates}
        data={stateOptions.map((s) => ({ value: s.code, label: s.name }))}
        value={state || null}
        onChange={(value) => choose("state", value)}
        error={errors.state?.message}
        nothingFoundMessage="No state of that name"
        comboboxProps={{ withinPortal: true }}
        data-testid="location-state"
      />
      {withCity && (
        <Autocomplete
          size="md"
          label="City"
          placeholder={state ? "Type or choose a city" : "Type a city"}
          data={[...new Set((cities.data?.results ?? []).map((c) => c.name))]}
          limit={50}
          value={city}
          onChange={(value) =>
            form.setValue("city", value, { shouldDirty: true, shouldValidate: Boolean(errors.city) })
          }
          onBlur={() => form.trigger("city")}
          error={errors.city?.message}
          comboboxProps={{ withinPortal: true }}
          data-testid="location-city"
        />
      )}
      {children}
    </SimpleGrid>
  );
}
