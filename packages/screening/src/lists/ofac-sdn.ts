import { parseOfacLegacy } from "./ofac-legacy";
import type { SourceDefinition } from "./sources";

const base = "https://www.treasury.gov/ofac/downloads";

/** OFAC Specially Designated Nationals list, legacy CSV form. Every entry is on the SDN list. */
export const ofacSdnSource: SourceDefinition = {
  id: "ofac_sdn",
  title: "OFAC Specially Designated Nationals (SDN) list",
  publisher: "U.S. Department of the Treasury, Office of Foreign Assets Control",
  lists: ["SDNs"],
  files: [
    { role: "sdn", url: `${base}/sdn.csv` },
    { role: "alt", url: `${base}/alt.csv` },
    { role: "add", url: `${base}/add.csv` },
    { role: "comments", url: `${base}/sdn_comments.csv`, optional: true },
  ],
  parse: (files) =>
    parseOfacLegacy(files, {
      source: "ofac_sdn",
      title: "OFAC SDN",
      roles: { main: "sdn", alt: "alt", add: "add", comments: "comments" },
      listsFor: () => ["SDNs"],
    }),
};
