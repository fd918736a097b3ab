import { z } from "zod";
import type { RiskSeverity } from "./risk-enums";

/** The sixteen restricted-party list keys of spec section 3. */
export const sanctionListKeys = [
  "SDNs",
  "addresses",
  "altNames",
  "deniedPersons",
  "bisEntities",
  "unverifiedCSL",
  "nonproliferationSanctions",
  "itarDebarred",
  "foreignSanctionsEvaders",
  "palestinianLegislativeCouncil",
  "sectoralSanctions",
  "nonSDNChineseMilitaryIndustrialComplex",
  "captaList",
  "euConsolidatedSanctionsList",
  "ukConsolidatedSanctionsList",
  "militaryEndUsers",
] as const;
export const sanctionListKeySchema = z.enum(sanctionListKeys);
export type SanctionListKey = z.infer<typeof sanctionListKeySchema>;

export const sanctionListLabels: Record<SanctionListKey, string> = {
  SDNs: "Specially Designated Nationals (SDN)",
  addresses: "SDN Addresses",
  altNames: "SDN Alternate Names",
  deniedPersons: "Denied Persons List",
  bisEntities: "Entity List",
  unverifiedCSL: "Unverified List",
  nonproliferationSanctions: "Nonproliferation Sanctions",
  itarDebarred: "ITAR Debarred",
  foreignSanctionsEvaders: "Foreign Sanctions Evaders (FSE)",
  palestinianLegislativeCouncil: "Palestinian Legislative Council (NS-PLC)",
  sectoralSanctions: "Sectoral Sanctions Identifications (SSI)",
  nonSDNChineseMilitaryIndustrialComplex: "Non-SDN Chinese Military-Industrial Complex (NS-CMIC)",
  captaList: "Correspondent Account or Payable-Through Account Sanctions (CAPTA)",
  euConsolidatedSanctionsList: "EU Consolidated Sanctions List",
  ukConsolidatedSanctionsList: "UK Consolidated Sanctions List",
  militaryEndUsers: "Military End-User List",
};

/**
 * The publications the lists are loaded from (decisions.md, restricted-party lists). A source can feed
 * several list keys (the CSL carries thirteen) and a key several sources (the UN list is filed under the
 * EU key), so a match names both.
 */
export const sanctionSourceIds = ["ofac_sdn", "ofac_nonsdn", "csl", "bis_dpl", "eu", "uk", "un"] as const;
export const sanctionSourceSchema = z.enum(sanctionSourceIds);
export type SanctionSourceId = z.infer<typeof sanctionSourceSchema>;

/** Each source as an analyst names its publisher: shown beside the list on every match, and in the filter. */
export const sanctionSourceLabels: Record<SanctionSourceId, string> = {
  ofac_sdn: "OFAC SDN",
  ofac_nonsdn: "OFAC non-SDN",
  csl: "US Consolidated Screening List",
  bis_dpl: "BIS Denied Persons",
  eu: "EU Financial Sanctions",
  uk: "UK OFSI",
  un: "UN Security Council",
};

/**
 * Publications filed under a key named for another's list: the spec has no key for the UN Security
 * Council's list, so its listings are filed under the EU key (the EU transposes every UN listing).
 */
const publicationListLabels: Partial<Record<SanctionSourceId, string>> = {
  un: "UN Security Council Consolidated List",
};

/**
 * The list an entry is on, as a user is told it: the key's label, or the publication's own name where
 * its entries are filed under another's key (a UN listing never reads as the EU's; decisions.md).
 */
export const sanctionListLabelOf = (list: SanctionListKey, source: SanctionSourceId): string =>
  publicationListLabels[source] ?? sanctionListLabels[list];

/**
 * Blocking lists (decisions.md, restricted-party screening): a possible match on one of these opens
 * a High risk, on any other list a Low one. SDN addresses and alternate names are part of the SDN list.
 */
export const blockingSanctionLists = [
  "SDNs",
  "addresses",
  "altNames",
  "euConsolidatedSanctionsList",
  "ukConsolidatedSanctionsList",
  "bisEntities",
  "deniedPersons",
  "itarDebarred",
  "militaryEndUsers",
  "foreignSanctionsEvaders",
  "sectoralSanctions",
] as const satisfies readonly SanctionListKey[];

export function riskSeverityForSanctionList(key: SanctionListKey): RiskSeverity {
  return (blockingSanctionLists as readonly SanctionListKey[]).includes(key) ? "HIGH" : "LOW";
}
