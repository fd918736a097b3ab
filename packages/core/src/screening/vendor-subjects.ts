import type { Db } from "@tierline/db";
import { buildSubjectIndex, type SubjectIndex } from "@tierline/screening";
import type { VendorEvidence } from "./vendor-screening";

/** A screened vendor as its stored result has it. */
export interface HeldVendor {
  workspaceId: string;
  /** `vendor_screenings.evidence_hash` of the evidence held. */
  hash: string;
  /** As JSON text: a third of the memory of the parsed object, parsed only for the vendors reached. */
  evidence: string;
}

/**
 * Every screened vendor's evidence (`vendor_screenings`, all workspaces) and the engine's subject index
 * of their names, held by the worker between re-screenings: reading and taking apart 100,000 vendors'
 * names is most of a re-screening's time, and from one list version to the next few vendors change.
 */
export interface VendorSubjects {
  /**
   * The vendors as `vendor_screenings` is now, whichever process wrote it: brought up to date first.
   * Meant for one caller at a time (the re-screening job runs alone); a second call waits for the first.
   */
  current(): Promise<{
    index: SubjectIndex<string>;
    vendors: ReadonlyMap<string, HeldVendor>;
    /** Of those, read now (new or changed since the last call, by another process). */
    read: number;
  }>;
  /**
   * Results this process has just stored (committed): taken in now, so a worker that screened the
   * vendors reads none of them again at the next re-screening.
   */
  stored(workspaceId: string, rows: readonly { id: string; hash: string; evidence: VendorEvidence }[]): void;
  /** Brings the vendors up to date in the background (worker start), so the first re-screening is quick. */
  warm(): void;
}

/** Rows whose evidence is read per statement when bringing the vendors up to date. */
const readBatch = 10_000;

/**
 * Fresh by construction, not by a timestamp or a counter: each call reads every stored screening's id
 * and evidence hash (one narrow scan, a consistent snapshot) and compares them with the hashes held. A
 * vendor stored or screened again since (by any worker or the api: its hash differs) has its evidence
 * read and replaced, one deleted is dropped; the others are as they were (the same hash is the same
 * evidence). A high-water mark (`screened_at`, a sequence) could skip a row committed late with an
 * earlier mark; a full comparison cannot. The index holds what the code of this process makes of the
 * names, so a deploy that changes normalisation starts from an empty one.
 */
export function createVendorSubjects(db: Db): VendorSubjects {
  const index = buildSubjectIndex<string>();
  const vendors = new Map<string, HeldVendor>();
  // A few workspaces for 100,000 vendors: one string each, not one per vendor.
  const workspaceIds = new Map<string, string>();
  let last: Promise<unknown> = Promise.resolve();

  // Each entry is the evidence and hash of one committed row state, whoever read it last: one read
  // before a newer commit is replaced at the next scan, whose hash differs.
  function take(id: string, workspaceId: string, hash: string, evidence: VendorEvidence, text: string) {
    if (!workspaceIds.has(workspaceId)) workspaceIds.set(workspaceId, workspaceId);
    index.set({ key: id, names: evidence.names, identifiers: evidence.identifiers });
    vendors.set(id, { workspaceId: workspaceIds.get(workspaceId) as string, hash, evidence: text });
  }

  async function update() {
    // One text value rather than 100,000 rows: the driver decodes it several times faster.
    const [scan] = await db.$queryRaw<{ rows: string | null }[]>`
      SELECT string_agg(relationship_id::text || ' ' || evidence_hash, ' ') AS rows FROM vendor_screenings`;
    const stored = new Map<string, string>();
    const words = scan?.rows ? scan.rows.split(" ") : [];
    for (let i = 0; i + 1 < words.length; i += 2) stored.set(words[i] as string, words[i + 1] as string);
    for (const id of vendors.keys())
      if (!stored.has(id)) {
        vendors.delete(id);
        index.delete(id);
      }
    const stale = [...stored].filter(([id, hash]) => vendors.get(id)?.hash !== hash).map(([id]) => id);
    for (let at = 0; at < stale.length; at += readBatch) {
      // The evidence as text, parsed here: about twice as fast as the driver's jsonb. The hash is the
      // one read with it, so a vendor screened again in between is read again next time.
      const rows = await db.$queryRaw<{ id: string; workspace_id: string; hash: string; evidence: string }[]>`
        SELECT relationship_id::text AS id, workspace_id::text AS workspace_id, evidence_hash AS hash,
               evidence::text AS evidence
        FROM vendor_screenings WHERE relationship_id = ANY(${stale.slice(at, at + readBatch)}::uuid[])`;
      for (const row of rows)
        take(row.id, row.workspace_id, row.hash, JSON.parse(row.evidence), row.evidence);
    }
    return { index, vendors, read: stale.length };
  }

  const current = () => {
    const next = last.then(update, update);
    last = next.catch(() => {});
    return next;
  };
  return {
    current,
    stored(workspaceId, rows) {
      for (const row of rows) take(row.id, workspaceId, row.hash, row.evidence, JSON.stringify(row.evidence));
    },
    warm() {
      current().catch(() => {
        // The next re-screening reads what this could not.
      });
    },
  };
}
