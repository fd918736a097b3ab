import { z } from "zod";

/** GLEIF's public LEI registry API (no key): https://api.gleif.org/api/v1, JSON:API documents. */
export const defaultGleifUrl = "https://api.gleif.org/api/v1";

export interface GleifConfig {
  /** The API's base URL, without a trailing slash: GLEIF's own, a mirror, or a test server. */
  baseUrl: string;
  /** How long one look-up may take before the registry counts as unreachable. */
  timeoutMs: number;
}

/** What the check needs of an LEI record: its legal name (and other names), status and jurisdiction. */
export interface LeiRecord {
  lei: string;
  legalName: string;
  otherNames: string[];
  /** The legal entity's status: ACTIVE or INACTIVE. */
  entityStatus: string;
  /** The LEI registration's status: ISSUED, LAPSED, RETIRED, ANNULLED, PENDING_TRANSFER... */
  registrationStatus: string;
  /** ISO 3166 code of the jurisdiction of formation (`US-DE`, `GB`), when GLEIF has one. */
  jurisdiction: string | null;
}

/** The registry did not answer usefully (network, timeout, 5xx, an answer we cannot read): try later. */
export class RegistryUnreachableError extends Error {
  constructor(
    readonly registry: "GLEIF",
    cause: string,
  ) {
    super(`${registry} registry unreachable: ${cause}`);
    this.name = "RegistryUnreachableError";
  }
}

const nameSchema = z.object({ name: z.string() });

/** The parts of GLEIF's `lei-records` document read here (everything else is ignored). */
const leiRecordDocumentSchema = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      lei: z.string(),
      entity: z.object({
        legalName: nameSchema,
        otherNames: z.array(nameSchema).nullish(),
        transliteratedOtherNames: z.array(nameSchema).nullish(),
        jurisdiction: z.string().nullish(),
        status: z.string(),
      }),
      registration: z.object({ status: z.string() }),
    }),
  }),
});

/** One LEI's record, or null when GLEIF has none (404). Throws `RegistryUnreachableError` otherwise. */
export function createGleifClient(config: GleifConfig) {
  return {
    async leiRecord(lei: string): Promise<LeiRecord | null> {
      const url = `${config.baseUrl.replace(/\/+$/, "")}/lei-records/${encodeURIComponent(lei)}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: "application/vnd.api+json" },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new RegistryUnreachableError("GLEIF", error instanceof Error ? error.message : String(error));
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RegistryUnreachableError("GLEIF", `HTTP ${response.status}`);
      }
      let document: z.infer<typeof leiRecordDocumentSchema>;
      try {
        document = leiRecordDocumentSchema.parse(await response.json());
      } catch {
        throw new RegistryUnreachableError("GLEIF", "an answer that is not an LEI record");
      }
      const { entity, registration } = document.data.attributes;
      return {
        lei: document.data.attributes.lei,
        legalName: entity.legalName.name,
        otherNames: [...(entity.otherNames ?? []), ...(entity.transliteratedOtherNames ?? [])].map(
          (n) => n.name,
        ),
        entityStatus: entity.status,
        registrationStatus: registration.status,
        jurisdiction: entity.jurisdiction ?? null,
      };
    },
  };
}
export type GleifClient = ReturnType<typeof createGleifClient>;
