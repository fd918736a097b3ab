import { createUser, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGleifServer, unreachableUrl } from "../testing/gleif-server";
import { verifyEntityJob } from "./entities.jobs";
import { verificationReasons, verifyEntity } from "./entity-verification";
import { createGleifClient, type GleifClient } from "./gleif-client";

const database = useTestDatabase();
let db: Db;
let gleifServer: Awaited<ReturnType<typeof startGleifServer>>;
let gleif: GleifClient;
let offline: GleifClient;
let workspaceId: string;

/** LEIs with valid ISO 17442 check digits. */
const lei = {
  acme: "5493001KJTIIGC8Y1R12",
  lapsed: "529900T8BM49AURSDO55",
  down: "HWUPKR0MPOU8FGXBT394",
  unknown: "7LTWFZYICNSX8D621K86",
};

beforeAll(async () => {
  db = database.db;
  gleifServer = await startGleifServer({
    [lei.acme]: { legalName: "ACME HOLDINGS, L.L.C.", otherNames: ["Acme Tools"], jurisdiction: "US-DE" },
    [lei.lapsed]: { legalName: "Lapsed GmbH", jurisdiction: "DE", registrationStatus: "LAPSED" },
    [lei.down]: { legalName: "Down Ltd", status: 503 },
  });
  gleif = createGleifClient({ baseUrl: gleifServer.baseUrl, timeoutMs: 5_000 });
  offline = createGleifClient({ baseUrl: await unreachableUrl(), timeoutMs: 2_000 });
  const owner = await createUser(db);
  workspaceId = (await createWorkspace(db, { ownerId: owner.id })).workspace.id;
});
afterAll(() => gleifServer.close());

/** An entity of the workspace with a name and a jurisdiction, and one location holding `identifiers`. */
async function entityWith(
  identifiers: { type: "LEI" | "EIN" | "GLN" | "EORI" | "DUNS"; number: string }[],
  details: { registeredName?: string | null; registeredJurisdiction?: string } = {},
) {
  const entity = await db.entity.create({
    data: {
      workspaceId,
      brandName: "Acme",
      registeredName: details.registeredName === undefined ? "Acme Holdings LLC" : details.registeredName,
      registeredJurisdiction: details.registeredJurisdiction ?? "US-DE",
    },
  });
  if (identifiers.length > 0)
    await db.entityLocation.create({
      data: {
        workspaceId,
        entityId: entity.id,
        type: "RETAIL",
        address: "1 Main Street",
        city: "Dover",
        stateCode: "US-DE",
        postalCode: "19901",
        countryCode: "US",
        identifiers: {
          create: identifiers.map((i, position) => ({ ...i, position, kind: "COMPANY" as const })),
        },
      },
    });
  return entity.id;
}

const statusOf = async (id: string) =>
  db.entity.findUniqueOrThrow({ where: { id }, select: { status: true, statusReason: true } });

describe("the GLEIF client, against a local server answering GLEIF's JSON", () => {
  it("reads an LEI record's legal name, other names, statuses and jurisdiction", async () => {
    expect(await gleif.leiRecord(lei.acme)).toEqual({
      lei: lei.acme,
      legalName: "ACME HOLDINGS, L.L.C.",
      otherNames: ["Acme Tools"],
      entityStatus: "ACTIVE",
      registrationStatus: "ISSUED",
      jurisdiction: "US-DE",
    });
    expect(gleifServer.requests).toContain(`/api/v1/lei-records/${lei.acme}`);
  });

  it("answers null for an LEI GLEIF does not know, and throws 'unreachable' for a 503 or no server", async () => {
    expect(await gleif.leiRecord(lei.unknown)).toBeNull();
    await expect(gleif.leiRecord(lei.down)).rejects.toThrow("GLEIF registry unreachable: HTTP 503");
    await expect(offline.leiRecord(lei.acme)).rejects.toThrow(/GLEIF registry unreachable/);
  });
});

