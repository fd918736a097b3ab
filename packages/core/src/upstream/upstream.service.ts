import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { createUpstreamRepository } from "./upstream.repository";
import { disclose, type UpstreamRisk } from "./upstream-disclosure";

export type { CountBand, UpstreamRisk } from "./upstream-disclosure";

/**
 * Upstream risk and traceability (spec section 1): for a customer's vendor relationship whose vendor
 * joined as a workspace (`linkedEntityId`, written when it accepted an invitation), what the customer may
 * learn of that vendor's own suppliers. The vendor's suppliers are never shared: only the summary the
 * disclosure rule lets through.
 */
export function createUpstreamService({ db, now }: CoreDeps) {
  const repository = createUpstreamRepository(db);
  return {
    /** GET /entity-relationships/{id}/upstream-risk; 404 when the relationship is not the actor's workspace's. */
    async upstreamRisk(actor: Actor, relationshipId: string): Promise<UpstreamRisk> {
      const link = await repository.relationshipLink(actor, relationshipId);
      if (!link) throw notFound();
      // A whole termination ends what the vendor shares with this customer (spec section 4).
      if (!link.linkedEntityId || link.status === "PAST_VENDOR") return { sharing: "not_linked" };
      return disclose(await repository.supplierFacts(link.linkedEntityId), now());
    },
  };
}
