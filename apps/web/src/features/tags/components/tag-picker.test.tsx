import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { TagWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { workspaceId } from "../../../test/workspace-fixtures";
import { TagPicker } from "./tag-picker";

const tag = (name: string, id: string): TagWire => ({
  id,
  name,
  type: "vendor",
  colour: null,
  created: "2026-11-24T12:00:00.000Z",
});
const critical = tag("Critical", "00000000-0000-4000-8000-000000000001");
const preferred = tag("Preferred", "00000000-0000-4000-8000-000000000002");

function renderPicker(onChange: (tag: TagWire) => void) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <TagPicker workspaceId={workspaceId} value={null} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const optionsShown = () =>
  [...document.querySelectorAll("[role=option]")].map((option) => option.textContent?.trim());

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the tag picker", () => {
  it("lists the workspace's vendor tags matching the text and picks one", async () => {
    const fake = useFakeApi(
      fakeRoutes({
        "GET /workspaces/:id/tags": ({ query }) => {
          const search = (query.get("search") ?? "").toLowerCase();
          return json({
            results: [critical, preferred].filter((t) => t.name.toLowerCase().includes(search)),
            count: 2,
            next: null,
            previous: null,
          });
        },
      }),
    );
    const onChange = vi.fn();
    renderPicker(onChange);
    const input = screen.getByTestId("tag-picker-input");
    fireEvent.click(input);
    await waitFor(() => expect(optionsShown()).toEqual(["Critical", "Preferred"]));
    fireEvent.change(input, { target: { value: "crit" } });
    await waitFor(() => expect(optionsShown()).toEqual(["Critical", "Create “crit”"]));
    fireEvent.click(screen.getByText("Critical"));
    expect(onChange).toHaveBeenCalledWith(critical);
    const read = fake.calls.find((call) => call.url.includes("search=crit"));
    expect(new URL(read!.url, "http://x").searchParams.get("type")).toBe("vendor");
  });

  it("creates the typed tag through POST /tags and picks it", async () => {
    const made = tag("Strategic", "00000000-0000-4000-8000-000000000003");
    const fake = useFakeApi(
      fakeRoutes({
        "GET /workspaces/:id/tags": () => json({ results: [], count: 0, next: null, previous: null }),
        "POST /tags": () => json(made, 201),
      }),
    );
    const onChange = vi.fn();
    renderPicker(onChange);
    const input = screen.getByTestId("tag-picker-input");
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: "  Strategic " } });
    fireEvent.click(await screen.findByTestId("tag-picker-create"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(made));
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({
      workspace: workspaceId,
      name: "Strategic",
      type: "vendor",
    });
  });
});
