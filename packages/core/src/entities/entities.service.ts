import {
  calendarDateToUtcDate,
  type EntityCreate,
  type EntityDetailPart,
  type EntityUpdate,
  fieldMessages,
  normalizeEmail,
  type PaginationQuery,
  parseDateInput,
} from "@tierline/contracts";
import type { Prisma } from "@tierline/db";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { type EntityType, entityTypesOf } from "../jurisdictions/entity-types";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { Page } from "../repository";
import { createEntitiesRepository, type EntityRow } from "./entities.repository";
import { missingDetails, onboardingClaimIds } from "./entity-completeness";

export interface JurisdictionRef {
  id: string;
  name: string;
  typeName: string;
}

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface RoleAssignment {
  id: string;
  role: { id: string; role: string };
  flag: "NEW" | "REMOVED" | null;
}

export interface AttestationClaim {
  id: string;
  claimType: "OB";
  code: string;
  text: string;
}

export interface Attestation {
  id: string;
  entityId: string;
  claim: AttestationClaim;
  text: string;
  attestedBy: PersonRef;
  attestedAt: Date;
}

/** An entity in the workspace's list. */
export interface WorkspaceEntity {
  id: string;
  brandName: string;
  registeredName: string | null;
  status: "VALIDATED" | "PENDING";
  isPrimary: boolean;
}

/** An entity as the onboarding shows it (spec section 3, "Onboarding entity"). */
export interface EntityDetails {
  id: string;
  brandName: string;
  email: string | null;
  contactEmail: string | null;
  registeredName: string | null;
  registeredJurisdiction: (JurisdictionRef & { parent: JurisdictionRef | null }) | null;
  entityType: EntityType | null;
  dbaNames: string[];
  registeredDate: Date | null;
  entityWebsite: string | null;
  additionalEntityNames: string[];
  roles: RoleAssignment[];
  /** The latest attestation of each claim. */
  attestations: Attestation[];
  companyInfoStep: number | null;
  status: "VALIDATED" | "PENDING";
  statusReason: string | null;
  flag: "NEW" | "REMOVED" | null;
  isPrimary: boolean;
  detailsMissing: EntityDetailPart[];
  createdAt: Date;
  updatedAt: Date;
}

export const toRoleAssignment = (row: {
  id: string;
  flag: "NEW" | "REMOVED" | null;
  role: { id: string; role: string };
}): RoleAssignment => ({ id: row.id, role: { id: row.role.id, role: row.role.role }, flag: row.flag });

export const toClaim = (c: {
  id: string;
  claimType: "OB";
  code: string;
  text: string;
}): AttestationClaim => ({
  id: c.id,
  claimType: c.claimType,
  code: c.code,
  text: c.text,
});

export const toAttestation = (a: EntityRow["attestations"][number]): Attestation => ({
  id: a.id,
  entityId: a.entityId,
  claim: toClaim(a.claim),
  text: a.text,
  attestedBy: a.attestedBy,
  attestedAt: a.attestedAt,
});

