import { identifierProblem, locationIdentifierTypeLabels } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { type GleifClient, type LeiRecord, RegistryUnreachableError } from "./gleif-client";

/**
 * An entity's status (spec section 3: Validated or Pending), from its identifiers: those of its
 * locations, each checked against its published rule, and each LEI looked up in GLEIF's registry
 * (legal name, status, jurisdiction). Validated only when every identifier passes and every LEI is
 * confirmed; otherwise Pending with the reason in words for the user.
 */

/** The reasons shown with a status (`status_reason`). */
export const verificationReasons = {
  checking: "We are checking the company's details against public records.",
  noName: "Add the company's registered name so it can be checked.",
  noIdentifier:
    "Add an identifier (LEI, EIN, D-U-N-S, EORI...) to one of the company's locations so it can be checked.",
  ruleBroken: (label: string, number: string, problem: string) => `${label} ${number}: ${problem}`,
  gleifUnreachable: "The GLEIF registry could not be reached; we will retry.",
  gleifGaveUp:
    "The GLEIF registry could not be reached for several hours. Save the company's details again to retry.",
  leiUnknown: (lei: string) => `GLEIF has no record of the LEI ${lei}.`,
  leiNotIssued: (lei: string, status: string) =>
    `The LEI ${lei} is ${status.toLowerCase().replaceAll("_", " ")} at GLEIF, not issued.`,
  entityInactive: (lei: string) => `GLEIF lists the company of the LEI ${lei} as inactive.`,
  nameMismatch: (lei: string, name: string) =>
    `GLEIF registers the LEI ${lei} to "${name}", not to this company's registered name.`,
  jurisdictionMismatch: (lei: string, jurisdiction: string) =>
    `GLEIF registers the LEI ${lei} in ${jurisdiction}, not in this company's registered jurisdiction.`,
  validated: (checked: string[]) => `Validated: ${checked.join("; ")}.`,
} as const;

/** LEI registrations that still stand (GLEIF's registration statuses; lapsed, retired, annulled do not). */
const standingRegistrations = new Set(["ISSUED", "PENDING_TRANSFER", "PENDING_ARCHIVAL"]);

/** A name compared without case, accents, punctuation or spacing ("ACME Corp." = "Acme corp"). */
export const comparableName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

interface Identity {
  registeredName: string | null;
  registeredJurisdiction: string | null;
  identifiers: { type: string; number: string }[];
}

/** What the entity's identity is now: the parts its status depends on. */
async function readIdentity(db: Db, entityId: string): Promise<Identity | null> {
  const entity = await db.entity.findUnique({
    where: { id: entityId },
    select: {
      registeredName: true,
      registeredJurisdiction: true,
      locations: {
        select: { identifiers: { select: { type: true, number: true }, orderBy: { position: "asc" } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!entity) return null;
  return {
    registeredName: entity.registeredName,
    registeredJurisdiction: entity.registeredJurisdiction,
    identifiers: entity.locations.flatMap((l) => l.identifiers),
  };
}

const sameIdentity = (a: Identity, b: Identity) => JSON.stringify(a) === JSON.stringify(b);

export interface Verdict {
  status: "VALIDATED" | "PENDING";
  reason: string;
  /** The registry could not answer: the job retries later. */
  retry: boolean;
}

const pending = (reason: string, retry = false): Verdict => ({ status: "PENDING", reason, retry });

function leiProblem(record: LeiRecord, identity: Identity): string | null {
  if (!standingRegistrations.has(record.registrationStatus))
    return verificationReasons.leiNotIssued(record.lei, record.registrationStatus);
  if (record.entityStatus !== "ACTIVE") return verificationReasons.entityInactive(record.lei);
  const names = [record.legalName, ...record.otherNames].map(comparableName);
  if (identity.registeredName && !names.includes(comparableName(identity.registeredName)))
    return verificationReasons.nameMismatch(record.lei, record.legalName);
  // Countries compared: GLEIF gives a state for some (US-DE) and the country for others.
  const theirs = record.jurisdiction?.slice(0, 2);
  const ours = identity.registeredJurisdiction?.slice(0, 2);
  if (theirs && ours && theirs !== ours)
    return verificationReasons.jurisdictionMismatch(record.lei, record.jurisdiction!);
  return null;
}

/** The status an identity earns, asking GLEIF about its LEIs. */
export async function judgeIdentity(
  identity: Identity,
  gleif: GleifClient,
  lastTry = false,
): Promise<Verdict> {
  if (!identity.registeredName) return pending(verificationReasons.noName);
  if (identity.identifiers.length === 0) return pending(verificationReasons.noIdentifier);
  const checked: string[] = [];
  for (const { type, number } of identity.identifiers) {
    const label = locationIdentifierTypeLabels[type as keyof typeof locationIdentifierTypeLabels] ?? type;
    const problem = identifierProblem(type, number);
    if (problem) return pending(verificationReasons.ruleBroken(label, number, problem));
    if (type !== "LEI") {
      checked.push(`${label} ${number} passes its published checks`);
      continue;
    }
    let record: LeiRecord | null;
    try {
      record = await gleif.leiRecord(number);
    } catch (error) {
      if (error instanceof RegistryUnreachableError)
        return lastTry
          ? pending(verificationReasons.gleifGaveUp)
          : pending(verificationReasons.gleifUnreachable, true);
      throw error;
    }
    if (!record) return pending(verificationReasons.leiUnknown(number));
    const wrong = leiProblem(record, identity);
    if (wrong) return pending(wrong);
    checked.push(`LEI ${number} confirmed by GLEIF (${record.legalName})`);
  }
  return { status: "VALIDATED", reason: verificationReasons.validated(checked), retry: false };
}

/**
 * Checks the entity and stores its status and reason, unless its identity changed meanwhile (a newer
 * check is then queued and decides). Idempotent: the same identity and registry answers store the same.
 * On the `lastTry` an unreachable registry is said as given up on, not as to be retried.
 */
export async function verifyEntity(
  db: Db,
  gleif: GleifClient,
  entityId: string,
  lastTry = false,
): Promise<Verdict | null> {
  const identity = await readIdentity(db, entityId);
  if (!identity) return null;
  const verdict = await judgeIdentity(identity, gleif, lastTry);
  await db.$transaction(async (tx) => {
    // The row lock orders this write after any identity change committed meanwhile.
    await tx.$executeRaw`SELECT 1 FROM entities WHERE id = ${entityId}::uuid FOR UPDATE`;
    const now = await readIdentity(tx as unknown as Db, entityId);
    if (!now || !sameIdentity(now, identity)) return;
    await tx.entity.update({
      where: { id: entityId },
      data: { status: verdict.status, statusReason: verdict.reason },
    });
  });
  return verdict;
}
