import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a member writes, edits and deletes a vendor's note in the Global Notes modal; closing it drops modalMetaId", async ({
  page,
  workspace,
  db,
  anotherDevice,
}) => {
  test.slow();
  const { relationship } = await createVendor(db, { workspaceId: workspace.id, name: "Acme Metals" });
  await signIn(page, workspace.owner);

  // Opened by the address alone, on top of whatever page it names.
  await page.goto(`/?page=1&modalMetaId=${relationship.id}`);
  const modal = page.getByRole("dialog", { name: "Notes" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("No notes for this vendor yet")).toBeVisible();
  await expect(
    modal.getByText(
      "Leave a note for this vendor as reminder, comment, or issue for the rest of your workspace's team.",
    ),
  ).toBeVisible();

  // Cancel and Publish appear once text is typed; Enter publishes nothing.
  const input = modal.getByPlaceholder("Add a note...");
  await expect(modal.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await input.fill("Call them about the audit");
  await expect(modal.getByRole("button", { name: "Cancel" })).toBeVisible();
  await input.press("Enter");
  await expect(modal.getByTestId("note-item")).toHaveCount(0);
  await modal.getByRole("button", { name: "Publish" }).click();
  const note = modal.getByTestId("note-item");
  await expect(note).toHaveCount(1);
  await expect(note.getByTestId("note-content")).toHaveText("Call them about the audit");
  await expect(note.getByTestId("note-author")).toHaveText("Owen Owner");
  await expect(note.getByTestId("note-time")).toHaveText("Now");
  await expect(input).toHaveValue("");
  await expect(modal.getByRole("button", { name: "Publish" })).toHaveCount(0);

  // Edit turns it into a text area with Cancel and Save; Save only with text.
  await note.getByRole("button", { name: "Note options" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const area = note.getByRole("textbox", { name: "Edit note" });
  await area.fill("   ");
  await expect(note.getByRole("button", { name: "Save" })).toHaveCount(0);
  await area.fill("Called them: the audit is on the 3rd");
  await note.getByRole("button", { name: "Save" }).click();
  await expect(note.getByTestId("note-content")).toHaveText("Called them: the audit is on the 3rd");

  // A Viewer writes a note too, on another device; the owner (an Admin) may delete it, not edit it.
  const viewerPage = await anotherDevice();
  await signIn(viewerPage, workspace.viewer);
  await viewerPage.goto(`/?modalMetaId=${relationship.id}`);
  const viewerModal = viewerPage.getByRole("dialog", { name: "Notes" });
  await expect(viewerModal.getByTestId("note-item")).toHaveCount(1);
  // The owner's note offers the Viewer no options.
  await expect(viewerModal.getByRole("button", { name: "Note options" })).toHaveCount(0);
  await viewerModal.getByPlaceholder("Add a note...").fill("Their warehouse moved");
  await viewerModal.getByRole("button", { name: "Publish" }).click();
  await expect(viewerModal.getByTestId("note-item").first()).toContainText("Vic Viewer");

  await page.reload();
  await expect(modal.getByTestId("note-item")).toHaveCount(2);
  const viewersNote = modal.getByTestId("note-item").first();
  await expect(viewersNote.getByTestId("note-content")).toHaveText("Their warehouse moved");
  await viewersNote.getByRole("button", { name: "Note options" }).click();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(modal).toBeVisible();

  // Delete asks first, then the note is gone.
  const ownNote = modal.getByTestId("note-item").nth(1);
  await ownNote.getByRole("button", { name: "Note options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Note" });
  await expect(confirm.getByText("Are you sure you want to delete the note?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(modal.getByTestId("note-item")).toHaveCount(1);
  await expect(modal.getByTestId("note-content")).toHaveText("Their warehouse moved");

  // Closing removes modalMetaId and keeps the page's other parameters.
  await modal.getByRole("button", { name: "Close notes" }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("modalMetaId") && url.searchParams.get("page") === "1",
  );
});
