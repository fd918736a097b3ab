import type { SourceId } from "../model";
import { bisDplSource } from "./bis-dpl";
import { cslSource } from "./csl";
import { euFsfSource } from "./eu-fsf";
import { ofacNonSdnSource } from "./ofac-nonsdn";
import { ofacSdnSource } from "./ofac-sdn";
import type { SourceDefinition } from "./sources";
import { ukConListSource } from "./uk-conlist";
import { unScSource } from "./un-sc";

/** Every source we can load, by id: where its files are published and how they are parsed. */
export const sourceDefinitions: Record<SourceId, SourceDefinition> = {
  ofac_sdn: ofacSdnSource,
  ofac_nonsdn: ofacNonSdnSource,
  csl: cslSource,
  bis_dpl: bisDplSource,
  eu: euFsfSource,
  uk: ukConListSource,
  un: unScSource,
};
