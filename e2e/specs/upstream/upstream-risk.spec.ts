import { createRisk, createVendor, createWorkspace } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a customer sees a linked vendor's upstream risk in bands and its traceability index, and none of its suppliers", async ({
  page,
  db,
  workspace,
  newUser,
}) => {
  // The customer's vendor has joined Tierline: its relationship is linked to the vendor's own workspace.
  const { relationship } = await createVendor(db, {
    workspaceId: workspace.id,
    name: "Northwind Components",
  });
  const vendorOwner = await newUser();
  const vendor = await createWorkspace(db, { ownerId: vendorOwner.id, name: "Northwind" });
  await db.vendorRelationship.update({
    where: { id: relationship.id },
    data: { linkedEntityId: vendor.entity.id },
  });
  // Six suppliers of the vendor: two validated, screened clean and with the questionnaire submitted; the
  // other four each with an unresolved High risk.
  const names = [1, 2, 3, 4, 5, 6].map((n) => `Hidden Supplier ${n}`);
  for (const [i, name] of names.entries()) {
    const supplier = await createVendor(db, { workspaceId: vendor.workspace.id, name, country: "CN" });
    if (i < 2) {
      await db.entity.update({ where: { id: supplier.entity.id }, data: { status: "VALIDATED" } });
      await db.vendorScreening.create({
        data: {
          relationshipId: supplier.relationship.id,
          workspaceId: vendor.workspace.id,
          screenedAt: new Date(),
          listVersions: {},
          evidenceHash: name,
          evidence: {},
          matches: [],
          matchCount: 0,
        },
      });
      await db.uflpaQuestionnaireResponse.create({
        data: {
          workspaceId: vendor.workspace.id,
          relationshipId: supplier.relationship.id,
          status: "SUBMITTED",
          questionSetVersion: 1,
          submittedAt: new Date(),
        },
      });
    } else {
      await createRisk(db, {
        workspaceId: vendor.workspace.id,
        relationshipId: supplier.relationship.id,
        severity: "HIGH",
        sourceKind: "WARNING",
        title: `${name} has no identifier`,
      });
    }
  }

  await signIn(page, workspace.viewer, `/vendors/${relationship.id}`);
  await expect(page.getByTestId("vendor-name")).toHaveText("Northwind Components");
  const panel = page.getByTestId("upstream-risk");
  await expect(panel).toContainText("Across this vendor's 5–9 active suppliers");
  // Each bar reads its label and its band, exactly (toContainText("0") would take "Low10").
  await expect(panel.getByTestId("upstream-risk-HIGH")).toHaveText("High1–4");
  await expect(panel.getByTestId("upstream-risk-LOW")).toHaveText("Low0");
  // 2 of 6 complete is 33%: told rounded down to a step of 10.
  await expect(panel.getByTestId("upstream-completeness")).toHaveText("30%");
  await expect(panel.getByTestId("upstream-recency")).toHaveText("Today");

  // No tab of the profile names a supplier. A tab mounts its panel only when shown (keepMounted={false}),
  // so before looking for a name each tab must show what it renders from its data, not its loaders.
  const loaded = {
    risk: [
      panel.getByTestId("upstream-completeness").filter({ hasText: "30%" }),
      page.getByTestId("vendor-screening"),
      page.getByTestId("risks-empty").or(page.getByTestId("risk-list")),
      page.getByTestId("uflpa-submission"),
    ],
    details: [
      page.getByTestId("vendor-entity").filter({ hasText: "Northwind Components" }),
      page.getByTestId("vendor-locations"),
      page.getByTestId("vendor-documents").filter({ hasText: "No documents yet" }),
      page.getByTestId("vendor-supply-streams").filter({ hasText: "not assigned to any supply stream" }),
    ],
    procurement: [
      page.getByTestId("vendor-invitation-panel"),
      page.getByTestId("vendor-attestations").filter({ hasText: "has not attested" }),
      page.getByTestId("procurement-path"),
      page.getByTestId("vendor-procurement-tab"),
    ],
  };
  for (const [tab, shown] of Object.entries(loaded)) {
    await page.getByTestId(`vendor-tab-${tab}`).click();
    for (const part of shown) await expect(part, `${tab} tab`).toBeVisible();
    await expect(page.getByText("Hidden Supplier")).toHaveCount(0);
  }
});
