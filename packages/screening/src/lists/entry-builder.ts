import type { SanctionListKey } from "@tierline/contracts";
import type {
  ListAddress,
  ListEntry,
  ListIdentifier,
  ListName,
  NameKind,
  PartySchema,
  SourceId,
} from "../model";
import { resolveCountry } from "./countries";
import { identifierType, identifierValue } from "./identifiers";
import { cleanText } from "./text";

/**
 * Collects one entry's facts as a parser finds them, row by row or element by element, and keeps each
 * fact once: aliases (case-insensitively, never repeating the primary name), addresses, countries,
 * identifiers and programs. The published order is kept, which `entryHash` relies on.
 *
 * Plain arrays with linear de-duplication, not Maps: an entry holds a handful of each, and a list
 * holds tens of thousands of entries, so per-entry hash tables would cost more (in garbage collection
 * above all) than the scans they save.
 */
export class EntryBuilder {
  name: string;
  schema: PartySchema;
  listedOn?: string;
  remarks?: string;
  readonly list: SanctionListKey;
  readonly id: string;
  readonly source: SourceId;
  private readonly aliases: ListName[] = [];
  private readonly aliasKeys: string[] = [];
  private readonly addresses: ListAddress[] = [];
  private readonly addressKeys: string[] = [];
  private readonly countries: string[] = [];
  private readonly identifiers: ListIdentifier[] = [];
  private readonly programs: string[] = [];

  constructor(init: {
    list: SanctionListKey;
    id: string;
    source: SourceId;
    schema: PartySchema;
    name: string;
  }) {
    this.list = init.list;
    this.id = init.id;
    this.source = init.source;
    this.schema = init.schema;
    this.name = cleanText(init.name);
  }

  /**
   * A repeated name keeps its first kind, except that a strong kind replaces `weak` (a name published
   * both as a good and as a low-quality alias is a good alias).
   */
  alias(name: string | undefined, kind: NameKind): this {
    const cleaned = cleanText(name);
    if (!cleaned) return this;
    const key = cleaned.toLowerCase();
    if (key === this.name.toLowerCase()) return this;
    const at = this.aliasKeys.indexOf(key);
    if (at === -1) {
      this.aliasKeys.push(key);
      this.aliases.push({ name: cleaned, kind });
    } else {
      const existing = this.aliases[at]!;
      if (existing.kind === "weak" && kind !== "weak") existing.kind = kind;
    }
    return this;
  }

  /** Makes `name` the primary name, taking it out of the aliases if it was there. */
  rename(name: string): this {
    this.name = cleanText(name);
    const at = this.aliasKeys.indexOf(this.name.toLowerCase());
    if (at !== -1) {
      this.aliasKeys.splice(at, 1);
      this.aliases.splice(at, 1);
    }
    return this;
  }

  /** Adds the address (if it says anything) and its country. */
  address(address: ListAddress): this {
    const tidy: ListAddress = {};
    const street = cleanText(address.street);
    const city = cleanText(address.city);
    const region = cleanText(address.region);
    const postalCode = cleanText(address.postalCode);
    const country = cleanText(address.country);
    const countryName = cleanText(address.countryName);
    if (street) tidy.street = street;
    if (city) tidy.city = city;
    if (region) tidy.region = region;
    if (postalCode) tidy.postalCode = postalCode;
    if (country) tidy.country = country;
    if (countryName) tidy.countryName = countryName;
    const key = `${street}\u0001${city}\u0001${region}\u0001${postalCode}\u0001${country}\u0001${countryName}`;
    if (key.length === 5 || this.addressKeys.includes(key)) return this;
    this.addressKeys.push(key);
    this.addresses.push(tidy);
    return this.country(country);
  }

  country(iso2: string | undefined): this {
    if (iso2 && !this.countries.includes(iso2)) this.countries.push(iso2);
    return this;
  }

  /** Resolves a published country name or code and adds it; returns the code (or undefined). */
  countryNamed(name: string | undefined): string | undefined {
    const code = name ? resolveCountry(name) : undefined;
    this.country(code);
    return code;
  }

  /**
   * Adds an identifier under its normalised type and value. Its country, when known, is also counted
   * among the entry's countries: a passport or a company registration places the party there.
   */
  identifier(label: string, value: string | undefined, country?: string): this {
    // "Vessel Registration Identification: IMO 9187629" is an IMO number whatever the label says.
    const type = value && /^IMO\s?\d{7}$/i.test(value.trim()) ? "IMO" : identifierType(label);
    const normalised = identifierValue(type, value ?? "");
    if (!normalised) return this;
    const upper = normalised.toUpperCase();
    if (!this.identifiers.some((id) => id.type === type && id.value.toUpperCase() === upper)) {
      this.identifiers.push(country ? { type, value: normalised, country } : { type, value: normalised });
    }
    return this.country(country);
  }

  program(program: string | undefined): this {
    const cleaned = cleanText(program);
    if (cleaned && !this.programs.includes(cleaned)) this.programs.push(cleaned);
    return this;
  }

  /** Keeps the earliest of several listing dates (ISO strings compare as dates). */
  listed(isoDate: string | undefined): this {
    if (isoDate && (!this.listedOn || isoDate < this.listedOn)) this.listedOn = isoDate;
    return this;
  }

  /** Absorbs another publication of the same party (same list and id) into this one. */
  merge(other: ListEntry): this {
    this.alias(other.name, "aka");
    for (const alias of other.aliases) this.alias(alias.name, alias.kind);
    for (const address of other.addresses) this.address(address);
    for (const country of other.countries) this.country(country);
    for (const id of other.identifiers) this.identifier(id.type, id.value, id.country);
    for (const program of other.programs) this.program(program);
    this.listed(other.listedOn);
    if (!this.remarks && other.remarks) this.remarks = other.remarks;
    return this;
  }

  build(): ListEntry {
    const entry: ListEntry = {
      list: this.list,
      id: this.id,
      source: this.source,
      schema: this.schema,
      name: this.name,
      aliases: this.aliases,
      addresses: this.addresses,
      countries: this.countries,
      identifiers: this.identifiers,
      programs: this.programs,
    };
    if (this.listedOn) entry.listedOn = this.listedOn;
    const remarks = cleanText(this.remarks);
    if (remarks) entry.remarks = remarks;
    return entry;
  }
}
