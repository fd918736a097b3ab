import { createVendor, type Db } from "@tierline/db";

/**
 * The vendor's side of the upstream tests: a customer's relationship linked to the vendor's company (as
 * an accepted invitation leaves it), and suppliers of the vendor's own workspace in the states the
 * traceability index tells apart.
 */

/** Links the customer's relationship to the vendor's company, as accepting an invitation does. */
export const linkVendor = (db: Db, relationshipId: string, vendorEntityId: string) =>
  db.vendorRelationship.update({ where: { id: relationshipId }, data: { linkedEntityId: vendorEntityId } });

type SupplierStatus = "PENDING" | "APPROVED" | "CONTRACTED_ACTIVE" | "NOT_APPROVED" | "PAST_VENDOR";

/**
 * A supplier of `workspaceId` named `name`. `verified` makes it what the index counts as complete when
 * no contact is required: its entity Validated, a screening on record that found nothing, and the UFLPA
 * questionnaire submitted (`answered: false` leaves that out).
 */
export async function addSupplier(
  db: Db,
  workspaceId: string,
  name: string,
  options: { status?: SupplierStatus; verified?: boolean; answered?: boolean } = {},
) {
  const supplier = await createVendor(db, { workspaceId, name, country: "DE", status: options.status });
  if (options.verified) {
    await db.entity.update({ where: { id: supplier.entity.id }, data: { status: "VALIDATED" } });
    await db.vendorScreening.create({
      data: {
        relationshipId: supplier.relationship.id,
        workspaceId,
        screenedAt: new Date(),
        listVersions: { ofac_sdn: 1 },
        evidenceHash: name,
        evidence: { names: [name] },
        matches: [],
        matchCount: 0,
      },
    });
    if (options.answered !== false)
      await db.uflpaQuestionnaireResponse.create({
        data: {
          workspaceId,
          relationshipId: supplier.relationship.id,
          status: "SUBMITTED",
          questionSetVersion: 1,
          submittedAt: new Date(),
        },
      });
  }
  return supplier;
}

/** Sets when a supplier's data last changed (relationship, entity, screening, submission), `days` ago and an hour. */
export async function ageSupplierData(
  db: Db,
  supplier: Awaited<ReturnType<typeof addSupplier>>,
  days: number,
) {
  const at = new Date(Date.now() - days * 86_400_000 - 3_600_000);
  await db.$executeRaw`UPDATE vendor_relationships SET updated_at = ${at} WHERE id = ${supplier.relationship.id}::uuid`;
  await db.$executeRaw`UPDATE entities SET updated_at = ${at} WHERE id = ${supplier.entity.id}::uuid`;
  await db.$executeRaw`UPDATE vendor_screenings SET screened_at = ${at} WHERE relationship_id = ${supplier.relationship.id}::uuid`;
  await db.$executeRaw`UPDATE uflpa_questionnaire_responses SET submitted_at = ${at} WHERE relationship_id = ${supplier.relationship.id}::uuid`;
}
