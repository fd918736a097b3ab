import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";
import { uniqueTag } from "../../fixtures/workspace";

const vendorInvitePath = /\/vendor-invite\/[\w-]+/;
/** Every question of the questionnaire but the ones a step answers itself, answered "no". */
const noQuestions = [
  "xuar_operations",
  "entity_list_dealings",
  "entity_list_screening",
  "input_cotton",
  "input_tomatoes",
  "input_polysilicon",
  "input_aluminium",
  "input_pvc",
  "input_seafood",
  "raw_material_tracing",
  "labour_transfer",
  "forced_labour_indicators",
  "forced_labour_policy",
  "supplier_mapping",
];

test("a customer invites a vendor, who signs up from the mail, drafts the UFLPA questionnaire, submits it from another browser; the customer sees the answers and the raised risk", async ({
  page,
  db,
  workspace,
  anotherDevice,
}) => {
  // Two companies, a mail, a sign-up and two browsers for the vendor: three times the budget.
  test.slow();
  const { relationship } = await createVendor(db, { workspaceId: workspace.id, name: "Aksu Yarns" });
  const vendorPerson = { email: `compliance-${uniqueTag()}@e2e.test`, password: "vendor-pass-1" };

  // The customer's Procurement Manager invites the vendor's compliance contact from its profile.
  await signIn(page, workspace.procurement, `/vendors/${relationship.id}?tab=procurement`);
  const since = Date.now();
  await page.getByTestId("vendor-invite").click();
  await page.getByTestId("invite-vendor-email").fill(vendorPerson.email);
  await page.getByTestId("invite-vendor-submit").click();
  await expect(page.getByText("Invitation sent")).toBeVisible();

  // The vendor's person opens the mailed link in their own browser and signs their company up.
  const link = await waitForMailedLink(vendorPerson.email, vendorInvitePath, since);
  const vendor = await anotherDevice();
  await vendor.goto(link);
  const form = vendor.getByTestId("vendor-invite-signup-form");
  await form.getByTestId("vendor-invite-first-name").fill("Ayla");
  await form.getByTestId("vendor-invite-last-name").fill("Yarn");
  await form.getByTestId("vendor-invite-brand-name").fill("Aksu Yarns Ltd");
  await form.getByTestId("vendor-invite-password").fill(vendorPerson.password);
  await form.getByTestId("vendor-invite-signup-submit").click();
  await expect(vendor.getByTestId("account-menu")).toBeVisible();

  // The wizard asks for its company info: its roles and attestations (where sign-up lands), then the
  // entity information sign-up left out; the stepper promises no vendor list.
  await vendor.waitForURL((url) => url.pathname === "/onboarding/3");
  const stepTitle = vendor.getByTestId("onboarding-step-title");
  await expect(stepTitle).toHaveText("Supply chain roles and attestations");
  await expect(vendor.getByTestId("onboarding-step-compliance")).toBeVisible();
  await expect(vendor.getByTestId("onboarding-step-vendor_list_upload")).toHaveCount(0);
  await vendor.getByRole("checkbox", { name: "Manufacturer", exact: true }).check();
  const attestations = vendor.locator('[data-testid^="attestation-check-"]');
  await expect(attestations.first()).toBeVisible();
  for (const box of await attestations.all()) await box.check();
  await vendor.getByRole("button", { name: "Save and continue" }).click();
  await expect(stepTitle).toHaveText("Entity information");
  await vendor.getByLabel("Registered name").fill("Aksu Yarns Limited");
  await vendor.getByTestId("entity-country").click();
  await vendor.getByTestId("entity-country").fill("United States");
  await vendor.getByRole("option", { name: "United States", exact: true }).click();
  await vendor.getByTestId("entity-state").click();
  await vendor.getByTestId("entity-state").fill("Delaware");
  await vendor.getByRole("option", { name: "Delaware" }).click();
  await vendor.getByTestId("entity-type").click();
  await vendor.getByRole("option", { name: /Limited liability company/ }).click();
  await vendor.getByRole("button", { name: "Save and continue" }).click();

  // It lands in its compliance section, opens the customer's questionnaire and drafts two answers.
  await vendor.waitForURL((url) => url.pathname === "/compliance");
  await vendor.getByTestId("compliance-uflpa-link").click();
  await expect(vendor).toHaveURL(new RegExp(`/compliance/${relationship.id}/uflpa-questionnaire$`));
  const questionnaire = vendor.getByTestId("uflpa-questionnaire-form");
  await expect(questionnaire).toBeVisible();
  await vendor.getByTestId("uflpa-xuar_sourcing-yes").click();
  await vendor
    .getByTestId("uflpa-xuar_sourcing-detail")
    .fill("Cotton yarn spun in Aksu by a second-tier supplier");
  await vendor.getByTestId("uflpa-xuar_operations-no").click();
  await vendor.getByTestId("uflpa-save-draft").click();
  await expect(vendor.getByTestId("uflpa-autosave")).toContainText("Draft saved");

  // Another browser: signing in lands in the compliance section, the vendor's home until it sets up its
  // own workspace; the draft is there; the vendor answers the rest and submits.
  const later = await anotherDevice();
  await later.goto("/login");
  await later.getByLabel("Email").fill(vendorPerson.email);
  await later.getByLabel("Password").fill(vendorPerson.password);
  await later.getByRole("button", { name: "Sign in" }).click();
  await expect(later).toHaveURL(/\/compliance$/);
  await later.getByTestId("compliance-uflpa-link").click();
  await expect(later.getByTestId("uflpa-xuar_sourcing-detail")).toHaveValue(
    "Cotton yarn spun in Aksu by a second-tier supplier",
  );
  await expect(later.getByTestId("uflpa-xuar_operations-no")).toBeChecked();
  for (const question of noQuestions.slice(1)) await later.getByTestId(`uflpa-${question}-no`).click();
  await later.getByTestId("uflpa-submit").click();
  await expect(later.getByText("Successfully submitted compliance response")).toBeVisible();
  await expect(later.getByTestId("uflpa-submitted")).toBeVisible();

  // The customer sees the answers, the flagged one, and the High risk they raised on the vendor.
  await page.goto(`/vendors/${relationship.id}?tab=risk`);
  const answers = page.getByTestId("uflpa-submission");
  await expect(answers.getByTestId("uflpa-submission-meta")).toContainText("Version 1");
  const sourcing = answers.getByTestId("uflpa-answer-xuar_sourcing");
  await expect(sourcing).toContainText("Cotton yarn spun in Aksu");
  await expect(sourcing.getByTestId("uflpa-flag").first()).toHaveText(
    "High: Goods made wholly or in part in the XUAR",
  );
  await expect(page.getByText("UFLPA questionnaire: Goods made wholly or in part in the XUAR")).toBeVisible();
});
