import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { TagItemWire, TagWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { workspaceId } from "../../../test/workspace-fixtures";
import { ObjectTags } from "./object-tags";

const vendor = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const tag = (name: string, n: number): TagWire => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  type: "vendor",
  colour: null,
  created: "2026-11-24T12:00:00.000Z",
});
const item = (t: TagWire, n: number): TagItemWire => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  tag: t,
  object_id: vendor,
  created: "2026-11-24T12:00:00.000Z",
});
const page = <T,>(results: T[]) => ({ results, count: results.length, next: null, previous: null });

function renderTags(canEdit: boolean) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ObjectTags workspaceId={workspaceId} objectId={vendor} canEdit={canEdit} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("an object's tags", () => {
  it("shows the tags, adds one through the picker and removes one", async () => {
    const critical = tag("Critical", 1);
    const preferred = tag("Preferred", 2);
    let items = [item(critical, 1)];
    const fake = useFakeApi(
      fakeRoutes({
        "GET /tag-items": () => json(page(items)),
        "GET /workspaces/:id/tags": () => json(page([critical, preferred])),
        "POST /tag-items": () => {
          items = [item(preferred, 2), ...items];
          return json(items[0], 201);
        },
        "DELETE /tag-items/:id": ({ params }) => {
          items = items.filter((i) => i.id !== params.id);
          return json({ ok: true });
        },
      }),
    );
    renderTags(true);
    await waitFor(() =>
      expect(screen.getAllByTestId("object-tag").map((b) => b.textContent)).toEqual(["Critical"]),
    );

    fireEvent.click(screen.getByRole("button", { name: "Add tag" }));
    const input = await screen.findByTestId("tag-picker-input");
    fireEvent.click(input);
    fireEvent.click(await screen.findByText("Preferred"));
    await waitFor(() =>
      expect(screen.getAllByTestId("object-tag").map((b) => b.textContent)).toEqual([
        "Preferred",
        "Critical",
      ]),
    );
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      tag: preferred.id,
      object_id: vendor,
    });

    const chip = screen.getAllByTestId("object-tag")[1]!;
    fireEvent.click(within(chip).getByRole("button", { name: "Remove tag Critical" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("object-tag").map((b) => b.textContent)).toEqual(["Preferred"]),
    );
  });

  it("only shows the tags to a member who may not tag", async () => {
    useFakeApi(fakeRoutes({ "GET /tag-items": () => json(page([item(tag("Critical", 1), 1)])) }));
    renderTags(false);
    expect(await screen.findByText("Critical")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /tag/i })).toBeNull();
  });
});
