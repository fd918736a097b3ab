/**
 * The common legal forms a company registers as, per jurisdiction (issue 9). Ids are stable: stored on
 * entities, never renamed. A subdivision takes its country's forms (plus its own where it has some:
 * the unlimited liability companies of three Canadian provinces); a country without a list takes the
 * generic set.
 */
export interface EntityType {
  id: string;
  name: string;
  abbreviation: string | null;
}

const form = (id: string, name: string, abbreviation: string | null = null): EntityType => ({
  id,
  name,
  abbreviation,
});

export const genericEntityTypes: readonly EntityType[] = [
  form("corporation", "Corporation"),
  form("llc", "Limited liability company"),
  form("partnership", "Partnership"),
  form("sole-proprietorship", "Sole proprietorship"),
  form("non-profit", "Non-profit organisation"),
  form("government", "Government entity"),
  form("other", "Other"),
];

/** Forms of a whole country, its subdivisions included (US companies register in a state). */
const countryEntityTypes: Record<string, readonly EntityType[]> = {
  US: [
    form("us-corporation", "Corporation", "Inc."),
    form("us-llc", "Limited liability company", "LLC"),
    form("us-lp", "Limited partnership", "LP"),
    form("us-llp", "Limited liability partnership", "LLP"),
    form("us-gp", "General partnership", "GP"),
    form("us-pc", "Professional corporation", "PC"),
    form("us-pllc", "Professional limited liability company", "PLLC"),
    form("us-nonprofit", "Nonprofit corporation"),
    form("us-cooperative", "Cooperative", "Co-op"),
    form("us-sole-proprietorship", "Sole proprietorship"),
  ],
  GB: [
    form("gb-ltd", "Private company limited by shares", "Ltd"),
    form("gb-plc", "Public limited company", "PLC"),
    form("gb-clg", "Private company limited by guarantee", "Ltd"),
    form("gb-llp", "Limited liability partnership", "LLP"),
    form("gb-lp", "Limited partnership", "LP"),
    form("gb-partnership", "General partnership"),
    form("gb-cic", "Community interest company", "CIC"),
    form("gb-cio", "Charitable incorporated organisation", "CIO"),
    form("gb-sole-trader", "Sole trader"),
  ],
  DE: [
    form("de-gmbh", "Gesellschaft mit beschränkter Haftung", "GmbH"),
    form("de-ug", "Unternehmergesellschaft (haftungsbeschränkt)", "UG (haftungsbeschränkt)"),
    form("de-ag", "Aktiengesellschaft", "AG"),
    form("de-kg", "Kommanditgesellschaft", "KG"),
    form("de-gmbh-co-kg", "GmbH & Co. KG", "GmbH & Co. KG"),
    form("de-ohg", "Offene Handelsgesellschaft", "OHG"),
    form("de-ek", "Eingetragener Kaufmann", "e.K."),
    form("de-gbr", "Gesellschaft bürgerlichen Rechts", "GbR"),
    form("de-eg", "Eingetragene Genossenschaft", "eG"),
    form("de-ev", "Eingetragener Verein", "e.V."),
    form("de-se", "Societas Europaea", "SE"),
  ],
  FR: [
    form("fr-sarl", "Société à responsabilité limitée", "SARL"),
    form("fr-eurl", "Entreprise unipersonnelle à responsabilité limitée", "EURL"),
    form("fr-sas", "Société par actions simplifiée", "SAS"),
    form("fr-sasu", "Société par actions simplifiée unipersonnelle", "SASU"),
    form("fr-sa", "Société anonyme", "SA"),
    form("fr-snc", "Société en nom collectif", "SNC"),
    form("fr-sci", "Société civile immobilière", "SCI"),
    form("fr-ei", "Entreprise individuelle", "EI"),
    form("fr-association", "Association loi 1901"),
    form("fr-se", "Societas Europaea", "SE"),
  ],
  CN: [
    form("cn-llc", "Limited liability company (有限责任公司)", "LLC"),
    form("cn-cls", "Company limited by shares (股份有限公司)", "Co., Ltd."),
    form("cn-wfoe", "Wholly foreign-owned enterprise", "WFOE"),
    form("cn-jv", "Joint venture", "JV"),
    form("cn-partnership", "Partnership (合伙企业)"),
    form("cn-sole-proprietorship", "Sole proprietorship (个人独资企业)"),
    form("cn-individual-business", "Individual business (个体工商户)"),
  ],
  IN: [
    form("in-private-limited", "Private limited company", "Pvt. Ltd."),
    form("in-public-limited", "Public limited company", "Ltd."),
    form("in-opc", "One person company", "OPC"),
    form("in-llp", "Limited liability partnership", "LLP"),
    form("in-partnership", "Partnership firm"),
    form("in-section-8", "Section 8 company (non-profit)"),
    form("in-sole-proprietorship", "Sole proprietorship"),
  ],
  CA: [
    form("ca-federal-corporation", "Federal corporation (CBCA)", "Inc."),
    form("ca-provincial-corporation", "Provincial corporation", "Inc."),
    form("ca-lp", "Limited partnership", "LP"),
    form("ca-llp", "Limited liability partnership", "LLP"),
    form("ca-gp", "General partnership"),
    form("ca-nonprofit", "Not-for-profit corporation"),
    form("ca-cooperative", "Cooperative"),
    form("ca-sole-proprietorship", "Sole proprietorship"),
  ],
  AU: [
    form("au-pty-ltd", "Proprietary limited company", "Pty Ltd"),
    form("au-ltd", "Public company", "Ltd"),
    form("au-partnership", "Partnership"),
    form("au-trust", "Trust"),
    form("au-incorporated-association", "Incorporated association", "Inc."),
    form("au-cooperative", "Co-operative"),
    form("au-sole-trader", "Sole trader"),
  ],
};

/** Forms of a subdivision on top of its country's. */
const ulc = form("ca-ulc", "Unlimited liability company", "ULC");
const subdivisionEntityTypes: Record<string, readonly EntityType[]> = {
  "CA-AB": [ulc],
  "CA-BC": [ulc],
  "CA-NS": [ulc],
};

/** The legal forms of jurisdiction `id` whose country is `country` (the id itself for a country). */
export function entityTypesOf(id: string, country: string): readonly EntityType[] {
  const own = countryEntityTypes[country];
  if (!own) return genericEntityTypes;
  return [...own, ...(subdivisionEntityTypes[id] ?? [])];
}

/** Countries with forms of their own (the rest take the generic set). */
export const countriesWithOwnEntityTypes = Object.keys(countryEntityTypes);
