import {
  type AddStreamsToProductsRequest,
  type CreateSupplyStreamRequest,
  fieldMessages,
  foldedKey,
  type StageVendorInput,
  type SupplyStreamListQuery,
  type SupplyStreamProductsQuery,
  type UpdateSupplyStreamRequest,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { supplyStreamStats } from "./supply-stream-stats";
import { createSupplyStreamsRepository, type StageVendor } from "./supply-streams.repository";

export { type StageStats, type SupplyStreamStats, stageExposure } from "./supply-stream-stats";

export type {
  StreamProduct,
  StreamVendor,
  SupplyStream,
  VendorStream,
} from "./supply-streams.repository";

const nameTaken = () => new AppError("CONFLICT", { name: fieldMessages.streamNameTaken });

/** Field errors for the ids of `ids` not in `own`, at `field(i)`. */
function foreignFields(own: Set<string>, ids: string[], field: (i: number) => string, message: string) {
  return Object.fromEntries(ids.flatMap((id, i) => (own.has(id) ? [] : [[field(i), message]])));
}

/** 400 with these field errors, when there are any. */
function refuse(fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", fields);
}

/**
 * Supply streams of the workspace: the five stages with its vendors at each, the products in a stream,
 * and the reads of a product's and a vendor's streams.
 */
export function createSupplyStreamsService({ db }: CoreDeps) {
  const repository = createSupplyStreamsRepository(db);

  /**
   * 404 when any of these ids is not the workspace's: a body naming another workspace's object answers as
   * its path would (decisions: an id from another workspace answers 404), whether it exists elsewhere untold.
   */
  async function assertOwned(actor: Actor, model: Parameters<typeof repository.owned>[1], ids: string[]) {
    const own = await repository.owned(actor, model, ids);
    if (ids.some((id) => !own.has(id))) throw notFound();
  }

  /** The stage items as the repository takes them; a vendor not of the workspace: 404. */
  async function stageVendors(actor: Actor, items: StageVendorInput[]): Promise<StageVendor[]> {
    const ids = [...new Set(items.map((item) => item.entity_relationship))];
    await assertOwned(actor, "vendorRelationship", ids);
    return items.map((item) => ({
      stage: item.supply_stream_stage,
      relationshipId: item.entity_relationship,
    }));
  }

  async function assertNameFree(actor: Actor, name: string, exceptId?: string) {
    if (await repository.findByNameKey(actor, foldedKey(name), exceptId)) throw nameTaken();
  }

  /** A write that may break the name's unique index in a race: 409 on the name, like the check. */
  async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AppError && error.code === "CONFLICT") throw nameTaken();
      throw error;
    }
  }

  return {
    list: (actor: Actor, query: SupplyStreamListQuery) =>
      repository.list(actor, {
        search: query.search || undefined,
        ordering: query.ordering ?? "name",
        page: query.page,
        pageSize: query.page_size,
      }),

    find: (actor: Actor, id: string) => repository.find(actor, id),

    /** The stream's figures (404 when not the workspace's). */
    stats: async (actor: Actor, id: string) => supplyStreamStats(await repository.find(actor, id)),

    /** A new stream: a name no other stream of the workspace has (409), vendors of the workspace (404). */
    async create(actor: Actor, input: CreateSupplyStreamRequest) {
      const vendors = await stageVendors(actor, input.stage_vendors ?? []);
      await assertNameFree(actor, input.name);
      const id = await namedWrite(() => repository.create(actor, { name: input.name, vendors }));
      return repository.find(actor, id);
    },

    /** Renames it and/or replaces its stage vendors (PUT gives both, PATCH either). */
    async update(actor: Actor, id: string, input: UpdateSupplyStreamRequest) {
      const vendors = input.stage_vendors ? await stageVendors(actor, input.stage_vendors) : undefined;
      if (input.name !== undefined) await assertNameFree(actor, input.name, id);
      await namedWrite(() => repository.update(actor, id, { name: input.name, vendors }));
      return repository.find(actor, id);
    },

    delete: (actor: Actor, id: string) => repository.delete(actor, id),

    /** The stream (404 when not the workspace's) with its products' page. */
    async products(actor: Actor, id: string, query: SupplyStreamProductsQuery) {
      await repository.find(actor, id);
      return repository.products(actor, id, {
        search: query.search || undefined,
        page: query.page,
        pageSize: query.page_size,
      });
    },

    /** Takes products out of the stream; an id that is not one of its products: 400, nothing removed. */
    async removeProducts(actor: Actor, id: string, linkIds: string[]) {
      await repository.find(actor, id);
      const own = await repository.linksOf(actor, id, [...new Set(linkIds)]);
      refuse(
        foreignFields(
          own,
          linkIds,
          (i) => `product_supply_stream_ids.${i}`,
          fieldMessages.streamProductLinksInvalid,
        ),
      );
      return repository.removeLinks(actor, id, [...own]);
    },

    /** Every product into every stream; a product or stream not of the workspace: 404, nothing linked. */
    async addStreamsToProducts(actor: Actor, input: AddStreamsToProductsRequest) {
      const productIds = [...new Set(input.product_ids)];
      const streamIds = [...new Set(input.supply_stream_ids)];
      await Promise.all([
        assertOwned(actor, "product", productIds),
        assertOwned(actor, "supplyStream", streamIds),
      ]);
      const added = await repository.link(actor, productIds, streamIds);
      return { added, alreadyLinked: productIds.length * streamIds.length - added };
    },

    ofProduct: (actor: Actor, productId: string) => repository.ofProduct(actor, productId),

    ofVendor: (actor: Actor, relationshipId: string) => repository.ofVendor(actor, relationshipId),
  };
}
