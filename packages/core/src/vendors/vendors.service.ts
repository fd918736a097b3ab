import type { VendorListQuery } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { Page } from "../repository";
import { assertActorWorkspace } from "../scope";
import { createVendorsRepository, type VendorListItem } from "./vendors.repository";

/** A vendor with its country named (the register shows the name; the code is what is stored). */
export interface Vendor extends Omit<VendorListItem, "countryCode"> {
  country: { code: string; name: string } | null;
}

/** The workspace's vendor register. The vendors issue grows it (filters, profiles, relationship moves). */
export function createVendorsService({ db }: CoreDeps, jurisdictions: JurisdictionTable) {
  const repository = createVendorsRepository(db);

  const withCountry = async ({ countryCode, ...item }: VendorListItem): Promise<Vendor> => {
    const found = countryCode ? await jurisdictions.find(countryCode) : null;
    return { ...item, country: found && countryCode ? { code: countryCode, name: found.name } : null };
  };

  return {
    /** A page of the workspace's vendors, newest first; `search` keeps the names containing it. */
    async list(actor: Actor, workspaceId: string, query: VendorListQuery): Promise<Page<Vendor>> {
      assertActorWorkspace(actor, workspaceId);
      const found = await repository.list(actor, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search || undefined,
      });
      return { results: await Promise.all(found.results.map(withCountry)), count: found.count };
    },
  };
}
