import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ResourceUploadResponse, retailLocationExample } from "@tierline/contracts";
import { type ObjectKind, refreshSources } from "@tierline/core";
import { ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import {
  createNotification,
  createProduct,
  createRisk,
  createScreeningReview,
  createSupplyStream,
  createVendor,
  createWarning,
} from "@tierline/db";
import { ownerWithPassword } from "./fixtures";
import { bearerFor, callApi, roleId, signedInMember } from "./members";
import type { TestApp } from "./test-app";

/**
 * The one fixture of the sweeps over the route table (tenant isolation, bad input): a workspace holding
 * an object of every kind a route's path can name (core's ownership table), so that every route can be
 * called with real ids. The tenant sweep attacks them from another workspace; the bad-input sweep puts
 * them in its valid requests. A new kind gets its object and its ids here, once: `ids` is typed by the
 * kinds, and both sweeps fail on a kind some route names that has no object.
 */

/** A valid query for the reads that require one (such a read answers 400 without an entry here). */
export const requiredQueries: Record<string, string> = {
  "/api/v1/screening/search": "?name=Acme",
  "/api/v1/locations/states": "?country=US",
  "/api/v1/locations/cities": "?country=US&state=US-CA",
  // The product names present: the lookup that would show another workspace's product by name.
  "/api/v1/products/lookups": "?filter=name",
};

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, p: string) => values[p] ?? "");

/**
 * The caller's own objects a read's path may name: its workspace and user, and, for a vendor's user, a
 * customer's relationship linked to its company (kind `compliance`, its compliance section).
 */
export interface OwnObjects {
  workspace: string;
  user: string;
  compliance?: string;
}

/**
 * Every signed-in read whose path names only objects of `own`'s kinds, filled with `own`'s, with its
 * required query: the reads a member may make of their own workspace (and, given `own.compliance`,
 * of the customer's request it answers).
 */
export function ownReadUrls(t: TestApp, own: OwnObjects): string[] {
  const ofKind = (kind: string) => own[kind as keyof OwnObjects];
  return t.app.routeTable
    .filter((route) => route.method === "GET" && route.access !== "public")
    .filter((route) => Object.values(route.params).every((kind) => ofKind(kind) !== undefined))
    .map((route) => {
      const values = Object.entries(route.params).map(([p, kind]) => [p, ofKind(kind)!]);
      return `${fill(route.url, Object.fromEntries(values))}${requiredQueries[route.url] ?? ""}`;
    });
}

/** Makes every such read once, so the rows a first read creates (settings, preferences) exist. */
export async function readOwnWorkspace(t: TestApp, headers: Record<string, string>, own: OwnObjects) {
  for (const url of ownReadUrls(t, own)) await t.app.inject({ url, headers });
}

