import {
  fieldMessages,
  type ResolveWarningRequest,
  riskConflictMessages,
  type WarningNotificationListQuery,
  warningResolutionNotes,
} from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { Actor } from "../actor";
import { AppError, notFound } from "../errors";
import type { JobQueue } from "../jobs/job-queue";
import type { Page } from "../repository";
import type { FileStorage } from "../resources/file-storage";
import { createRisksRepository } from "./risks.repository";
import { createWarningsRepository, type WarningRow } from "./warnings.repository";

export type WarningNotification = WarningRow;
type Scope = { workspaceId: string };
type Tx = Prisma.TransactionClient;

/** The risk a warning raises: Low, action required, titled by its message, keyed by the warning's id. */
export const warningRisk = (warning: { id: string; relationshipId: string; message: string }) => ({
  relationshipId: warning.relationshipId,
  sourceKind: "WARNING" as const,
  sourceKey: warning.id,
  severity: "LOW" as const,
  actionRequired: true,
  title: warning.message,
});

/**
 * Warning notifications of vendor relationships (decisions.md "Warning resolution"): a reason or an
 * attestation resolves one at once; a file makes it processing until the worker has checked the file
 * (`risks.check-warning-file`), then resolved; deleting that file opens it again. A warning and its
 * risk move together, in one transaction.
 */
export function createWarningsService(
  deps: { db: Db; jobs: JobQueue },
  enqueueFileCheck: (scope: Scope, warningId: string) => Promise<void>,
) {
  const { db } = deps;
  const repository = createWarningsRepository(db);
  const risks = createRisksRepository(db);

  /** Resolves the open risk of a warning, as `actorId` (null: the system), with `note`. */
  async function resolveRisk(
    tx: Tx,
    scope: Scope,
    warning: { id: string; relationshipId: string },
    actorId: string | null,
    note: string,
  ) {
    const risk = await tx.risk.findFirst({
      where: {
        workspaceId: scope.workspaceId,
        relationshipId: warning.relationshipId,
        sourceKind: "WARNING",
        sourceKey: warning.id,
        status: "OPEN",
      },
      select: { id: true },
    });
    if (risk) await risks.decide(tx, scope, risk.id, { to: "RESOLVED", actorId, note });
  }

  const conflict = async (scope: Scope, relationshipId: string, id: string) => {
    const now = await repository.find(scope, relationshipId, id);
    if (!now) return notFound();
    return new AppError("CONFLICT", riskConflictMessages.warningNotOpen(now.status));
  };

  return {
    list(
      actor: Actor,
      relationshipId: string,
      query: WarningNotificationListQuery,
    ): Promise<Page<WarningRow>> {
      return repository.list(actor, relationshipId, {
        status: query.status,
        page: query.page,
        pageSize: query.page_size,
      });
    },

    /** PUT /warning-notifications/{erId}/resolve/{id}. Only an open warning may be resolved. */
    async resolve(
      actor: Actor,
      relationshipId: string,
      id: string,
      body: ResolveWarningRequest,
    ): Promise<WarningRow> {
      const warning = await repository.find(actor, relationshipId, id);
      if (!warning) throw notFound();
      const resolvedAt = new Date();
      if (body.type === "file") {
        const resource = await db.resource.findFirst({
          where: { id: body.resource!, workspaceId: actor.workspaceId, kind: "GENERAL" },
        });
        if (!resource || resource.status === "REJECTED")
          throw new AppError("VALIDATION", { resource: fieldMessages.warningFileInvalid });
        if (resource.status !== "UPLOADED")
          throw new AppError("VALIDATION", { resource: fieldMessages.fileNotUploaded });
        const moved = await repository.move(db, actor, id, ["open"], {
          status: "processing",
          resolutionType: "file",
          resolutionText: null,
          resourceId: resource.id,
          resolvedById: actor.userId,
          resolvedAt: null,
        });
        if (!moved) throw await conflict(actor, relationshipId, id);
        await enqueueFileCheck(actor, id);
      } else {
        const text = (body.type === "reason" ? body.reason : body.attestation)!;
        await db.$transaction(async (tx) => {
          const moved = await repository.move(tx, actor, id, ["open"], {
            status: "resolved",
            resolutionType: body.type,
            resolutionText: text,
            resourceId: null,
            resolvedById: actor.userId,
            resolvedAt,
          });
          if (!moved) throw await conflict(actor, relationshipId, id);
          const note = body.type === "reason" ? text : warningResolutionNotes.attested(text);
          await resolveRisk(tx, actor, warning, actor.userId, note);
        });
      }
      return (await repository.find(actor, relationshipId, id))!;
    },

    /**
     * The worker's check of a file given to resolve a warning: still stored and accepted -> resolved
     * (with its risk); gone or refused -> open again. Anything but a processing warning is left alone,
     * so running it twice changes nothing.
     */
    async checkFile(storage: FileStorage, scope: Scope, id: string): Promise<void> {
      const warning = await db.warningNotification.findFirst({
        where: { id, workspaceId: scope.workspaceId, status: "processing" },
        include: { resource: true },
      });
      if (!warning) return;
      const resource = warning.resource;
      const stored = resource?.status === "UPLOADED" ? await storage.head(resource.storageKey) : null;
      await db.$transaction(async (tx) => {
        if (resource && stored) {
          const moved = await repository.move(tx, scope, id, ["processing"], {
            status: "resolved",
            resolvedAt: new Date(),
          });
          if (moved)
            await resolveRisk(
              tx,
              scope,
              warning,
              warning.resolvedById,
              warningResolutionNotes.fileAccepted(resource.fileName),
            );
        } else {
          await repository.move(tx, scope, id, ["processing"], {
            status: "open",
            resolutionType: null,
            resourceId: null,
            resolvedById: null,
            resolvedAt: null,
          });
        }
      });
    },

    /**
     * A file is about to be deleted: the warnings it resolved (or is resolving) open again, and their
     * risks with them (decisions.md: deleting the last fulfilment returns the warning to open).
     */
    async reopenForDeletedFile(scope: Scope, resourceId: string): Promise<void> {
      for (const warning of await repository.byResource(scope, resourceId)) {
        await db.$transaction(async (tx) => {
          const moved = await repository.move(tx, scope, warning.id, ["processing", "resolved"], {
            status: "open",
            resolutionType: null,
            resolutionText: null,
            resourceId: null,
            resolvedById: null,
            resolvedAt: null,
          });
          if (moved)
            await risks.raise(tx, scope, warningRisk(warning), {
              reopen: true,
              note: warningResolutionNotes.fileDeleted,
            });
        });
      }
    },
  };
}
export type WarningsService = ReturnType<typeof createWarningsService>;
