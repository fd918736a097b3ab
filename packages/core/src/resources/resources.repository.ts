import type { ResourceStatus, UploadKind } from "@tierline/contracts";
import type { Db, Resource as ResourceRow } from "@tierline/db";
import { findOwned, type Owned, transition, updateOwned } from "../repository";
import type { Resource } from "./resource";

const kindToDb = {
  general: "GENERAL",
  vendor_upload: "VENDOR_UPLOAD",
  product_catalogue: "PRODUCT_CATALOGUE",
  compliance_document: "COMPLIANCE_DOCUMENT",
} as const satisfies Record<UploadKind, ResourceRow["kind"]>;
const kindFromDb = Object.fromEntries(Object.entries(kindToDb).map(([k, v]) => [v, k])) as Record<
  ResourceRow["kind"],
  UploadKind
>;

export const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  workspaceId: row.workspaceId,
  kind: kindFromDb[row.kind],
  fileName: row.fileName,
  status: row.status,
  contentType: row.detectedType,
  size: row.size === null ? null : Number(row.size),
  rejectedReason: row.rejectedReason,
  linkedObjectId: row.linkedObjectId,
  createdById: row.createdById,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  storageKey: row.storageKey,
});

type Scope = { workspaceId: string };

/** Every query of the resources domain; each is addressed with its workspace. */
export function createResourcesRepository(db: Db) {
  const find = (scope: Scope, id: string) =>
    findOwned(scope, id, (where) => db.resource.findFirst({ where })).then(toResource);

  /** A guarded status move (`from` -> `data.status`): lost to a concurrent change, 409. */
  const move = (
    where: Owned,
    from: ResourceStatus[],
    data: Parameters<Db["resource"]["updateMany"]>[0]["data"],
  ) => transition(where, from, (guardedWhere) => db.resource.updateMany({ where: guardedWhere, data }));

  return {
    find,
    create: async (input: {
      id: string;
      workspaceId: string;
      kind: UploadKind;
      fileName: string;
      declaredType?: string;
      storageKey: string;
      linkedObjectId?: string;
      documentTypeId?: string;
      createdById: string;
    }) => toResource(await db.resource.create({ data: { ...input, kind: kindToDb[input.kind] } })),
    markUploaded: (where: Owned, found: { contentType: string; size: number }) =>
      move(where, ["AWAITING_UPLOAD"], {
        status: "UPLOADED",
        detectedType: found.contentType,
        size: BigInt(found.size),
      }),
    markRejected: (where: Owned, reason: string, size: number | null) =>
      move(where, ["AWAITING_UPLOAD"], {
        status: "REJECTED",
        rejectedReason: reason,
        size: size === null ? null : BigInt(size),
      }),
    rename: (scope: Scope, id: string, fileName: string) =>
      updateOwned(scope, id, (where) => db.resource.updateMany({ where, data: { fileName } })),
    link: (where: Owned, objectId: string) => move(where, ["UPLOADED"], { linkedObjectId: objectId }),
    delete: (scope: Scope, id: string) =>
      updateOwned(scope, id, (where) => db.resource.deleteMany({ where })),
    /** The workspace's own company, which its vendor lists belong to. */
    workspaceEntityId: async (scope: Scope) =>
      (await db.workspace.findUniqueOrThrow({ where: { id: scope.workspaceId }, select: { entityId: true } }))
        .entityId,
  };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
