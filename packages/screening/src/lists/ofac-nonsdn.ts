import type { SanctionListKey } from "@tierline/contracts";
import { type OfacRecord, parseOfacLegacy } from "./ofac-legacy";
import type { SourceDefinition } from "./sources";

const base = "https://www.treasury.gov/ofac/downloads/consolidated";

/**
 * The list keys of one record of OFAC's non-SDN Consolidated list. The legacy files carry no list
 * column, so the list is read from the programs (and, as a fallback, from the remarks OFAC writes for
 * each list):
 * - NS-PLC                                    -> palestinianLegislativeCouncil
 * - CMIC-*                                    -> nonSDNChineseMilitaryIndustrialComplex
 * - FSE-*                                     -> foreignSanctionsEvaders
 * - UKRAINE-EO13662 (the SSI directives)      -> sectoralSanctions
 * - 561-Related, CAPTA*, IFSR                 -> captaList
 * - anything else                             -> sectoralSanctions, as the Non-SDN Menu-Based
 *   Sanctions list (NS-MBS: RUSSIA-EO14024 directives, CAATSA - RUSSIA, BURMA-EO14014, ...). The
 *   consolidated file holds exactly these six lists, so a record matching none of the first five is
 *   NS-MBS (which also replaced the former NS-ISA list in 2022). There is no NS-MBS key among the
 *   sixteen list keys; its measures are sectoral in kind (debt, equity and correspondent-banking
 *   directives against named firms), so it is filed with SSI, as the trade.gov CSL's readers usually do.
 * A record on two lists (e.g. SSI and NS-MBS) yields one entry per distinct key.
 */
export function nonSdnLists(record: OfacRecord): SanctionListKey[] {
  const lists: SanctionListKey[] = [];
  const add = (key: SanctionListKey) => {
    if (!lists.includes(key)) lists.push(key);
  };
  for (const program of record.programs) {
    const p = program.toUpperCase();
    if (p === "NS-PLC") add("palestinianLegislativeCouncil");
    else if (p.startsWith("CMIC")) add("nonSDNChineseMilitaryIndustrialComplex");
    else if (p.startsWith("FSE")) add("foreignSanctionsEvaders");
    else if (p === "UKRAINE-EO13662") add("sectoralSanctions");
    else if (p === "561-RELATED" || p.startsWith("CAPTA") || p === "IFSR") add("captaList");
  }
  if (lists.length === 0) {
    if (/Executive Order 13662 Directive Determination/i.test(record.remarks)) add("sectoralSanctions");
    else if (/correspondent account or a payable-through account/i.test(record.remarks)) add("captaList");
    else add("sectoralSanctions");
  }
  return lists;
}

/** OFAC non-SDN Consolidated Sanctions List (SSI, FSE, NS-PLC, NS-MBS, NS-CMIC, CAPTA), legacy CSV form. */
export const ofacNonSdnSource: SourceDefinition = {
  id: "ofac_nonsdn",
  title: "OFAC Consolidated Sanctions List (non-SDN lists)",
  publisher: "U.S. Department of the Treasury, Office of Foreign Assets Control",
  lists: [
    "foreignSanctionsEvaders",
    "palestinianLegislativeCouncil",
    "sectoralSanctions",
    "nonSDNChineseMilitaryIndustrialComplex",
    "captaList",
  ],
  files: [
    { role: "prim", url: `${base}/cons_prim.csv` },
    { role: "alt", url: `${base}/cons_alt.csv` },
    { role: "add", url: `${base}/cons_add.csv` },
    { role: "comments", url: `${base}/cons_comments.csv`, optional: true },
  ],
  parse: (files) =>
    parseOfacLegacy(files, {
      source: "ofac_nonsdn",
      title: "OFAC non-SDN",
      roles: { main: "prim", alt: "alt", add: "add", comments: "comments" },
      listsFor: nonSdnLists,
    }),
};
