import { Select } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { useCountryJurisdictions, useEntityTypes, useSubdivisions } from "../api/get-jurisdictions";
import {
  type EntityDetailsForm,
  type EntityDetailsValues,
  jurisdictionChange,
  jurisdictionOf,
} from "./entity-details-values";

/**
 * The registered jurisdiction as a country, then optionally one of its states or provinces (the
 * subdivision's own category names it: State, Province, Land), then the entity type among that
 * jurisdiction's legal forms. Choosing a parent clears what depended on it (spec section 4).
 */
export function JurisdictionFields({ form }: { form: EntityDetailsForm }) {
  const [country, state, entityType] = useWatch({
    control: form.control,
    name: ["country", "state", "entity_type"],
  });
  const countries = useCountryJurisdictions();
  const subdivisions = useSubdivisions(country);
  const types = useEntityTypes(jurisdictionOf({ country, state }));
  const { errors } = form.formState;
  const choose = (field: "country" | "state" | "entity_type", value: string | null) => {
    const changes =
      field === "entity_type" ? { entity_type: value ?? "" } : jurisdictionChange(field, value ?? "");
    for (const [key, next] of Object.entries(changes)) {
      form.setValue(key as keyof EntityDetailsValues, next, {
        shouldDirty: true,
        shouldValidate: key === field,
      });
    }
  };
  const stateOptions = subdivisions.data?.results ?? [];
  const noStates = country !== "" && subdivisions.isSuccess && stateOptions.length === 0;
  // A country's subdivisions share a category name more often than not (US: State, CA: Province).
  const stateLabel = stateOptions[0]?.type_name ?? "State/province";

  return (
    <>
      <Select
        size="md"
        label="Registered country"
        placeholder="Choose a country"
        searchable
        data={(countries.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={country || null}
        onChange={(value) => choose("country", value)}
        error={errors.country?.message}
        nothingFoundMessage="No country of that name"
        comboboxProps={{ withinPortal: true }}
        data-testid="entity-country"
      />
      <Select
        size="md"
        label={`Registered ${stateLabel.toLowerCase()}`}
        placeholder={
          noStates
            ? "None for this country"
            : country
              ? `Choose a ${stateLabel.toLowerCase()}`
              : "Choose a country first"
        }
        searchable
        clearable
        disabled={!country || noStates}
        data={stateOptions.map((s) => ({ value: s.id, label: s.name }))}
        value={state || null}
        onChange={(value) => choose("state", value)}
        error={errors.state?.message}
        nothingFoundMessage="None of that name"
        comboboxProps={{ withinPortal: true }}
        data-testid="entity-state"
      />
      <Select
        size="md"
        label="Entity type"
        placeholder={country ? "Choose the legal form" : "Choose a country first"}
        searchable
        disabled={!country}
        data={(types.data?.results ?? []).map((t) => ({
          value: t.id,
          label: t.abbreviation ? `${t.name} (${t.abbreviation})` : t.name,
        }))}
        value={entityType || null}
        onChange={(value) => choose("entity_type", value)}
        error={errors.entity_type?.message}
        nothingFoundMessage="No legal form of that name"
        comboboxProps={{ withinPortal: true }}
        data-testid="entity-type"
      />
    </>
  );
}
