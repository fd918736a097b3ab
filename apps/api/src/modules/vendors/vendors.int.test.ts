import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  fieldMessages,
  importMessages,
  type ResourceUploadResponse,
  type VendorImportWire,
  type VendorListMetaData,
  vendorImportRowsSchema,
  vendorImportSchema,
  vendorListMetaDataSchema,
  vendorRowMessages,
} from "@tierline/contracts";
import {
  createCore,
  createFileStorage,
  createJobQueue,
  createMailer,
  fileStorageConfig,
} from "@tierline/core";
import { csvFile, xlsFile, xlsxFile } from "@tierline/imports/testing";
import { startWorkers } from "@tierline/worker/workers";
import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

const silent = { info() {}, warn() {}, error() {} };
let t: TestApp;
let origin: string;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let headers: Record<string, string>;
let api: ReturnType<typeof callApi>;
let workers: Worker[];
let outbox: string;

beforeAll(async () => {
  t = await startTestApp();
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await ownerWithPassword(t.db, "vendors@example.test");
  headers = await bearerFor(t, "vendors@example.test");
  api = callApi(t);
  // The real worker's job runner on the api's queues, database and file storage.
  outbox = await mkdtemp(path.join(tmpdir(), "tierline-vendors-outbox-"));
  const jobs = createJobQueue(t.redis, t.env.REDIS_PREFIX);
  const core = createCore({
    db: t.db,
    jobs,
    logger: silent,
    storage: createFileStorage(fileStorageConfig(t.env)),
    delivery: {
      appUrl: "http://localhost:3000",
      mailer: createMailer({ outboxDir: outbox, from: "Tierline <no-reply@tierline.test>" }, silent),
      listRefresh: {},
      // Nothing listens there: no entity of this file is verified.
      gleif: { baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 },
    },
  });
  workers = startWorkers({
    redis: t.redis,
    prefix: t.env.REDIS_PREFIX,
    concurrency: 1,
    logger: silent,
    services: core.jobServices(),
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

/** A vendor list uploaded through the presigned form and completed, as the wizard does it. */
async function uploadedList(fileName: string, bytes: Buffer, as = headers, entity = owner.entity.id) {
  const res = await api("POST", "/resources/vendors-list", as, { file_name: fileName, entity });
  expect(res.statusCode, res.body).toBe(200);
  const { resource, upload } = res.json() as ResourceUploadResponse;
  const posted = await postUploadForm(upload, bytes, { origin });
  expect(posted.status, posted.body).toBe(204);
  const done = await api("PUT", `/resources/${resource.id}`, as, { status: "UPLOADED" });
  expect(done.statusCode, done.body).toBe(200);
  return resource.id;
}

async function metaData(resourceId: string, as = headers): Promise<VendorListMetaData> {
  const res = await api("GET", `/resources/vendors-list/${resourceId}/meta-data`, as);
  expect(res.statusCode, res.body).toBe(200);
  return vendorListMetaDataSchema.parse(res.json());
}

/** Starts an import and follows it to its end, as the progress bar does. */
async function imported(resourceId: string, mapping: Record<string, string>): Promise<VendorImportWire> {
  const res = await api("POST", `/entities/add-vendors/${resourceId}`, headers, { columns_mapping: mapping });
  expect(res.statusCode, res.body).toBe(202);
  let found = vendorImportSchema.parse(res.json());
  expect(found.status).toBe("QUEUED");
  for (let i = 0; i < 200 && (found.status === "QUEUED" || found.status === "RUNNING"); i++) {
    await new Promise((r) => setTimeout(r, 100));
    found = vendorImportSchema.parse((await api("GET", `/vendor-imports/${found.id}`, headers)).json());
  }
  return found;
}

const header = ["Supplier Name", "Country", "City", "E-mail", "Vendor Since"];
const rows = [
  ["Acme Inc", "United States", "Springfield", "ops@acme.test", "Jan 15, 2024"],
  ["Bolt GmbH", "DE", "Köln", "", "15.01.2024"],
  ["", "FR", "", "", ""],
  ["ACME, LLC", "usa", "", "", ""],
  ["Carl Ltd", "", "", "nope", "31/02/2024"],
  ['=HYPERLINK("x")', "Atlantis", "", "", ""],
];

describe("a vendor list, from upload to vendors", () => {
  it("answers the columns, first rows, suggested mapping and an estimate of the rows", async () => {
    const id = await uploadedList("vendors.csv", csvFile([header, ...rows]));
    const meta = await metaData(id);
    expect(meta).toMatchObject({
      resource_id: id,
      file_name: "vendors.csv",
      columns: header,
      header_row: 1,
      total_vendors: 6,
      remembered_mapping: null,
      suggested_mapping: {
        name: "Supplier Name",
        country: "Country",
        city: "City",
        contact_email: "E-mail",
        start_date: "Vendor Since",
      },
    });
    expect(meta.columns_mapping).toEqual(meta.suggested_mapping);
    expect(meta.vendors).toHaveLength(5);
    expect(meta.vendors[0]).toEqual(rows[0]);
    expect(meta.fields.filter((f) => f.required).map((f) => f.field)).toEqual(["name", "country"]);
  });

  it("imports the rows through the job: vendors created, the rest rejected or merged with reasons", async () => {
    const id = await uploadedList("vendors.csv", csvFile([header, ...rows]));
    const done = await imported(id, (await metaData(id)).columns_mapping);
    expect(done).toMatchObject({
      status: "COMPLETED",
      error: null,
      processed_rows: 6,
      total_rows: 6,
      progress: 1,
      accepted_rows: 3,
      rejected_rows: 3,
      merged_rows: 1,
      created_vendors: 2,
    });
    expect(done.rows_per_second).toBeGreaterThan(0);

    const page = await api("GET", `/vendor-imports/${done.id}/rejected-rows?page_size=10`, headers);
    expect(page.statusCode, page.body).toBe(200);
    const rejected = vendorImportRowsSchema.parse(page.json());
    expect(rejected.count).toBe(3);
    expect(rejected.results.map((r) => [r.row_number, r.reasons])).toEqual([
      [4, [{ field: "name", message: fieldMessages.nameRequired }]],
      [
        6,
        [
          { field: "country", message: fieldMessages.countryRequired },
          { field: "contact_email", message: fieldMessages.emailInvalid },
          { field: "start_date", message: fieldMessages.dateIncorrect },
        ],
      ],
      [7, [{ field: "country", message: vendorRowMessages.countryUnknown }]],
    ]);
    const merged = vendorImportRowsSchema.parse(
      (await api("GET", `/vendor-imports/${done.id}/merged-rows`, headers)).json(),
    );
    expect(merged.results.map((r) => [r.row_number, r.merged_into_row])).toEqual([[5, 2]]);

    const csv = await api("GET", `/vendor-imports/${done.id}/rejected-rows.csv`, headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="rejected-rows-${done.id}.csv"`);
    expect(csv.body.split("\r\n")).toEqual([
      "\uFEFFRow,Reasons,Supplier Name,Country,City,E-mail,Vendor Since",
      `4,Supplier Name: ${fieldMessages.nameRequired},,FR,,,`,
      `6,"Country: ${fieldMessages.countryRequired}\nE-mail: ${fieldMessages.emailInvalid}\nVendor Since: ${fieldMessages.dateIncorrect}",Carl Ltd,,,nope,31/02/2024`,
      // A cell a spreadsheet would run as a formula is defused.
      `7,Country: ${vendorRowMessages.countryUnknown},"'=HYPERLINK(""x"")",Atlantis,,,`,
      "",
    ]);

    const vendors = await t.db.vendorRelationship.findMany({
      where: { workspaceId: owner.workspace.id },
      include: { vendorEntity: true },
      orderBy: { importRow: "asc" },
    });
    expect(
      vendors.map((v) => [v.vendorEntity.brandName, v.vendorEntity.registeredJurisdiction, v.status]),
    ).toEqual([
      ["Acme Inc", "US", "PENDING"],
      ["Bolt GmbH", "DE", "PENDING"],
    ]);
  });

  it("remembers the mapping for the next upload, and a second import of the same file adds nothing", async () => {
    const renamed = ["Vendor", "Land", "Stadt", "Mail", "Seit"];
    const first = await uploadedList("first.csv", csvFile([renamed, ...rows]));
    const mapping = { name: "Vendor", country: "Land", city: "Stadt" };
    const done = await imported(first, mapping);
    expect(done).toMatchObject({ status: "COMPLETED", created_vendors: 0, merged_rows: 3 });

    const again = await uploadedList("again.csv", csvFile([renamed, ...rows]));
    const meta = await metaData(again);
    expect(meta.remembered_mapping).toEqual(mapping);
    expect(meta.columns_mapping).toEqual(mapping);
    const count = await t.db.vendorRelationship.count({ where: { workspaceId: owner.workspace.id } });
    expect(await imported(again, meta.columns_mapping)).toMatchObject({ created_vendors: 0, merged_rows: 3 });
    expect(await t.db.vendorRelationship.count({ where: { workspaceId: owner.workspace.id } })).toBe(count);
  });

  it("imports xlsx and xls files the same way", async () => {
    const sheet = [
      ["Name", "Country", "Start date"],
      ["Xavier Plastics", "Mexico", new Date(Date.UTC(2023, 5, 1))],
      ["Yara Foods", "", null],
    ];
    for (const [name, bytes] of [
      ["vendors.xlsx", await xlsxFile({ rows: sheet, dateColumns: [3] })],
      ["vendors.xls", xlsFile({ rows: sheet })],
    ] as const) {
      const id = await uploadedList(name, bytes);
      const meta = await metaData(id);
      expect(meta.columns).toEqual(["Name", "Country", "Start date"]);
      const done = await imported(id, { name: "Name", country: "Country", start_date: "Start date" });
      expect(done).toMatchObject({ status: "COMPLETED", accepted_rows: 1, rejected_rows: 1 });
    }
  });
});

describe("refusals", () => {
  it("answers the spec's mapping messages on their fields, and a column the file lacks", async () => {
    const id = await uploadedList("vendors.csv", csvFile([header, ...rows]));
    for (const [mapping, fields] of [
      [{ country: "Country" }, { columns_mapping: fieldMessages.columnsRequired }],
      [{ name: "Supplier Name" }, { "columns_mapping.country": fieldMessages.countryMandatory }],
      [
        { name: "Supplier Name", country: "Country", city: "supplier name " },
        { "columns_mapping.city": fieldMessages.columnNameInUse },
      ],
      [
        { name: "Supplier Name", country: "Country", colour: "City" },
        { "columns_mapping.colour": fieldMessages.fieldUnknown },
      ],
      [
        { name: "Supplier Name", country: "Land" },
        { "columns_mapping.country": importMessages.columnNotInFile },
      ],
    ] as const) {
      const res = await api("POST", `/entities/add-vendors/${id}`, headers, { columns_mapping: mapping });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
  });

  it("refuses a file that cannot be imported, with its message on file", async () => {
    for (const [name, bytes, message] of [
      ["empty.csv", Buffer.from("\r\n\r\n"), importMessages.fileEmpty],
      ["header.csv", csvFile([header]), importMessages.headerOnly],
    ] as const) {
      const id = await uploadedList(name, Buffer.concat([bytes]));
      const res = await api("GET", `/resources/vendors-list/${id}/meta-data`, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ file: message });
    }
  });

  it("answers 404 for another workspace's list and import, and for a file that is not a vendor list", async () => {
    const id = await uploadedList("vendors.csv", csvFile([header, ...rows]));
    const done = await imported(id, { name: "Supplier Name", country: "Country" });
    const other = await ownerWithPassword(t.db, "other@example.test");
    const otherHeaders = await bearerFor(t, "other@example.test");
    for (const url of [
      `/resources/vendors-list/${id}/meta-data`,
      `/vendor-imports/${done.id}`,
      `/vendor-imports/${done.id}/rejected-rows`,
      `/vendor-imports/${done.id}/rejected-rows.csv`,
    ]) {
      expect((await api("GET", url, otherHeaders)).statusCode, url).toBe(404);
    }
    const post = await api("POST", `/entities/add-vendors/${id}`, otherHeaders, {
      columns_mapping: { name: "Supplier Name", country: "Country" },
    });
    expect(post.statusCode).toBe(404);
    const general = await api("POST", "/resources", headers, { file_name: "policy.csv" });
    const generalId = (general.json() as ResourceUploadResponse).resource.id;
    expect((await api("GET", `/resources/vendors-list/${generalId}/meta-data`, headers)).statusCode).toBe(
      404,
    );
    expect(other.workspace.id).not.toBe(owner.workspace.id);
  });
});