describe("an entity's status", () => {
  it("is Validated when its LEI is confirmed by GLEIF, names compared without case or punctuation", async () => {
    const id = await entityWith([{ type: "LEI", number: lei.acme }]);
    expect(await verifyEntity(db, gleif, id)).toMatchObject({ status: "VALIDATED", retry: false });
    expect(await statusOf(id)).toEqual({
      status: "VALIDATED",
      statusReason: `Validated: LEI ${lei.acme} confirmed by GLEIF (ACME HOLDINGS, L.L.C.).`,
    });
    // Running the check again stores the same.
    await verifyEntity(db, gleif, id);
    expect((await statusOf(id)).status).toBe("VALIDATED");
  });

  it("accepts one of GLEIF's other names as the registered name", async () => {
    const id = await entityWith([{ type: "LEI", number: lei.acme }], { registeredName: "ACME tools" });
    expect((await verifyEntity(db, gleif, id))?.status).toBe("VALIDATED");
  });

  it("stays Pending with the reason when GLEIF's record disagrees", async () => {
    const otherName = await entityWith([{ type: "LEI", number: lei.acme }], {
      registeredName: "Globex Corp",
    });
    await verifyEntity(db, gleif, otherName);
    expect(await statusOf(otherName)).toEqual({
      status: "PENDING",
      statusReason: verificationReasons.nameMismatch(lei.acme, "ACME HOLDINGS, L.L.C."),
    });
    const otherCountry = await entityWith([{ type: "LEI", number: lei.acme }], {
      registeredJurisdiction: "GB",
    });
    await verifyEntity(db, gleif, otherCountry);
    expect((await statusOf(otherCountry)).statusReason).toBe(
      `GLEIF registers the LEI ${lei.acme} in US-DE, not in this company's registered jurisdiction.`,
    );
    const lapsed = await entityWith([{ type: "LEI", number: lei.lapsed }], {
      registeredName: "Lapsed GmbH",
      registeredJurisdiction: "DE-BE",
    });
    await verifyEntity(db, gleif, lapsed);
    expect((await statusOf(lapsed)).statusReason).toBe(
      `The LEI ${lei.lapsed} is lapsed at GLEIF, not issued.`,
    );
    const unknown = await entityWith([{ type: "LEI", number: lei.unknown }]);
    await verifyEntity(db, gleif, unknown);
    expect(await statusOf(unknown)).toEqual({
      status: "PENDING",
      statusReason: `GLEIF has no record of the LEI ${lei.unknown}.`,
    });
  });

  it("stays Pending, saying GLEIF could not be reached, without network or on a 503; the job fails to retry", async () => {
    const id = await entityWith([{ type: "LEI", number: lei.acme }]);
    expect(await verifyEntity(db, offline, id)).toMatchObject({ status: "PENDING", retry: true });
    expect(await statusOf(id)).toEqual({
      status: "PENDING",
      statusReason: "The GLEIF registry could not be reached; we will retry.",
    });
    const down = await entityWith([{ type: "LEI", number: lei.down }], { registeredName: "Down Ltd" });
    await verifyEntity(db, gleif, down);
    expect((await statusOf(down)).statusReason).toBe(verificationReasons.gleifUnreachable);

    const silent = { info() {}, warn() {}, error() {} };
    await expect(
      verifyEntityJob.handle(
        { entity: id },
        { db, gleif: offline, logger: silent, progress: async () => {}, finalAttempt: false },
      ),
    ).rejects.toThrow(verificationReasons.gleifUnreachable);
    // The last attempt gives up, saying so, without failing again.
    const ctx = { db, gleif: offline, logger: silent, progress: async () => {} };
    await verifyEntityJob.handle({ entity: id }, { ...ctx, finalAttempt: true });
    expect((await statusOf(id)).statusReason).toBe(verificationReasons.gleifGaveUp);
    // The registry answers on the retry: the entity is validated.
    await verifyEntityJob.handle(
      { entity: id },
      { db, gleif, logger: silent, progress: async () => {}, finalAttempt: false },
    );
    expect((await statusOf(id)).status).toBe("VALIDATED");
  });

  it("checks identifiers without a registry by their published rules", async () => {
    const ein = await entityWith([
      { type: "EIN", number: "12-3456789" },
      { type: "GLN", number: "4006381333931" },
    ]);
    await verifyEntity(db, offline, ein);
    expect(await statusOf(ein)).toEqual({
      status: "VALIDATED",
      statusReason:
        "Validated: EIN 12-3456789 passes its published checks; GLN 4006381333931 passes its published checks.",
    });
    // Stored by another path (an import, an older rule) and failing its rule now.
    const badEin = await entityWith([{ type: "EIN", number: "07-1234567" }]);
    await verifyEntity(db, offline, badEin);
    expect(await statusOf(badEin)).toEqual({
      status: "PENDING",
      statusReason: "EIN 07-1234567: This EIN prefix is not one the IRS assigns",
    });
  });

  it("stays Pending without a registered name or any identifier", async () => {
    const nameless = await entityWith([{ type: "EIN", number: "12-3456789" }], { registeredName: null });
    await verifyEntity(db, gleif, nameless);
    expect((await statusOf(nameless)).statusReason).toBe(verificationReasons.noName);
    const bare = await entityWith([]);
    await verifyEntity(db, gleif, bare);
    expect(await statusOf(bare)).toEqual({
      status: "PENDING",
      statusReason: verificationReasons.noIdentifier,
    });
  });

  it("does nothing for an entity that is gone", async () => {
    expect(await verifyEntity(db, gleif, "00000000-0000-4000-8000-00000000dead")).toBeNull();
  });
});
