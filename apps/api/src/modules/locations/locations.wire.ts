import type * as wire from "@tierline/contracts";
import type {
  City,
  EntityLocation,
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

export const entityLocationToWire = (l: EntityLocation): wire.EntityLocationWire => ({
  id: l.id,
  entity_id: l.entityId,
  type: l.type,
  address: l.address,
  city: l.city,
  state: l.state,
  state_name: l.stateName,
  postal_code: l.postalCode,
  country: l.country,
  country_name: l.countryName,
  web_url: l.webUrl,
  status: l.status,
  location_type: l.locationKind,
  description: l.description,
  identifiers: l.identifiers.map((i) => ({ id: i.id, type: i.type, kind: i.kind, number: i.number })),
  created: l.createdAt.toISOString(),
  updated: l.updatedAt.toISOString(),
});
