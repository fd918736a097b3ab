/**
 * The vendor profile's tabs (decisions.md: `/vendors/:id?tab=risk|details|procurement|duties`). No tab,
 * or one the profile does not have, is the Risk tab.
 */
export const vendorProfileTabs = ["risk", "details", "procurement", "duties"] as const;
export type VendorProfileTab = (typeof vendorProfileTabs)[number];

export const vendorProfileTabLabels: Record<VendorProfileTab, string> = {
  risk: "Risk",
  details: "Details",
  procurement: "Procurement",
  duties: "Duties",
};

export function parseVendorProfileTab(params: URLSearchParams): VendorProfileTab {
  const tab = params.get("tab");
  return vendorProfileTabs.includes(tab as VendorProfileTab) ? (tab as VendorProfileTab) : "risk";
}

/**
 * The address of another tab: `tab` set, the other tab's own state (the Risk tab's segment, sort and
 * page) dropped, the notes modal (`modalMetaId`) kept.
 */
export function withVendorProfileTab(params: URLSearchParams, tab: VendorProfileTab): URLSearchParams {
  const next = new URLSearchParams();
  next.set("tab", tab);
  const notes = params.get("modalMetaId");
  if (notes !== null) next.set("modalMetaId", notes);
  return next;
}

/** The address with the Global Notes modal open on the vendor (spec section 2: `modalMetaId`). */
export function withNotesOpen(params: URLSearchParams, relationshipId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("modalMetaId", relationshipId);
  return next;
}
