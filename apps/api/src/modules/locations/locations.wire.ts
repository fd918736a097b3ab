import type * as wire from "@tierline/contracts";
import type {
  City,
  IdentifierKindOption,
  IdentifierTypeOption,
  Jurisdiction,
  LocationTypeOption,
} from "@tierline/core";

/** The Locations look-ups in the wire's shapes (contracts). */

export const countryToWire = (c: Jurisdiction): wire.LocationCountryWire => ({ code: c.id, name: c.name });

export const stateToWire = (s: Jurisdiction): wire.LocationStateWire => ({
  code: s.id,
  name: s.name,
  type: s.typeName,
});

export const cityToWire = (c: City): wire.LocationCityWire => ({ name: c.name });

export const locationTypeToWire = (t: LocationTypeOption): wire.EntityLocationTypeWire => ({
  id: t.id,
  name: t.name,
});

export const identifierKindToWire = (k: IdentifierKindOption): wire.IdentifierKindWire => ({
  id: k.id,
  name: k.name,
});

export const identifierTypeToWire = (t: IdentifierTypeOption): wire.IdentifierTypeWire => ({
  id: t.id,
  name: t.name,
  mask: t.mask,
});
