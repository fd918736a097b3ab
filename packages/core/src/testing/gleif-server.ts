import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** What a test says about one LEI: its record's fields, or an HTTP status GLEIF answers instead. */
export interface GleifFixture {
  legalName: string;
  otherNames?: string[];
  jurisdiction?: string | null;
  entityStatus?: "ACTIVE" | "INACTIVE";
  registrationStatus?: string;
  /** Answer this status instead of the record (a 500, a 503). */
  status?: number;
}

/**
 * A `lei-records` document in the shape GLEIF's API answers (JSON:API, as at
 * https://api.gleif.org/api/v1/lei-records/5493001KJTIIGC8Y1R12), with every attribute GLEIF sends,
 * so the client is tested on the real layout and not only on the fields it reads.
 */
export function leiRecordDocument(lei: string, f: GleifFixture) {
  const address = {
    language: "en",
    addressLines: ["1209 Orange Street"],
    addressNumber: null,
    addressNumberWithinBuilding: null,
    mailRouting: null,
    city: "Wilmington",
    region: f.jurisdiction ?? null,
    country: (f.jurisdiction ?? "US").slice(0, 2),
    postalCode: "19801",
  };
  return {
    meta: { goldenCopy: { publishDate: "2026-11-24T08:00:00Z" } },
    data: {
      type: "lei-records",
      id: lei,
      attributes: {
        lei,
        entity: {
          legalName: { name: f.legalName, language: "en" },
          otherNames: (f.otherNames ?? []).map((name) => ({
            name,
            language: "en",
            type: "TRADING_OR_OPERATING_NAME",
          })),
          transliteratedOtherNames: [],
          legalAddress: address,
          headquartersAddress: address,
          registeredAt: { id: "RA000602", other: null },
          registeredAs: "2391962",
          jurisdiction: f.jurisdiction ?? null,
          category: "GENERAL",
          legalForm: { id: "T91T", other: null },
          associatedEntity: { lei: null, name: null },
          status: f.entityStatus ?? "ACTIVE",
          expiration: { date: null, reason: null },
          successorEntity: { lei: null, name: null },
          successorEntities: [],
          creationDate: "1994-05-20T00:00:00Z",
          subCategory: null,
          otherAddresses: [],
          eventGroups: [],
        },
        registration: {
          initialRegistrationDate: "2012-06-06T15:51:00Z",
          lastUpdateDate: "2026-06-10T19:21:55Z",
          status: f.registrationStatus ?? "ISSUED",
          nextRenewalDate: "2027-06-11T00:57:03Z",
          managingLou: "EVK05KS7XY1DEII3R011",
          corroborationLevel: "FULLY_CORROBORATED",
          validatedAt: { id: "RA000602", other: null },
          validatedAs: "2391962",
          otherValidationAuthorities: [],
        },
        bic: null,
        mic: null,
        ocid: null,
        spglobal: [],
        conformityFlag: "CONFORMING",
      },
      relationships: {
        "managing-lou": {
          links: { related: `https://api.gleif.org/api/v1/lei-records/${lei}/managing-lou` },
        },
      },
      links: { self: `https://api.gleif.org/api/v1/lei-records/${lei}` },
    },
  };
}

/**
 * A real HTTP server on a free local port answering `GET /api/v1/lei-records/{lei}` as GLEIF does: the
 * record of a known LEI, GLEIF's 404 document for an unknown one, or the status a fixture asks for.
 */
export async function startGleifServer(records: Record<string, GleifFixture>) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const lei = /^\/api\/v1\/lei-records\/([^/?]+)$/.exec(req.url ?? "")?.[1];
    const fixture = lei ? records[decodeURIComponent(lei)] : undefined;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/vnd.api+json" });
      res.end(JSON.stringify(body));
    };
    if (!fixture) return send(404, { errors: [{ status: "404", title: "Not Found" }] });
    if (fixture.status) return send(fixture.status, { errors: [{ status: String(fixture.status) }] });
    send(200, leiRecordDocument(lei!, fixture));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local address nothing listens on (a port taken, then freed): every request is refused at once. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/v1`;
}
