import { randomUUID } from "node:crypto";
import { createRisk, createVendor, createWarning } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a Compliance Manager opens a vendor from its address, switches tabs and segments, and resolves a warning with a reason", async ({
  page,
  db,
  workspace,
}) => {
  test.slow();
  const { relationship } = await createVendor(db, {
    workspaceId: workspace.id,
    name: "Harbor Freight Metals",
    country: "US",
  });
  const on = { workspaceId: workspace.id, relationshipId: relationship.id };
  const day = (n: number) => new Date(Date.UTC(2026, 2, n));
  await createRisk(db, {
    ...on,
    title: "Possible match: HARBOR METALS TRADING (SDN)",
    severity: "HIGH",
    createdAt: day(3),
  });
  await createRisk(db, {
    ...on,
    title: "Certificate of origin expires soon",
    severity: "LOW",
    sourceKind: "DOCUMENT_EXPIRY",
    createdAt: day(4),
  });
  await createRisk(db, {
    ...on,
    title: "Dismissed match: HARBOUR METAL CO (UK)",
    status: "RESOLVED",
    createdAt: day(1),
  });
  await createRisk(db, {
    ...on,
    title: "Confirmed match: HARBOR FREIGHT (EU)",
    status: "CONFIRMED",
    createdAt: day(2),
  });
  const { warning } = await createWarning(db, { ...on, kind: "MISSING_IDENTIFIER" });

  await signIn(page, workspace.compliance, `/vendors/${relationship.id}`);
  await expect(page.getByTestId("vendor-name")).toHaveText("Harbor Freight Metals");
  await expect(page.getByTestId("vendor-status")).toHaveText("Pending");
  await expect(page.getByTestId("vendor-tab-risk")).toHaveAttribute("aria-selected", "true");

  // Open: the three open risks (the warning's among them), newest first; the counters of each segment.
  const segments = page.getByTestId("risk-segments");
  await expect(segments).toContainText("Open (3)");
  await expect(segments).toContainText("Resolved (1)");
  await expect(segments).toContainText("Confirmed (1)");
  const titles = page.getByTestId("risk-title");
  await expect(titles).toHaveCount(3);
  await expect(titles.nth(1)).toHaveText("Certificate of origin expires soon");
  await expect(titles.nth(2)).toHaveText("Possible match: HARBOR METALS TRADING (SDN)");

  // Highest severity first: the High one leads; the address follows.
  await page.getByTestId("risk-sort").click();
  await page.getByRole("option", { name: "Highest severity first" }).click();
  await expect(titles.first()).toHaveText("Possible match: HARBOR METALS TRADING (SDN)");
  await expect(page).toHaveURL(/ordering=-severity/);

  await segments.getByText("Resolved (1)").click();
  await expect(page).toHaveURL(/segment=resolved/);
  await expect(titles).toHaveText(["Dismissed match: HARBOUR METAL CO (UK)"]);
  await segments.getByText("Confirmed (1)").click();
  await expect(titles).toHaveText(["Confirmed match: HARBOR FREIGHT (EU)"]);

  // The tabs follow the address, and the address the tabs.
  await page.getByTestId("vendor-tab-details").click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${relationship.id}\\?tab=details$`));
  await expect(page.getByTestId("vendor-registered-data")).toBeVisible();
  await expect(page.getByTestId("vendor-contacts")).toContainText("No contacts yet");
  await page.getByTestId("vendor-tab-duties").click();
  await expect(page).toHaveURL(/tab=duties/);
  await expect(page.getByTestId("vendor-duties-tab")).toContainText("once this vendor supplies products");
  await page.getByTestId("vendor-tab-procurement").click();
  await expect(page).toHaveURL(/tab=procurement/);
  await page.goBack();
  await expect(page.getByTestId("vendor-tab-duties")).toHaveAttribute("aria-selected", "true");

  // The warning, resolved with a reason: it and its risk leave the open ones.
  await page.goto(`/vendors/${relationship.id}?tab=risk`);
  const warningRow = page.locator(`[data-testid="warning-row"]`);
  await expect(warningRow).toHaveAttribute("data-warning-status", "open");
  await warningRow.getByTestId("warning-resolve").click();
  await page.getByTestId("warning-resolve-submit").click();
  await expect(page.getByTestId("warning-resolve-form")).toContainText("Please give a reason");
  await page.getByTestId("warning-resolve-reason").fill("The vendor's LEI was checked with GLEIF by phone.");
  await page.getByTestId("warning-resolve-submit").click();
  await expect(page.getByText("Warning resolved")).toBeVisible();
  await expect(warningRow).toHaveAttribute("data-warning-status", "resolved");
  await expect(warningRow).toContainText("The vendor's LEI was checked with GLEIF by phone.");
  await expect(segments).toContainText("Open (2)");
  await expect(segments).toContainText("Resolved (2)");
  expect((await db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } })).status).toBe(
    "resolved",
  );
});

test("a Viewer reads the risks without decision buttons; an unknown vendor id shows the not-found screen", async ({
  page,
  db,
  workspace,
}) => {
  const { relationship } = await createVendor(db, {
    workspaceId: workspace.id,
    name: "Quiet Supplies",
    country: "DE",
  });
  await createRisk(db, {
    workspaceId: workspace.id,
    relationshipId: relationship.id,
    title: "Possible match: QUIET (SDN)",
  });
  await signIn(page, workspace.viewer, `/vendors/${relationship.id}`);
  await expect(page.getByTestId("risk-title")).toHaveText(["Possible match: QUIET (SDN)"]);
  await expect(page.getByTestId("risk-resolve")).toHaveCount(0);
  await expect(page.getByTestId("risk-confirm")).toHaveCount(0);
  // The Notes button opens the notes modal on this vendor (the address carries it).
  await page.getByTestId("vendor-notes").click();
  await expect(page).toHaveURL(new RegExp(`modalMetaId=${relationship.id}`));

  await page.goto(`/vendors/${randomUUID()}`);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("a warning resolved with a file is processing while the worker checks the file, then resolved with its risk", async ({
  page,
  db,
  workspace,
}) => {
  test.slow();
  const { relationship } = await createVendor(db, {
    workspaceId: workspace.id,
    name: "Filed Goods",
    country: "US",
  });
  await createWarning(db, {
    workspaceId: workspace.id,
    relationshipId: relationship.id,
    kind: "MISSING_IDENTIFIER",
  });
  await signIn(page, workspace.compliance, `/vendors/${relationship.id}`);
  const segments = page.getByTestId("risk-segments");
  await expect(segments).toContainText("Open (1)");
  const warningRow = page.getByTestId("warning-row");
  await warningRow.getByTestId("warning-resolve").click();
  await page.getByTestId("warning-resolve-type").getByText("File").click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "lei-certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(page.getByTestId("warning-resolve-file")).toContainText("lei-certificate.pdf");
  await page.getByTestId("warning-resolve-submit").click();
  // The worker's check resolves it within seconds; the page follows without a reload.
  await expect(warningRow).toHaveAttribute("data-warning-status", "resolved", { timeout: 20_000 });
  await expect(warningRow).toContainText("File: lei-certificate.pdf");
  await expect(segments).toContainText("Open (0)");
  await expect(segments).toContainText("Resolved (1)");
});
