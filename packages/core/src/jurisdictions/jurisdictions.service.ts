import { fieldMessages } from "@tierline/contracts";
import { AppError, notFound } from "../errors";
import { type EntityType, entityTypesOf } from "./entity-types";
import { createJurisdictionTable, type Jurisdiction, type JurisdictionTable } from "./jurisdiction-table";

/**
 * Jurisdictions and their entity types: global reference data, the same for every workspace, read
 * before an account exists (the sign-up form asks for the registered jurisdiction).
 */
/** `table` is shared with Locations, so each level is read once. */
export function createJurisdictionsService(table: JurisdictionTable = createJurisdictionTable()) {
  const get = async (id: string): Promise<Jurisdiction> => {
    const found = await table.find(id);
    if (!found) throw notFound();
    return found;
  };

  return {
    get,
    /** The countries without `parent`; with one, its subdivisions (none for a subdivision). */
    list: async (parent?: string): Promise<Jurisdiction[]> => {
      if (parent === undefined) return table.countries();
      const found = await table.find(parent);
      // A filter, not the object the call is about: an unknown one is bad input on its field.
      if (!found) throw new AppError("VALIDATION", { parent: fieldMessages.jurisdictionInvalid });
      return found.parent === null ? table.childrenOf(found.id) : [];
    },
    entityTypes: async (id: string): Promise<readonly EntityType[]> => {
      const found = await get(id);
      return entityTypesOf(found.id, found.parent ?? found.id);
    },
  };
}
