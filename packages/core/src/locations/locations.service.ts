import {
  fieldMessages,
  type IdentifierKind,
  identifierKindLabels,
  identifierKinds,
  identifierMasks,
  type LocationIdentifierType,
  type LocationType,
  locationIdentifierTypeLabels,
  locationIdentifierTypes,
  locationTypeLabels,
  locationTypes,
  usIdentifierTypes,
} from "@tierline/contracts";
import { AppError } from "../errors";
import {
  createJurisdictionTable,
  type Jurisdiction,
  type JurisdictionTable,
} from "../jurisdictions/jurisdiction-table";
import { type City, createCityTable } from "./city-table";

export interface LocationTypeOption {
  id: LocationType;
  name: string;
}
export interface IdentifierKindOption {
  id: IdentifierKind;
  name: string;
}
export interface IdentifierTypeOption {
  id: LocationIdentifierType;
  name: string;
  mask: string;
}

const locationTypeOptions: readonly LocationTypeOption[] = locationTypes.map((id) => ({
  id,
  name: locationTypeLabels[id],
}));
const identifierKindOptions: readonly IdentifierKindOption[] = identifierKinds.map((id) => ({
  id,
  name: identifierKindLabels[id],
}));
const identifierTypeOption = (id: LocationIdentifierType): IdentifierTypeOption => ({
  id,
  name: locationIdentifierTypeLabels[id],
  mask: identifierMasks[id],
});

/**
 * The Locations look-ups (spec section 7): global reference data, the same for every workspace.
 * Countries and states are the jurisdictions' own table (one reading of the data package).
 */
export function createLocationsService(table: JurisdictionTable = createJurisdictionTable()) {
  const cityTable = createCityTable();

  // A filter, not the object the call is about: an unknown one is bad input on its field.
  const knownCountry = async (code: string): Promise<Jurisdiction> => {
    const found = code.length === 2 ? await table.find(code) : null;
    if (!found) throw new AppError("VALIDATION", { country: fieldMessages.locationCountryInvalid });
    return found;
  };

  return {
    countries: (): Promise<Jurisdiction[]> => table.countries(),
    states: async (country: string): Promise<Jurisdiction[]> =>
      table.childrenOf((await knownCountry(country)).id),
    cities: async (country: string, state: string): Promise<City[]> => {
      const states = await table.childrenOf((await knownCountry(country)).id);
      if (!states.some((s) => s.id === state)) {
        throw new AppError("VALIDATION", { state: fieldMessages.locationStateInvalid });
      }
      return cityTable.of(state);
    },
    locationTypes: (): readonly LocationTypeOption[] => locationTypeOptions,
    identifierKinds: (): readonly IdentifierKindOption[] => identifierKindOptions,
    /** Every identifier type; for a US location only EIN and SAM (spec section 3). */
    identifierTypes: async (country?: string): Promise<IdentifierTypeOption[]> => {
      if (country !== undefined) await knownCountry(country);
      const offered = country === "US" ? usIdentifierTypes : locationIdentifierTypes;
      return offered.map(identifierTypeOption);
    },
  };
}
