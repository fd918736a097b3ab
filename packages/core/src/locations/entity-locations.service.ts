import {
  type CreateLocationRequest,
  fieldMessages,
  type IdentifierKind,
  type LocationIdentifierInput,
  type LocationIdentifierType,
  type LocationType,
  type LocationValues,
  type LogisticsLocationKind,
  locationTypeProblems,
  normaliseIdentifier,
  type OnlineLocationStatus,
  type UpdateLocationRequest,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { Page } from "../repository";
import {
  createEntityLocationsRepository,
  type IdentifierColumns,
  type LocationAddress,
  type LocationColumns,
  type LocationRow,
} from "./entity-locations.repository";

export interface LocationIdentifier {
  id: string;
  type: LocationIdentifierType;
  kind: IdentifierKind;
  /** Normalised (`normaliseIdentifier`). */
  number: string;
}

/** A location of an entity, with the names of its country and state (the codes are what is stored). */
export interface EntityLocation {
  id: string;
  entityId: string;
  type: LocationType;
  address: string | null;
  city: string | null;
  state: string | null;
  stateName: string | null;
  postalCode: string | null;
  country: string | null;
  countryName: string | null;
  webUrl: string | null;
  status: OnlineLocationStatus | null;
  locationKind: LogisticsLocationKind | null;
  description: string | null;
  identifiers: LocationIdentifier[];
  createdAt: Date;
  updatedAt: Date;
}

type LocationInput = Omit<UpdateLocationRequest, "identifiers"> & { identifiers?: LocationIdentifierInput[] };

const lower = <T extends string>(value: string) => value.toLowerCase() as T;
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** The columns the request's fields set (only those it gives). */
function columnsOf(input: LocationInput): Partial<LocationColumns> {
  const columns: Partial<LocationColumns> = {};
  if (input.address !== undefined) columns.address = input.address;
  if (input.city !== undefined) columns.city = input.city;
  if (input.state !== undefined) columns.stateCode = input.state;
  if (input.postal_code !== undefined) columns.postalCode = input.postal_code;
  if (input.country !== undefined) columns.countryCode = input.country;
  if (input.web_url !== undefined) columns.webUrl = input.web_url;
  if (input.status !== undefined)
    columns.status = upper<NonNullable<LocationColumns["status"]>>(input.status);
  if (input.location_type !== undefined)
    columns.locationKind = upper<NonNullable<LocationColumns["locationKind"]>>(input.location_type);
  if (input.description !== undefined) columns.description = input.description;
  return columns;
}

const identifierColumns = (identifiers: readonly LocationIdentifierInput[]): IdentifierColumns[] =>
  identifiers.map((identifier) => ({
    type: identifier.type,
    kind: upper<IdentifierColumns["kind"]>(identifier.kind),
    number: normaliseIdentifier(identifier.type, identifier.number),
  }));

/** A stored location's values as the type rules read them (`locationTypeProblems`). */
const valuesOf = (row: LocationRow): LocationValues => ({
  type: lower<LocationType>(row.type),
  address: row.address ?? undefined,
  city: row.city ?? undefined,
  state: row.stateCode ?? undefined,
  postal_code: row.postalCode ?? undefined,
  country: row.countryCode ?? undefined,
  web_url: row.webUrl ?? undefined,
  status: row.status ?? undefined,
  location_type: row.locationKind ?? undefined,
  description: row.description ?? undefined,
  identifiers: row.identifiers,
});

/**
 * An entity's retail, online and logistics locations (spec sections 3 and 7). The route has already
 * found the entity to be the actor's workspace's; each query is addressed with both anyway.
 */
/**
 * `identifiersChanged` is told the entity whose identifiers may have changed (a location added with
 * some, its list replaced, or a location removed): the entity's status is checked again.
 * `screeningEvidenceChanged` is told of every location added, changed or removed (its country, address
 * or identifiers): a vendor's entity is screened again (a no-op when its evidence is unchanged).
 */
export function createEntityLocationsService(
  deps: CoreDeps,
  table: JurisdictionTable,
  identifiersChanged: (entityId: string) => Promise<void>,
  screeningEvidenceChanged: (entityId: string) => Promise<void> = async () => {},
) {
  const repository = createEntityLocationsRepository(deps.db);
  const at = (actor: Actor, entityId: string): LocationAddress => ({
    workspaceId: actor.workspaceId,
    entityId,
  });

  const toLocation = async (row: LocationRow): Promise<EntityLocation> => ({
    id: row.id,
    entityId: row.entityId,
    type: lower<LocationType>(row.type),
    address: row.address,
    city: row.city,
    state: row.stateCode,
    stateName: row.stateCode ? ((await table.find(row.stateCode))?.name ?? null) : null,
    postalCode: row.postalCode,
    country: row.countryCode,
    countryName: row.countryCode ? ((await table.find(row.countryCode))?.name ?? null) : null,
    webUrl: row.webUrl,
    status: row.status ? lower<OnlineLocationStatus>(row.status) : null,
    locationKind: row.locationKind ? lower<LogisticsLocationKind>(row.locationKind) : null,
    description: row.description,
    identifiers: row.identifiers.map((i) => ({
      id: i.id,
      type: i.type,
      kind: lower<IdentifierKind>(i.kind),
      number: i.number,
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  /**
   * The type rules (contracts, as the web checks them) and the place rules only the data can answer: a
   * known country, a state of that country, and a state wherever the country has states (a retail or
   * logistics location; the data has none for a few territories, which are taken without one).
   */
  async function assertValid(values: LocationValues): Promise<void> {
    const problems = locationTypeProblems(values);
    const country = typeof values.country === "string" ? values.country : undefined;
    const state = typeof values.state === "string" ? values.state : undefined;
    if (country !== undefined && !problems.country) {
      const known = country.length === 2 ? await table.find(country) : null;
      if (!known) problems.country = fieldMessages.locationCountryInvalid;
      else if (!problems.state) {
        const states = await table.childrenOf(country);
        if (state !== undefined && !states.some((s) => s.id === state))
          problems.state = fieldMessages.locationStateInvalid;
        else if (state === undefined && states.length > 0 && values.type !== "online")
          problems.state = fieldMessages.stateRequired;
      }
    }
    if (Object.keys(problems).length > 0) throw new AppError("VALIDATION", problems);
  }

  async function found(actor: Actor, entityId: string, id: string): Promise<LocationRow> {
    const row = await repository.find(at(actor, entityId), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: async (
      actor: Actor,
      entityId: string,
      query: { type?: LocationType; page: number; pageSize: number },
    ): Promise<Page<EntityLocation>> => {
      const page = await repository.list(at(actor, entityId), {
        type: query.type ? upper<LocationColumns["type"]>(query.type) : undefined,
        skip: (query.page - 1) * query.pageSize,
        take: query.pageSize,
      });
      return { results: await Promise.all(page.results.map(toLocation)), count: page.count };
    },

    get: async (actor: Actor, entityId: string, id: string): Promise<EntityLocation> =>
      toLocation(await found(actor, entityId, id)),

    create: async (actor: Actor, entityId: string, input: CreateLocationRequest): Promise<EntityLocation> => {
      const { type, identifiers = [], ...fields } = input;
      await assertValid({ ...input, type });
      const columns = {
        type: upper<LocationColumns["type"]>(type),
        ...columnsOf(fields),
        // An online location is live unless said otherwise.
        ...(type === "online" && fields.status === undefined ? { status: "ACTIVE" as const } : {}),
      };
      const row = await repository.create(at(actor, entityId), columns, identifierColumns(identifiers));
      if (identifiers.length > 0) await identifiersChanged(entityId);
      await screeningEvidenceChanged(entityId);
      return toLocation(row);
    },

    /** Changes the fields given; `identifiers`, when given, replaces the list. */
    update: async (
      actor: Actor,
      entityId: string,
      id: string,
      input: UpdateLocationRequest,
    ): Promise<EntityLocation> => {
      const current = await found(actor, entityId, id);
      const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      await assertValid({ ...valuesOf(current), ...defined });
      const { identifiers, ...fields } = input;
      const row = await repository.update(
        at(actor, entityId),
        id,
        columnsOf(fields),
        identifiers && identifierColumns(identifiers),
      );
      if (!row) throw notFound();
      if (identifiers) await identifiersChanged(entityId);
      await screeningEvidenceChanged(entityId);
      return toLocation(row);
    },

    remove: async (actor: Actor, entityId: string, id: string): Promise<void> => {
      const { count } = await repository.remove(at(actor, entityId), id);
      if (count === 0) throw notFound();
      await identifiersChanged(entityId);
      await screeningEvidenceChanged(entityId);
    },
  };
}