/** Loads a small OFAC SDN list, so screening reads answer (the search is 503 while nothing is loaded). */
export async function loadSanctionLists(t: TestApp) {
  const dir = await mkdtemp(path.join(tmpdir(), "tierline-sweep-lists-"));
  try {
    await writeOfacSdnFolder(dir, ofacSdnFixture);
    const silent = { info() {}, warn() {}, error() {} };
    await refreshSources({ db: t.db, logger: silent }, { dataDir: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A vendor list stored and checked, and an import of it started (no worker runs it: the sweeps need
 * the ids). The file is written straight into the local storage folder instead of posted to its link.
 */
async function importedVendorList(t: TestApp, headers: Record<string, string>, entity: string) {
  const api = callApi(t);
  const announced = await api("POST", "/resources/vendors-list", headers, {
    file_name: "vendors.csv",
    entity,
  });
  const { resource, upload } = announced.json() as ResourceUploadResponse;
  const stored = path.join(t.env.FILES_DIR, upload.fields.key!);
  await mkdir(path.dirname(stored), { recursive: true });
  await writeFile(stored, "Name,Country\r\nAcme Inc,US\r\n");
  for (const [method, url, body] of [
    ["PUT", `/resources/${resource.id}`, { status: "UPLOADED" }],
    [
      "POST",
      `/entities/add-vendors/${resource.id}`,
      { columns_mapping: { name: "Name", country: "Country" } },
    ],
  ] as const) {
    const res = await api(method, url, headers, body);
    if (res.statusCode >= 300) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
  }
}

/**
 * A product catalogue stored and checked, and an import of it started (no worker runs it, so it stays
 * QUEUED): the catalogue's id and the import's.
 */
export async function importedProductCatalogue(t: TestApp, headers: Record<string, string>) {
  const api = callApi(t);
  const announced = await api("POST", "/products/product-list-document", headers, {
    file_name: "catalogue.csv",
  });
  const { resource, upload } = announced.json() as ResourceUploadResponse;
  const stored = path.join(t.env.FILES_DIR, upload.fields.key!);
  await mkdir(path.dirname(stored), { recursive: true });
  await writeFile(stored, "Product,SKU,Country of origin\r\nTee,T-1,VN\r\n");
  const must = (res: { statusCode: number; body: string; json(): unknown }) => {
    if (res.statusCode >= 300) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
    return res;
  };
  must(await api("PUT", `/resources/${resource.id}`, headers, { status: "UPLOADED" }));
  const started = must(
    await api("POST", `/products/add-product-list/${resource.id}`, headers, {
      columns_mapping: { name: "Product", sku: "SKU", country_of_origin: "Country of origin" },
    }),
  );
  return { catalogue: resource.id, productImport: (started.json() as { id: string }).id };
}

/**
 * A workspace owned by `email` with an object of every kind: an Active Viewer, an invited address and
 * an open link; a retail location of its entity; a contact category, required of a vendor, and a contact
 * of the vendor; that vendor's own company (`linkedVendor`, a workspace of its own) linked to it; a
 * customer whose relationship is linked to the workspace's company (the workspace's compliance); an invitation addressed to the owner (from another workspace, owned by `inviter@` the
 * same domain); and the rows the owner's first reads create. `ids()` reads every kind's ids now (call it
 * again after adding members), the owner's own first: what the owner may address comes first.
 */
export async function workspaceOfEveryKind(t: TestApp, email: string) {
  const domain = email.split("@")[1]!;
  /**
   * What the workspace deliberately shows its linked vendor (what it requires of it): named with a mark
   * instead of the domain, so that the domain stays a secret a leak to the vendor would show, and the
   * tenant sweep lists these explicitly.
   */
  const sharedWithVendor = {
    contactCategory: "Compliance contact (vendor-facing)",
    documentType: "Certificate of conformity (vendor-facing)",
  };
  const owner = await ownerWithPassword(t.db, email);
  const headers = await bearerFor(t, email);
  const api = callApi(t);
  const must = async <R extends { statusCode: number; body: string }>(answer: Promise<R>) => {
    const res = await answer;
    if (res.statusCode >= 300) throw new Error(`fixture call failed: ${res.statusCode} ${res.body}`);
    return res;
  };
  const viewer = [await roleId(t.db, "VIEWER")];

  await signedInMember(t, owner.workspace.id, ["VIEWER"], `viewer@${domain}`);
  await must(
    api("POST", "/memberships/email-invite", headers, {
      invites: [{ email: `invited@${domain}`, roles: viewer }],
    }),
  );
  await must(api("POST", "/memberships/open-invite", headers, { roles: viewer }));
  await ownerWithPassword(t.db, `inviter@${domain}`);
  await must(
    api("POST", "/memberships/email-invite", await bearerFor(t, `inviter@${domain}`), {
      invites: [{ email, roles: viewer }],
    }),
  );
  await must(api("POST", `/entities/${owner.entity.id}/locations`, headers, retailLocationExample));
  // A file announced (its upload never sent: the sweeps need its id, not its bytes).
  await must(api("POST", "/resources", headers, { file_name: "policy.pdf" }));
  // An entity the workspace added by hand, and a supply chain role of its own entity.
  await must(api("POST", "/entities", headers, { brand_name: `Vendor of ${domain}` }));
  await must(
    api("POST", "/entity/supply-chain-roles", headers, {
      roles: [{ role: "00000000-0000-4000-9000-000000000004" }],
    }),
  );
  await importedVendorList(t, headers, owner.entity.id);
  await importedProductCatalogue(t, headers);
  // A vendor relationship with a tag on it and a note left on it.
  const vendor = await createVendor(t.db, { workspaceId: owner.workspace.id, name: `Acme of ${domain}` });
  const tag = await must(
    api("POST", `/workspaces/${owner.workspace.id}/tags`, headers, { name: "Critical", type: "vendor" }),
  );
  await must(api("POST", "/tag-items", headers, { tag: tag.json().id, object_id: vendor.relationship.id }));
  await must(api("POST", `/notes/${vendor.relationship.id}`, headers, { content: "Call them back" }));
  // A screening risk on it, and a warning (with its risk).
  const vendorOf = { workspaceId: owner.workspace.id, relationshipId: vendor.relationship.id };
  const screeningRisk = await createRisk(t.db, vendorOf);
  await createWarning(t.db, vendorOf);
  // A screening decision waiting for a second reviewer: the viewer's, so the owner may approve it.
  const viewerUser = await t.db.user.findUniqueOrThrow({ where: { email: `viewer@${domain}` } });
  await createScreeningReview(t.db, { ...vendorOf, riskId: screeningRisk.id, decidedById: viewerUser.id });
  // A role of the vendor's (the life cycle's moves name role assignments).
  await must(
    api("POST", `/entity-relationships/${vendor.relationship.id}/roles`, headers, {
      roles: ["00000000-0000-4000-9000-000000000004"],
    }),
  );
  // An invitation of the vendor's compliance contact (resent and revoked by the sweeps).
  await must(
    api("POST", `/entity-relationships/${vendor.relationship.id}/invitations`, headers, {
      email: `compliance@vendor-of-${domain}`,
    }),
  );
  // A contact category required of the vendor (the linked vendor is meant to see it, so it is not named
  // after the domain), and a contact of the vendor in it: the workspace's own record, at its domain, which
  // no read may show the vendor.
  const contactCategory = await must(
    api("POST", "/contact-categories", headers, { name: sharedWithVendor.contactCategory }),
  );
  await must(
    api("POST", `/entities/${vendor.entity.id}/contact-requirements`, headers, {
      categories: [contactCategory.json().id],
    }),
  );
  await must(
    api("POST", `/entities/relationships/${vendor.relationship.id}/contacts`, headers, {
      category: contactCategory.json().id,
      first_name: "Grace",
      last_name: "Hopper",
      email: `contact@${domain}`,
      phone: "+1 555 0100",
    }),
  );
  // A document type every vendor must provide (shown to the linked vendor, so without the domain too).
  await must(
    api("POST", `/entities/${owner.entity.id}/document-requirements`, headers, {
      types: [{ name: sharedWithVendor.documentType }],
    }),
  );
  // The vendor's own company signed up as a workspace of its own and linked to the vendor relationship,
  // as an accepted invitation links it: its users reach that relationship only through /compliances.
  // (Its address leaves out the domain, so a read that leaked A's data to it would still show it.)
  const linkedVendorEmail = `compliance@${domain.replaceAll(".", "-")}-vendor.test`;
  const linkedVendor = await ownerWithPassword(t.db, linkedVendorEmail);
  await t.db.vendorRelationship.update({
    where: { id: vendor.relationship.id },
    data: { linkedEntityId: linkedVendor.entity.id },
  });
  // A file that vendor uploaded (stored row only: the sweeps need its id), which its UFLPA answers could name.
  await t.db.resource.create({
    data: {
      workspaceId: linkedVendor.workspace.id,
      kind: "GENERAL",
      fileName: "supply-map.pdf",
      storageKey: `resources/${linkedVendor.workspace.id}/evidence`,
      status: "UPLOADED",
    },
  });
  // And the workspace itself a vendor of a customer: its request is the workspace's compliance object.
  const customer = await ownerWithPassword(t.db, `owner@${domain.replaceAll(".", "-")}-customer.test`);
  const asVendor = await createVendor(t.db, {
    workspaceId: customer.workspace.id,
    name: `Acme of ${domain}`,
    linkedEntityId: owner.entity.id,
  });
  // A document the workspace gives that customer (announced: the sweeps need its id, not its bytes).
  await must(
    api("POST", `/compliances/${asVendor.relationship.id}/documents`, headers, { file_name: "iso-9001.pdf" }),
  );
  // A product (named after the domain, so a leaking read would show it) in a supply stream that has the
  // vendor at its Raw Materials stage, and a material it is made of, used in a way, at that stage.
  const product = await createProduct(t.db, {
    workspaceId: owner.workspace.id,
    name: `Tee of ${domain}`,
    sku: `SKU-${domain}`,
    countryOfOrigin: "VN",
    importCountries: ["US"],
  });
  await createSupplyStream(t.db, {
    workspaceId: owner.workspace.id,
    name: `Cotton chain of ${domain}`,
    vendors: { RAW_MATERIALS: [vendor.relationship.id] },
    productIds: [product.id],
  });
  const material = await t.db.material.create({
    data: { workspaceId: owner.workspace.id, name: `Cotton of ${domain}`, nameKey: `cotton of ${domain}` },
  });
  const usageType = await t.db.resourceUsageType.create({
    data: { workspaceId: owner.workspace.id, name: `Fibre of ${domain}`, nameKey: `fibre of ${domain}` },
  });
  await t.db.productMaterial.create({
    data: {
      workspaceId: owner.workspace.id,
      productId: product.id,
      materialId: material.id,
      usageTypeId: usageType.id,
      stage: "RAW_MATERIALS",
    },
  });
  // An in-app notification of the owner's (a possible match to review), unread.
  await createNotification(t.db, { workspaceId: owner.workspace.id, userId: owner.user.id });
  const own = { workspace: owner.workspace.id, user: owner.user.id };
  await readOwnWorkspace(t, headers, own);

  async function ids(): Promise<Record<ObjectKind, string[]>> {
    const inW = { workspaceId: owner.workspace.id };
    const oldest = { createdAt: "asc" } as const;
    /** The owner's rows first, then the others' in the order they were made. */
    const ownersFirst = <R extends { id: string; userId: string | null }>(rows: R[]) =>
      [
        ...rows.filter((r) => r.userId === owner.user.id),
        ...rows.filter((r) => r.userId !== owner.user.id),
      ].map((r) => r.id);
    const memberships = await t.db.membership.findMany({ where: inW, orderBy: oldest });
    const users = [
      owner.user.id,
      ...memberships.flatMap((m) => (m.userId && m.userId !== owner.user.id ? [m.userId] : [])),
    ];
    const byId = (rows: { id: string }[]) => rows.map((r) => r.id);
    return {
      workspace: [owner.workspace.id],
      user: users,
      membership: ownersFirst(memberships),
      openInvite: byId(
        await t.db.membershipInvite.findMany({ where: { ...inW, kind: "LINK" }, orderBy: oldest }),
      ),
      // Addressed to the owner first (the owner may accept those), then the workspace's own invitations.
      invitation: [
        ...byId(await t.db.membership.findMany({ where: { email, status: "INVITED" }, orderBy: oldest })),
        ...byId(memberships.filter((m) => m.status === "INVITED")),
      ],
      notificationSetting: ownersFirst(await t.db.notificationSetting.findMany({ where: inW })),
      notificationCategoryPreference: ownersFirst(
        await t.db.notificationCategoryPreference.findMany({ where: inW }),
      ),
      notificationPreference: ownersFirst(await t.db.notificationPreference.findMany({ where: inW })),
      notification: ownersFirst(await t.db.notification.findMany({ where: inW, orderBy: oldest })),
      // The workspace's own entity first.
      entity: [
        owner.entity.id,
        ...byId(
          await t.db.entity.findMany({ where: { ...inW, id: { not: owner.entity.id } }, orderBy: oldest }),
        ),
      ],
      supplyChainRoleAssignment: byId(
        await t.db.entitySupplyChainRole.findMany({ where: { entity: inW }, orderBy: oldest }),
      ),
      entityLocation: byId(await t.db.entityLocation.findMany({ where: inW, orderBy: oldest })),
      generalNotificationPreference: ownersFirst(
        await t.db.generalNotificationPreference.findMany({ where: { userId: { in: users } } }),
      ),
      resource: byId(await t.db.resource.findMany({ where: inW, orderBy: oldest })),
      vendorList: byId(
        await t.db.resource.findMany({ where: { ...inW, kind: "VENDOR_UPLOAD" }, orderBy: oldest }),
      ),
      vendorImport: byId(await t.db.vendorImport.findMany({ where: inW, orderBy: oldest })),
      productCatalogue: byId(
        await t.db.resource.findMany({ where: { ...inW, kind: "PRODUCT_CATALOGUE" }, orderBy: oldest }),
      ),
      productImport: byId(await t.db.productImport.findMany({ where: inW, orderBy: oldest })),
      noteObject: byId(await t.db.vendorRelationship.findMany({ where: inW, orderBy: oldest })),
      note: byId(await t.db.note.findMany({ where: inW, orderBy: oldest })),
      tag: byId(await t.db.tag.findMany({ where: inW, orderBy: oldest })),
      tagItem: byId(await t.db.tagItem.findMany({ where: inW, orderBy: oldest })),
      vendorRelationship: byId(await t.db.vendorRelationship.findMany({ where: inW, orderBy: oldest })),
      // Screening first (a risk that may be confirmed), then the warning's.
      risk: byId(
        await t.db.risk.findMany({ where: inW, orderBy: [{ sourceKind: "asc" }, { createdAt: "asc" }] }),
      ),
      warningNotification: byId(await t.db.warningNotification.findMany({ where: inW, orderBy: oldest })),
      screeningReview: byId(
        await t.db.screeningReview.findMany({ where: inW, orderBy: { decidedAt: "asc" } }),
      ),
      vendorInvitation: byId(await t.db.vendorInvitation.findMany({ where: inW, orderBy: oldest })),
      product: byId(await t.db.product.findMany({ where: inW, orderBy: oldest })),
      supplyStream: byId(await t.db.supplyStream.findMany({ where: inW, orderBy: oldest })),
      productSupplyStream: byId(await t.db.productSupplyStream.findMany({ where: inW, orderBy: oldest })),
      material: byId(await t.db.material.findMany({ where: inW, orderBy: oldest })),
      resourceUsageType: byId(await t.db.resourceUsageType.findMany({ where: inW, orderBy: oldest })),
      productMaterial: byId(await t.db.productMaterial.findMany({ where: inW, orderBy: oldest })),
      // A customer's relationship linked to the workspace's company (the workspace as a vendor).
      compliance: byId(
        await t.db.vendorRelationship.findMany({
          where: { linkedEntityId: owner.entity.id },
          orderBy: oldest,
        }),
      ),
      // The document it gave that customer (the customer's row, stored by the owner).
      complianceDocument: byId(
        await t.db.resource.findMany({
          where: { kind: "COMPLIANCE_DOCUMENT", createdById: owner.user.id },
          orderBy: oldest,
        }),
      ),
      // A file of the vendor linked to the workspace's relationship (its questionnaire's evidence).
      uflpaEvidence: byId(
        await t.db.resource.findMany({
          where: { workspace: { entity: { linkedBy: { some: inW } } }, kind: "GENERAL" },
          orderBy: oldest,
        }),
      ),
    };
  }

  return {
    ...owner,
    headers,
    ids,
    sharedWithVendor,
    /** The vendor company linked to the workspace's vendor relationship: its owner, and that relationship. */
    linkedVendor: {
      ...linkedVendor,
      headers: await bearerFor(t, linkedVendorEmail),
      relationshipId: vendor.relationship.id,
    },
  };
}
