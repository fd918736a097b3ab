import type { Db } from "@tierline/db";
import type { Actor } from "../actor";
import { notFound } from "../errors";

/** What an import kept of a vendor's row beyond the entity's own fields (vendors.repository's JSON). */
export interface VendorImportedDetails {
  imported: {
    address: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    contactName: string | null;
    phone: string | null;
    identifierType: string | null;
    identifierNumber: string | null;
  } | null;
  importRow: number | null;
}

const keys = [
  "address",
  "city",
  "state",
  "postalCode",
  "contactName",
  "phone",
  "identifierType",
  "identifierNumber",
] as const;

/** The vendor profile's reads that no other call answers. */
export function createVendorProfileService({ db }: { db: Db }) {
  return {
    async importedDetails(actor: Actor, relationshipId: string): Promise<VendorImportedDetails> {
      const row = await db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: actor.workspaceId },
        select: { importedDetails: true, importRow: true },
      });
      if (!row) throw notFound();
      const stored = row.importedDetails;
      const json =
        stored && typeof stored === "object" && !Array.isArray(stored)
          ? (stored as Record<string, unknown>)
          : null;
      const text = (key: string) => (typeof json?.[key] === "string" ? (json[key] as string) : null);
      const imported = json ? Object.fromEntries(keys.map((key) => [key, text(key)])) : null;
      const any = imported && Object.values(imported).some((value) => value !== null);
      return {
        imported: any ? (imported as VendorImportedDetails["imported"]) : null,
        importRow: row.importRow,
      };
    },
  };
}