/** Names as given, trimmed, without blanks, each once (case-insensitively), in the order first given. */
function cleanNames(names: string[] | undefined): string[] | undefined {
  if (!names) return undefined;
  const seen = new Set<string>();
  return names
    .map((n) => n.trim())
    .filter((n) => {
      const key = n.toLowerCase();
      if (!n || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A registered date as the wire gives it (any accepted input; "" or null clears it). */
function registeredDate(text: string | null | undefined): Date | null | undefined {
  if (text === undefined) return undefined;
  if (text === null || text.trim() === "") return null;
  // The request schema has checked the text parses and is not in the future.
  return calendarDateToUtcDate(parseDateInput(text)!);
}

/**
 * The workspace's entities: its own primary entity and those it added (a vendor by hand). Reads and
 * writes are scoped to the actor's workspace; jurisdictions and entity types are checked against the
 * jurisdictions table, so only real codes and types are stored. `identityChanged` is told of a new
 * entity or a new name or jurisdiction: its status is checked again. `screeningEvidenceChanged` is told
 * of a change of any name or the jurisdiction: a vendor's entity is screened again.
 */
export function createEntitiesService(
  { db }: CoreDeps,
  table: JurisdictionTable,
  identityChanged: (entityId: string) => Promise<void>,
  screeningEvidenceChanged: (entityId: string) => Promise<void> = async () => {},
) {
  const repository = createEntitiesRepository(db);

  async function jurisdictionRef(code: string | null) {
    if (!code) return null;
    const found = await table.find(code);
    if (!found) return null;
    const parent = found.parent ? await table.find(found.parent) : null;
    const ref = (j: { id: string; name: string; typeName: string }) => ({
      id: j.id,
      name: j.name,
      typeName: j.typeName,
    });
    return { ...ref(found), parent: parent ? ref(parent) : null };
  }

  const typesOf = (code: string) => entityTypesOf(code, code.slice(0, 2));

  async function toDetails(row: EntityRow): Promise<EntityDetails> {
    const latest = new Map<string, Attestation>();
    // Newest first: the first of each claim is its latest.
    for (const a of row.attestations) if (!latest.has(a.claimId)) latest.set(a.claimId, toAttestation(a));
    const claimIds = await onboardingClaimIds(db);
    const isPrimary = row.primaryOf !== null;
    return {
      id: row.id,
      brandName: row.brandName,
      email: row.email,
      contactEmail: row.contactEmail,
      registeredName: row.registeredName,
      registeredJurisdiction: await jurisdictionRef(row.registeredJurisdiction),
      entityType: row.registeredJurisdiction
        ? (typesOf(row.registeredJurisdiction).find((t) => t.id === row.entityType) ?? null)
        : null,
      dbaNames: row.dbaNames,
      registeredDate: row.registeredDate,
      entityWebsite: row.entityWebsite,
      additionalEntityNames: row.additionalEntityNames,
      roles: row.supplyChainRoles.map(toRoleAssignment),
      attestations: [...latest.values()].sort((a, b) => a.claim.code.localeCompare(b.claim.code)),
      companyInfoStep: isPrimary ? (row.primaryOf?.onboarding?.companyInfoStep ?? null) : null,
      status: row.status,
      statusReason: row.statusReason,
      flag: row.flag,
      isPrimary,
      detailsMissing: missingDetails(row, claimIds),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  async function load(actor: Actor, id: string): Promise<EntityRow> {
    const row = await repository.find(actor.workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The jurisdiction and entity type to store: the jurisdiction must be a real code; the type must be
   * one of the (new or kept) jurisdiction's. A new jurisdiction drops a kept type that does not fit it.
   */
  async function jurisdictionAndType(
    input: { registered_jurisdiction?: string; entity_type?: string | null },
    current: { registeredJurisdiction: string | null; entityType: string | null },
  ): Promise<{ registeredJurisdiction?: string; entityType?: string | null }> {
    const fields: Record<string, string> = {};
    const code = input.registered_jurisdiction;
    if (code !== undefined && !(await table.find(code)))
      fields.registered_jurisdiction = fieldMessages.jurisdictionInvalid;
    const jurisdiction = code ?? current.registeredJurisdiction;
    const typeId = input.entity_type;
    if (typeId && !fields.registered_jurisdiction) {
      if (!jurisdiction || !typesOf(jurisdiction).some((t) => t.id === typeId))
        fields.entity_type = fieldMessages.entityTypeInvalid;
    }
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", fields);
    const out: { registeredJurisdiction?: string; entityType?: string | null } = {};
    if (code !== undefined) out.registeredJurisdiction = code;
    if (typeId !== undefined) out.entityType = typeId;
    else if (
      code !== undefined &&
      current.entityType &&
      !typesOf(code).some((t) => t.id === current.entityType)
    )
      out.entityType = null;
    return out;
  }

  /** The columns of the plain fields a client wrote (undefined: left as they are). */
  const plainFields = (input: Omit<EntityUpdate, "company_info_step">) => ({
    brandName: input.brand_name,
    registeredName: input.registered_name,
    dbaNames: cleanNames(input.dba_names),
    registeredDate: registeredDate(input.registered_date),
    entityWebsite: input.entity_website,
    additionalEntityNames: cleanNames(input.additional_entity_names),
    contactEmail:
      input.contact_email === undefined || input.contact_email === null
        ? input.contact_email
        : normalizeEmail(input.contact_email),
  });

  return {
    get: async (actor: Actor, id: string): Promise<EntityDetails> => toDetails(await load(actor, id)),

    /** The workspace's entities, a page at a time: its own first, then by brand name. */
    async list(actor: Actor, page: PaginationQuery): Promise<Page<WorkspaceEntity>> {
      const where = { workspaceId: actor.workspaceId };
      const primaryId = await repository.primaryId(actor.workspaceId);
      const [rows, count] = await Promise.all([
        db.entity.findMany({
          where,
          orderBy: [{ brandName: "asc" }, { id: "asc" }],
          skip: (page.page - 1) * page.page_size,
          take: page.page_size,
        }),
        db.entity.count({ where }),
      ]);
      return {
        results: rows.map((e) => ({
          id: e.id,
          brandName: e.brandName,
          registeredName: e.registeredName,
          status: e.status,
          isPrimary: e.id === primaryId,
        })),
        count,
      };
    },

    /** Another entity of the workspace, added by hand (a vendor); its relationship comes with vendors. */
    async create(actor: Actor, input: EntityCreate): Promise<EntityDetails> {
      const placement = await jurisdictionAndType(input, { registeredJurisdiction: null, entityType: null });
      const id = await repository.create(actor.workspaceId, {
        ...plainFields(input),
        ...placement,
        brandName: input.brand_name,
      });
      await identityChanged(id);
      return toDetails(await load(actor, id));
    },

    async update(actor: Actor, id: string, input: EntityUpdate): Promise<EntityDetails> {
      const current = await load(actor, id);
      const { company_info_step: step, ...fields } = input;
      if (step !== undefined && current.primaryOf === null)
        throw new AppError("VALIDATION", { company_info_step: fieldMessages.onboardingStepNotPrimary });
      const placement = await jurisdictionAndType(fields, current);
      const data: Prisma.EntityUncheckedUpdateInput = { ...plainFields(fields), ...placement };
      // Only writes inside the transaction (see the repository's `create`); the entity is read after.
      await db.$transaction(async (tx) => {
        if (step !== undefined) await saveStep(tx, actor.workspaceId, step);
        await tx.entity.update({ where: { id: current.id }, data });
      });
      // The name and jurisdiction are what the registries are asked about: a change is checked again.
      const renamed = data.registeredName !== undefined && data.registeredName !== current.registeredName;
      const moved =
        data.registeredJurisdiction !== undefined &&
        data.registeredJurisdiction !== current.registeredJurisdiction;
      if (renamed || moved) await identityChanged(current.id);
      const differs = <T>(given: T | undefined, was: T) =>
        given !== undefined && JSON.stringify(given) !== JSON.stringify(was);
      if (
        moved ||
        differs(data.brandName, current.brandName) ||
        differs(data.registeredName, current.registeredName) ||
        differs(data.dbaNames, current.dbaNames) ||
        differs(data.additionalEntityNames, current.additionalEntityNames)
      )
        await screeningEvidenceChanged(current.id);
      return toDetails(await load(actor, id));
    },
  };
}
export type EntitiesService = ReturnType<typeof createEntitiesService>;

/**
 * Stores the wizard's step for the workspace. A completed onboarding (-1) stays completed (spec section
 * 4, contracts' `storedStep`), decided inside the one statement so two devices cannot race it open again.
 */
export async function saveStep(tx: Prisma.TransactionClient, workspaceId: string, step: number) {
  await tx.$executeRaw`
    INSERT INTO workspace_onboarding (workspace_id, company_info_step, updated_at)
    VALUES (${workspaceId}::uuid, ${step}, now())
    ON CONFLICT (workspace_id) DO UPDATE SET
      company_info_step = CASE WHEN workspace_onboarding.company_info_step = -1 THEN -1
                               ELSE EXCLUDED.company_info_step END,
      updated_at = now()`;
}
