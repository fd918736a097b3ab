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
