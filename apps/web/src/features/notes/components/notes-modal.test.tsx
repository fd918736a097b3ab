import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { NoteWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { deferred } from "../../../test/deferred";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, sessionFor, userWithRoles } from "../../../test/workspace-fixtures";

const vendor = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function note(id: number, overrides: Partial<NoteWire> = {}): NoteWire {
  const created = ago(120 * id);
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    content: `Note ${id}`,
    created,
    updated: created,
    created_by: { id: testUser.id, first_name: "Ada", last_name: "Lovelace", email: testUser.email },
    ...overrides,
  };
}

const bob = {
  id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  first_name: "",
  last_name: "",
  email: "bob@acme.test",
};

function notesApi(routes: Record<string, RouteHandler>) {
  return fakeRoutes({ ...baseRoutes, ...routes });
}

const pageOf = (results: NoteWire[], next: string | null = null, count = results.length) => ({
  results,
  count,
  next,
  previous: null,
});

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the Global Notes modal", () => {
  it("opens from ?modalMetaId=, shows 10 skeletons, then both empty-state texts", async () => {
    const answer = deferred<Response>();
    const fake = useFakeApi(notesApi({ "GET /notes/:objectId": () => answer.promise }));
    renderApp(`/?modalMetaId=${vendor}`);

    const modal = await screen.findByRole("dialog");
    expect(within(modal).getByText("Notes")).toBeTruthy();
    expect(within(modal).getAllByTestId("note-skeleton")).toHaveLength(10);
    answer.resolve(json(pageOf([])));
    expect(await within(modal).findByText("No notes for this vendor yet")).toBeTruthy();
    expect(
      within(modal).getByText(
        "Leave a note for this vendor as reminder, comment, or issue for the rest of your workspace's team.",
      ),
    ).toBeTruthy();
    const read = fake.calls.find((call) => call.path === `/notes/${vendor}`);
    expect(new URL(read!.url, "http://x").searchParams.toString()).toBe("page=1&page_size=10");
  });

  it("shows Cancel and Publish only once text is typed; Enter publishes nothing; Publish posts the note", async () => {
    let notes: NoteWire[] = [];
    const fake = useFakeApi(
      notesApi({
        "GET /notes/:objectId": () => json(pageOf(notes)),
        "POST /notes/:objectId": ({ body }) => {
          const made = note(1, {
            content: (body as { content: string }).content,
            created: ago(5),
            updated: ago(5),
          });
          notes = [made];
          return json(made, 201);
        },
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    const input = (await screen.findByPlaceholderText("Add a note...")) as HTMLInputElement;
    expect(screen.queryByTestId("note-publish")).toBeNull();
    fireEvent.change(input, { target: { value: "   " } });
    expect(screen.queryByTestId("note-publish")).toBeNull();
    fireEvent.change(input, { target: { value: "Call them about the audit" } });
    expect(screen.getByTestId("note-cancel")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(fake.calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.click(screen.getByTestId("note-cancel"));
    expect(input.value).toBe("");
    expect(screen.queryByTestId("note-publish")).toBeNull();

    fireEvent.change(input, { target: { value: "Call them about the audit" } });
    fireEvent.click(screen.getByTestId("note-publish"));
    const item = await screen.findByTestId("note-item");
    expect(within(item).getByTestId("note-content").textContent).toBe("Call them about the audit");
    expect(within(item).getByTestId("note-author").textContent).toBe("Ada Lovelace");
    expect(within(item).getByTestId("note-time").textContent).toBe("Now");
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      content: "Call them about the audit",
    });
    await waitFor(() => expect(input.value).toBe(""));
  });

  it("shows the e-mail of an author without a first name, and options only where allowed", async () => {
    useFakeApi(
      notesApi({
        "GET /notes/:objectId": () => json(pageOf([note(1), note(2, { created_by: bob })])),
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    const items = await screen.findAllByTestId("note-item");
    expect(within(items[1]!).getByTestId("note-author").textContent).toBe("bob@acme.test");
    expect(within(items[0]!).getByTestId("note-time").textContent).toBe("2 minutes ago");

    // The signed-in Admin: Edit and Delete on their own note, only Delete on Bob's.
    const menuOf = async (item: HTMLElement) => {
      const target = within(item).getByTestId("note-options");
      fireEvent.click(target);
      await waitFor(() =>
        expect(document.getElementById(target.getAttribute("aria-controls") ?? "")).toBeTruthy(),
      );
      return document.getElementById(target.getAttribute("aria-controls")!)!;
    };
    const own = await menuOf(items[0]!);
    expect(within(own).getByTestId("note-edit")).toBeTruthy();
    expect(within(own).getByTestId("note-delete")).toBeTruthy();
    const bobs = await menuOf(items[1]!);
    expect(within(bobs).queryByTestId("note-edit")).toBeNull();
    expect(within(bobs).getByTestId("note-delete")).toBeTruthy();
  });

  it("gives a Viewer no options on another's note", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(notesApi({ "GET /notes/:objectId": () => json(pageOf([note(2, { created_by: bob })])) }));
    renderApp(`/?modalMetaId=${vendor}`);
    const item = await screen.findByTestId("note-item");
    expect(within(item).queryByTestId("note-options")).toBeNull();
    // A Viewer writes notes.
    expect(screen.getByPlaceholderText("Add a note...")).toBeTruthy();
  });

  it("edits a note in a text area with Cancel and Save (Save only with text)", async () => {
    let current = note(1);
    const fake = useFakeApi(
      notesApi({
        "GET /notes/:objectId": () => json(pageOf([current])),
        "PUT /notes/:objectId/:noteId": ({ body }) => {
          current = { ...current, content: (body as { content: string }).content };
          return json(current);
        },
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    fireEvent.click(await screen.findByTestId("note-options"));
    fireEvent.click(await screen.findByTestId("note-edit"));
    const area = screen.getByTestId("note-edit-input") as HTMLTextAreaElement;
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.value).toBe("Note 1");
    fireEvent.change(area, { target: { value: "  " } });
    expect(screen.queryByTestId("note-save")).toBeNull();
    expect(screen.getByTestId("note-edit-cancel")).toBeTruthy();
    fireEvent.change(area, { target: { value: "Note 1, edited" } });
    fireEvent.click(screen.getByTestId("note-save"));
    await waitFor(() => expect(screen.getByTestId("note-content").textContent).toBe("Note 1, edited"));
    const put = fake.calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe(`/notes/${vendor}/${current.id}`);
    expect(put?.body).toEqual({ content: "Note 1, edited" });
  });

  it("deletes after the 'Delete Note' confirmation", async () => {
    let notes = [note(1)];
    const fake = useFakeApi(
      notesApi({
        "GET /notes/:objectId": () => json(pageOf(notes)),
        "DELETE /notes/:objectId/:noteId": () => {
          notes = [];
          return json({ ok: true });
        },
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    fireEvent.click(await screen.findByTestId("note-options"));
    fireEvent.click(await screen.findByTestId("note-delete"));
    expect(await screen.findByText("Delete Note")).toBeTruthy();
    expect(screen.getByText("Are you sure you want to delete the note?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect(await screen.findByText("No notes for this vendor yet")).toBeTruthy();
    expect(fake.calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("just closes the dialog when the deletion fails, with no error snackbar", async () => {
    useFakeApi(
      notesApi({
        "GET /notes/:objectId": () => json(pageOf([note(1)])),
        "DELETE /notes/:objectId/:noteId": () => apiErrorResponse(403, "FORBIDDEN", "Access denied."),
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    fireEvent.click(await screen.findByTestId("note-options"));
    fireEvent.click(await screen.findByTestId("note-delete"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(screen.queryByText("Delete Note")).toBeNull());
    expect(screen.queryByText(/Access denied/)).toBeNull();
    expect(screen.getByTestId("note-item")).toBeTruthy();
  });

  it("fetches the next page at the end of the list, showing 2 skeletons meanwhile", async () => {
    const second = deferred<Response>();
    const firstPage = Array.from({ length: 10 }, (_, i) => note(i + 1));
    useFakeApi(
      notesApi({
        "GET /notes/:objectId": ({ query }) =>
          query.get("page") === "2"
            ? second.promise
            : json(pageOf(firstPage, `/api/v1/notes/${vendor}?page=2&page_size=10`, 11)),
      }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    expect(await screen.findAllByTestId("note-item")).toHaveLength(10);
    const viewport = screen.getByTestId("notes-list").querySelector(".mantine-ScrollArea-viewport")!;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(screen.getAllByTestId("note-skeleton")).toHaveLength(2));
    second.resolve(json(pageOf([note(11)], null, 11)));
    await waitFor(() => expect(screen.getAllByTestId("note-item")).toHaveLength(11));
    expect(screen.queryAllByTestId("note-skeleton")).toHaveLength(0);
  });

  it("offers no input for an object the workspace does not have", async () => {
    useFakeApi(
      notesApi({ "GET /notes/:objectId": () => apiErrorResponse(404, "NOT_FOUND", "Resource not found") }),
    );
    renderApp(`/?modalMetaId=${vendor}`);
    expect(await screen.findByText("The notes could not be loaded.")).toBeTruthy();
    expect(screen.queryByPlaceholderText("Add a note...")).toBeNull();
  });

  it("closing removes modalMetaId and keeps the other parameters", async () => {
    useFakeApi(notesApi({ "GET /notes/:objectId": () => json(pageOf([])) }));
    const { router } = renderApp(`/?page=2&modalMetaId=${vendor}`);
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Close notes" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(screen.queryByPlaceholderText("Add a note...")).toBeNull());
  });
});
