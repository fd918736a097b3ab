import {
  foldedKey,
  type SupplyStreamOrdering,
  type SupplyStreamStage,
  supplyStreamStages,
  vendorStreamProductsShown,
} from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { foldProductText } from "@tierline/imports";
import { findOwned, type Page, updateOwned } from "../repository";

type Scope = { workspaceId: string };

/** A vendor at a stage of a stream, with its open risks by severity and its confirmed ones. */
export interface StreamVendor {
  id: string;
  name: string;
  country: string | null;
  risks: { openHigh: number; openLow: number; confirmed: number };
}

export interface SupplyStream {
  id: string;
  name: string;
  productsCount: number;
  /** All five stages in chain order, each with its vendors by name. */
  stages: { stage: SupplyStreamStage; vendors: StreamVendor[] }[];
  createdAt: Date;
  updatedAt: Date;
}

export interface StreamProduct {
  id: string;
  product: {
    id: string;
    name: string;
    sku: string | null;
    productNumber: string | null;
    countryOfOrigin: string | null;
  };
  createdAt: Date;
}

/** A stream a vendor is assigned to: its stages there and the stream's products. */
export interface VendorStream {
  id: string;
  name: string;
  stages: SupplyStreamStage[];
  productsCount: number;
  products: { id: string; name: string }[];
}

export interface StageVendor {
  stage: SupplyStreamStage;
  relationshipId: string;
}

const streamColumns = {
  id: true,
  name: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { products: true } },
} as const;
type StreamRow = {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  _count: { products: number };
};

const sorts: Record<SupplyStreamOrdering, Prisma.SupplyStreamOrderByWithRelationInput[]> = {
  name: [{ nameKey: "asc" }, { id: "asc" }],
  "-name": [{ nameKey: "desc" }, { id: "desc" }],
  created: [{ createdAt: "asc" }, { id: "asc" }],
  "-created": [{ createdAt: "desc" }, { id: "desc" }],
};

const uniqueAssignments = (vendors: StageVendor[]) => {
  const seen = new Map<string, StageVendor>();
  for (const v of vendors) seen.set(`${v.stage}:${v.relationshipId}`, v);
  return [...seen.values()];
};

