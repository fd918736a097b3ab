import {
  defaultVendorOrdering,
  fieldMessages,
  filterValues,
  normaliseIdentifier,
  type RelationshipStatus,
  relationshipStatuses,
  type VendorCreate,
  type VendorExportQuery,
  type VendorFilters,
  type VendorListQuery,
  vendorMessages,
} from "@tierline/contracts";
import { vendorDedupeKey } from "@tierline/imports";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { Page } from "../repository";
import { assertActorWorkspace } from "../scope";
import { enqueueVendorScreening } from "../screening/screening.jobs";
import {
  createVendorsRepository,
  type VendorCounts,
  type VendorListFilters,
  type VendorListItem,
} from "./vendors.repository";

/** A vendor with its country named (the list shows the name; the code is what is stored). */
export interface Vendor extends Omit<VendorListItem, "countryCode"> {
  country: { code: string; name: string } | null;
}

/** A `procurement_stage` value that is a relationship status (the others are workflow stage ids). */
const isRelationshipStatus = (value: string): value is RelationshipStatus =>
  (relationshipStatuses as readonly string[]).includes(value);

/** The list's filters as the repository takes them. */
export function vendorListFilters(query: VendorFilters): VendorListFilters {
  return {
    search: query.search || undefined,
    country: filterValues(query.country),
    verificationStatus: filterValues(query.verification_status),
    supplyStream: filterValues(query.supply_stream),
    supplyStage: filterValues(query.supply_stage),
    role: filterValues(query.role),
    tag: filterValues(query.tag),
    procurementStage: filterValues(query.procurement_stage).filter(isRelationshipStatus),
    workflowStage: filterValues(query.procurement_stage).filter((value) => !isRelationshipStatus(value)),
    actions: filterValues(query.actions),
  };
}

/** The workspace's vendors: the list with its filters, its counts, its export, and a vendor added by hand. */
export function createVendorsService({ db, jobs }: CoreDeps, jurisdictions: JurisdictionTable) {
  const repository = createVendorsRepository(db);

  /** The items with their country's code and English name (null without one the table knows), the table read once. */
  const withCountries = async (items: VendorListItem[]): Promise<Vendor[]> => {
    const countries = await jurisdictions.countriesById();
    // Field by field: object rest and spread cost as much as the rest of the page's mapping.
    return items.map((item) => {
      const code = item.countryCode;
      const found = code ? countries.get(code) : undefined;
      return {
        id: item.id,
        entityId: item.entityId,
        name: item.name,
        country: found && code ? { code, name: found.name } : null,
        status: item.status,
        proposer: item.proposer,
        verificationStatus: item.verificationStatus,
        roles: item.roles,
        tags: item.tags,
        openRisks: item.openRisks,
        createdAt: item.createdAt,
        updatedAt: item.updatedAt,
      };
    });
  };

  return {
    /** A page of the workspace's vendors passing the filters, in `ordering` (newest first by default). */
    async list(actor: Actor, workspaceId: string, query: VendorListQuery): Promise<Page<Vendor>> {
      assertActorWorkspace(actor, workspaceId);
      const found = await repository.list(actor, vendorListFilters(query), {
        page: query.page,
        pageSize: query.page_size,
        ordering: query.ordering ?? defaultVendorOrdering,
      });
      return { results: await withCountries(found.results), count: found.count };
    },

    /** The counts of the vendors passing the filters (the list's header follows the list). */
    async stats(actor: Actor, workspaceId: string, query: VendorFilters): Promise<VendorCounts> {
      assertActorWorkspace(actor, workspaceId);
      return repository.counts(actor, vendorListFilters(query));
    },

    /**
     * Every vendor passing the filters (and, with `id`, among the selected ones), in `ordering`, a
     * batch at a time: the caller streams them out without holding the list.
     */
    async *export(actor: Actor, workspaceId: string, query: VendorExportQuery): AsyncGenerator<Vendor[]> {
      assertActorWorkspace(actor, workspaceId);
      const ids = filterValues(query.id);
      const filters = { ...vendorListFilters(query), ...(ids.length > 0 ? { ids } : {}) };
      for await (const batch of repository.each(actor, filters, query.ordering ?? defaultVendorOrdering)) {
        yield await withCountries(batch);
      }
    },

    /**
     * A vendor added by hand: its entity and a PENDING relationship, queued for screening like an
     * import's. The same normalised name in the same country as a vendor of the workspace is 409,
     * naming that vendor. Answers the new vendor as the list shows it.
     */
    async create(actor: Actor, workspaceId: string, input: VendorCreate): Promise<Vendor> {
      assertActorWorkspace(actor, workspaceId);
      if (!(await jurisdictions.find(input.country)))
        throw new AppError("VALIDATION", { country: fieldMessages.locationCountryInvalid });
      const dedupeKey = vendorDedupeKey(input.name, input.country);
      const duplicate = async () => {
        const existing = await repository.findByDedupeKey(actor, dedupeKey);
        return existing
          ? new AppError(
              "CONFLICT",
              vendorMessages.exists(
                existing.vendorEntity.brandName,
                existing.vendorEntity.registeredJurisdiction ?? input.country,
              ),
            )
          : null;
      };
      const known = await duplicate();
      if (known) throw known;
      const identifiers = (input.identifiers ?? []).map((identifier) => ({
        ...identifier,
        number: normaliseIdentifier(identifier.type, identifier.number),
      }));
      const created = await repository.create(actor, {
        name: input.name,
        registeredName: input.registered_name ?? null,
        country: input.country,
        website: input.website ?? null,
        contactEmail: input.contact_email ?? null,
        dedupeKey,
        details: identifiers.length > 0 ? { identifiers } : undefined,
      });
      if (!created) throw (await duplicate()) ?? new AppError("CONFLICT");
      await enqueueVendorScreening(jobs, workspaceId, [created.id]);
      const { results } = await repository.list(
        actor,
        { ...vendorListFilters({}), ids: [created.id] },
        { page: 1, pageSize: 10, ordering: defaultVendorOrdering },
      );
      return (await withCountries(results))[0]!;
    },
  };
}
