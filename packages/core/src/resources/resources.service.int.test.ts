import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { createUser, createWorkspace } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../actor";
import { sampleFiles } from "../testing/sample-files";
import { createLocalFileStorage, type LocalFileStorage } from "./local-file-storage";
import { sweepResourcesJob } from "./resources.jobs";
import { createResourcesRepository } from "./resources.repository";
import { createResourcesService, type ResourcesService } from "./resources.service";

/**
 * What other domains read of uploaded files (`open`, `vendorLists`: the vendor import), on the local
 * driver and a real database: only a checked file of the workspace, of the kind asked for.
 */
const database = useTestDatabase();
let dir: string;
let storage: LocalFileStorage;
let resources: ResourcesService;
let actor: Actor;
let otherWorkspace: { workspaceId: string };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tierline-resources-"));
  storage = createLocalFileStorage({
    dir,
    signing: { uploadUrl: "http://localhost/upload", secret: "s".repeat(40) },
  });
  resources = createResourcesService(createResourcesRepository(database.db), storage);
  const user = await createUser(database.db);
  const { workspace } = await createWorkspace(database.db, { ownerId: user.id });
  const membership = await database.db.membership.findFirstOrThrow({ where: { workspaceId: workspace.id } });
  actor = {
    userId: user.id,
    sessionId: "session",
    email: user.email,
    workspaceId: workspace.id,
    membershipId: membership.id,
    roles: ["ADMIN"],
    isOwner: true,
  };
  otherWorkspace = {
    workspaceId: (await createWorkspace(database.db, { ownerId: (await createUser(database.db)).id }))
      .workspace.id,
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A vendor list announced, stored through the local driver as the upload link would, and completed. */
async function storedVendorList(bytes: Buffer, fileName = "vendors.csv") {
  const entity = (await database.db.workspace.findUniqueOrThrow({ where: { id: actor.workspaceId } }))
    .entityId;
  const { resource } = await resources.createVendorsList(actor, { file_name: fileName, entity });
  await storage.receive(
    { key: resource.storageKey, contentType: "text/csv", maxBytes: 1_000_000 },
    Readable.from([bytes]),
  );
  return resource;
}

describe("reading an uploaded file", () => {
  it("streams a checked vendor list to the import, with its name", async () => {
    const resource = await storedVendorList(sampleFiles.csv());
    await resources.update(actor, resource.id, { status: "UPLOADED" });
    const opened = await resources.vendorLists.open({ workspaceId: actor.workspaceId }, resource.id);
    expect(opened.fileName).toBe("vendors.csv");
    expect(await text(opened.stream)).toBe(sampleFiles.csv().toString());
  });

  it("refuses a file not checked yet (409), another workspace's (404) and another kind (404)", async () => {
    const waiting = await storedVendorList(sampleFiles.csv());
    await expect(resources.vendorLists.open(actor, waiting.id)).rejects.toMatchObject({ code: "CONFLICT" });
    await resources.update(actor, waiting.id, { status: "UPLOADED" });
    await expect(resources.vendorLists.open(otherWorkspace, waiting.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const { resource: general } = await resources.create(actor, { file_name: "policy.pdf" });
    await expect(resources.vendorLists.open(actor, general.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a rejected file (409): its object is gone", async () => {
    const lying = await storedVendorList(sampleFiles.png());
    await expect(resources.update(actor, lying.id, { status: "UPLOADED" })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await expect(resources.open(actor, lying.id)).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("the sweep of abandoned uploads", () => {
  const silent = { info() {}, warn() {}, error() {} };
  const run = () =>
    sweepResourcesJob.handle(
      {},
      { db: database.db, storage, logger: silent, progress: async () => {}, finalAttempt: true },
    );
  const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

  it("removes uploads never completed a day on, with anything posted for them; keeps the rest", async () => {
    const abandoned = await storedVendorList(sampleFiles.csv());
    const recent = await storedVendorList(sampleFiles.csv());
    const checked = await storedVendorList(sampleFiles.csv());
    await resources.update(actor, checked.id, { status: "UPLOADED" });
    await database.db.resource.updateMany({
      where: { id: { in: [abandoned.id, checked.id] } },
      data: { createdAt: twoDaysAgo() },
    });

    await run();
    expect(await database.db.resource.findUnique({ where: { id: abandoned.id } })).toBeNull();
    expect(await storage.head(abandoned.storageKey)).toBeNull();
    expect(await storage.head(recent.storageKey)).not.toBeNull();
    expect(await storage.head(checked.storageKey)).not.toBeNull();
    expect(await database.db.resource.count({ where: { id: { in: [recent.id, checked.id] } } })).toBe(2);
    // Running again finds nothing more to do.
    await run();
    expect(await database.db.resource.count({ where: { id: { in: [recent.id, checked.id] } } })).toBe(2);
  });
});
