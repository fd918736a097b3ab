import type * as wire from "@tierline/contracts";
import type { EntityType, Jurisdiction } from "@tierline/core";

/** The jurisdictions domain's objects in the wire's snake_case shapes (contracts). */

export const jurisdictionToWire = (j: Jurisdiction): wire.JurisdictionWire => ({
  id: j.id,
  name: j.name,
  type_name: j.typeName,
  parent: j.parent,
});

export const entityTypeToWire = (e: EntityType): wire.EntityTypeWire => ({
  id: e.id,
  name: e.name,
  abbreviation: e.abbreviation,
});