/** Every query of supply streams, their stage vendors and their products; each addressed with its workspace. */
export function createSupplyStreamsRepository(db: Db) {
  /** The risks of these relationships by status and severity (open and confirmed only). */
  async function risksOf(scope: Scope, relationshipIds: string[]) {
    const risks = new Map<string, StreamVendor["risks"]>();
    if (relationshipIds.length === 0) return risks;
    const groups = await db.risk.groupBy({
      by: ["relationshipId", "status", "severity"],
      where: {
        workspaceId: scope.workspaceId,
        relationshipId: { in: relationshipIds },
        status: { in: ["OPEN", "CONFIRMED"] },
      },
      _count: { _all: true },
    });
    for (const g of groups) {
      const r = risks.get(g.relationshipId) ?? { openHigh: 0, openLow: 0, confirmed: 0 };
      if (g.status === "CONFIRMED") r.confirmed += g._count._all;
      else if (g.severity === "HIGH") r.openHigh += g._count._all;
      else r.openLow += g._count._all;
      risks.set(g.relationshipId, r);
    }
    return risks;
  }

  /** Streams' rows with their five stages, vendors and the vendors' risks. */
  async function hydrate(scope: Scope, rows: StreamRow[]): Promise<SupplyStream[]> {
    const assigned = await db.supplyStreamStageVendor.findMany({
      where: { workspaceId: scope.workspaceId, streamId: { in: rows.map((r) => r.id) } },
      select: {
        streamId: true,
        stage: true,
        relationship: { select: { id: true, name: true, country: true } },
      },
      orderBy: [{ relationship: { nameKey: "asc" } }, { relationshipId: "asc" }],
    });
    const risks = await risksOf(scope, [...new Set(assigned.map((a) => a.relationship.id))]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      productsCount: row._count.products,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      stages: supplyStreamStages.map((stage) => ({
        stage,
        vendors: assigned
          .filter((a) => a.streamId === row.id && a.stage === stage)
          .map(({ relationship: v }) => ({
            id: v.id,
            name: v.name,
            country: v.country,
            risks: risks.get(v.id) ?? { openHigh: 0, openLow: 0, confirmed: 0 },
          })),
      })),
    }));
  }

  const assignmentsOf = (scope: Scope, streamId: string, vendors: StageVendor[]) =>
    uniqueAssignments(vendors).map((v) => ({
      workspaceId: scope.workspaceId,
      streamId,
      stage: v.stage,
      relationshipId: v.relationshipId,
    }));

  return {
    async list(
      scope: Scope,
      query: { search?: string; ordering: SupplyStreamOrdering; page: number; pageSize: number },
    ): Promise<Page<SupplyStream>> {
      const search = query.search ? foldProductText(query.search) : "";
      const where: Prisma.SupplyStreamWhereInput = {
        workspaceId: scope.workspaceId,
        ...(search ? { nameKey: { contains: search } } : {}),
      };
      const [rows, count] = await Promise.all([
        db.supplyStream.findMany({
          where,
          select: streamColumns,
          orderBy: sorts[query.ordering],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.supplyStream.count({ where }),
      ]);
      return { results: await hydrate(scope, rows), count };
    },

    async find(scope: Scope, id: string): Promise<SupplyStream> {
      const row = await findOwned(scope, id, (where) =>
        db.supplyStream.findFirst({ where, select: streamColumns }),
      );
      const [stream] = await hydrate(scope, [row]);
      return stream!;
    },

    /** The workspace's stream of this name key other than `exceptId`, or null. */
    findByNameKey: (scope: Scope, nameKey: string, exceptId?: string) =>
      db.supplyStream.findFirst({
        where: { workspaceId: scope.workspaceId, nameKey, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { id: true },
      }),

    /** Which of these ids are the workspace's vendors (relationships), products or streams. */
    async owned(scope: Scope, model: "vendorRelationship" | "product" | "supplyStream", ids: string[]) {
      const where = { workspaceId: scope.workspaceId, id: { in: ids } };
      const select = { id: true } as const;
      const rows =
        model === "vendorRelationship"
          ? await db.vendorRelationship.findMany({ where, select })
          : model === "product"
            ? await db.product.findMany({ where, select })
            : await db.supplyStream.findMany({ where, select });
      return new Set(rows.map((r) => r.id));
    },

    /** A new stream with its stage vendors (a name taken meanwhile breaks the unique index: 409). */
    async create(scope: Scope, input: { name: string; vendors: StageVendor[] }): Promise<string> {
      const made = await db.$transaction(async (tx) => {
        const stream = await tx.supplyStream.create({
          data: { workspaceId: scope.workspaceId, name: input.name, nameKey: foldedKey(input.name) },
          select: { id: true },
        });
        await tx.supplyStreamStageVendor.createMany({ data: assignmentsOf(scope, stream.id, input.vendors) });
        return stream;
      });
      return made.id;
    },

    /** A new name, and/or the stage vendors replaced; an absent or foreign stream: 404. */
    async update(scope: Scope, id: string, input: { name?: string; vendors?: StageVendor[] }) {
      await db.$transaction(async (tx) => {
        await updateOwned(scope, id, (where) =>
          tx.supplyStream.updateMany({
            where,
            data:
              input.name === undefined
                ? { updatedAt: new Date() }
                : { name: input.name, nameKey: foldedKey(input.name) },
          }),
        );
        if (input.vendors) {
          await tx.supplyStreamStageVendor.deleteMany({
            where: { workspaceId: scope.workspaceId, streamId: id },
          });
          await tx.supplyStreamStageVendor.createMany({ data: assignmentsOf(scope, id, input.vendors) });
        }
      });
    },

    delete: (scope: Scope, id: string) =>
      updateOwned(scope, id, (where) => db.supplyStream.deleteMany({ where })),

    /** A page of a stream's products by name (`search` in name, SKU or product number). */
    async products(
      scope: Scope,
      streamId: string,
      query: { search?: string; page: number; pageSize: number },
    ): Promise<Page<StreamProduct>> {
      const search = query.search ? foldProductText(query.search) : "";
      const where: Prisma.ProductSupplyStreamWhereInput = {
        workspaceId: scope.workspaceId,
        streamId,
        ...(search ? { product: { searchText: { contains: search } } } : {}),
      };
      const [rows, count] = await Promise.all([
        db.productSupplyStream.findMany({
          where,
          select: {
            id: true,
            createdAt: true,
            product: {
              select: { id: true, name: true, sku: true, productNumber: true, countryOfOrigin: true },
            },
          },
          orderBy: [{ product: { nameKey: "asc" } }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.productSupplyStream.count({ where }),
      ]);
      return { results: rows, count };
    },

    /** Which of these product_supply_stream ids are products of the stream. */
    async linksOf(scope: Scope, streamId: string, ids: string[]) {
      const rows = await db.productSupplyStream.findMany({
        where: { workspaceId: scope.workspaceId, streamId, id: { in: ids } },
        select: { id: true },
      });
      return new Set(rows.map((r) => r.id));
    },

    async removeLinks(scope: Scope, streamId: string, ids: string[]) {
      const { count } = await db.productSupplyStream.deleteMany({
        where: { workspaceId: scope.workspaceId, streamId, id: { in: ids } },
      });
      return count;
    },

    /** Every product into every stream in one statement; links there already are skipped. */
    async link(scope: Scope, productIds: string[], streamIds: string[]) {
      const { count } = await db.productSupplyStream.createMany({
        data: productIds.flatMap((productId) =>
          streamIds.map((streamId) => ({ workspaceId: scope.workspaceId, productId, streamId })),
        ),
        skipDuplicates: true,
      });
      return count;
    },

    /** A product's streams by name, each with its product_supply_stream_id. */
    async ofProduct(scope: Scope, productId: string) {
      const links = await db.productSupplyStream.findMany({
        where: { workspaceId: scope.workspaceId, productId },
        select: { id: true, stream: { select: streamColumns } },
        orderBy: [{ stream: { nameKey: "asc" } }, { id: "asc" }],
      });
      const streams = await hydrate(
        scope,
        links.map((l) => l.stream),
      );
      return links.map((link, i) => ({ id: link.id, stream: streams[i]! }));
    },

    /** The streams a vendor is assigned to, by name: its stages there, the streams' products. */
    async ofVendor(scope: Scope, relationshipId: string): Promise<VendorStream[]> {
      const assigned = await db.supplyStreamStageVendor.findMany({
        where: { workspaceId: scope.workspaceId, relationshipId },
        select: { stage: true, stream: { select: { id: true, name: true, nameKey: true } } },
      });
      const streams = new Map<
        string,
        { id: string; name: string; nameKey: string; stages: Set<SupplyStreamStage> }
      >();
      for (const a of assigned) {
        const s = streams.get(a.stream.id) ?? { ...a.stream, stages: new Set<SupplyStreamStage>() };
        s.stages.add(a.stage);
        streams.set(a.stream.id, s);
      }
      const sorted = [...streams.values()].sort(
        (x, y) => x.nameKey.localeCompare(y.nameKey) || x.id.localeCompare(y.id),
      );
      return Promise.all(
        sorted.map(async (s) => {
          const where = { workspaceId: scope.workspaceId, streamId: s.id };
          const [productsCount, first] = await Promise.all([
            db.productSupplyStream.count({ where }),
            db.productSupplyStream.findMany({
              where,
              select: { product: { select: { id: true, name: true } } },
              orderBy: [{ product: { nameKey: "asc" } }, { id: "asc" }],
              take: vendorStreamProductsShown,
            }),
          ]);
          return {
            id: s.id,
            name: s.name,
            stages: supplyStreamStages.filter((stage) => s.stages.has(stage)),
            productsCount,
            products: first.map((f) => f.product),
          };
        }),
      );
    },
  };
}
